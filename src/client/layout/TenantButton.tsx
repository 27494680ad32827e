import { SwapOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { authStore } from '../auth/authStore';
import { useCurrentTenant } from '../tenant/useCurrentTenant';

/** Shows the current tenant by name; clicking clears it so the tenant modal comes back. */
export function TenantButton() {
  const { t } = useTranslation();
  const current = useCurrentTenant();
  const hint = current?.idBesideName ? `${t('tenant.change')} (${current.idBesideName})` : t('tenant.change');
  return (
    <Tooltip title={hint}>
      <Button
        icon={<SwapOutlined />}
        onClick={() => authStore.clearTenant()}
        className="app-header__tenant"
        aria-label={`${hint}: ${current?.name ?? ''}`}
        data-testid="current-tenant"
        data-tenant={current?.id}
      >
        <span className="app-header__tenant-name">{current?.name}</span>
      </Button>
    </Tooltip>
  );
}
