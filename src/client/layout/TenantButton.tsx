import { SwapOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { authStore, useAuth } from '../auth/authStore';

/** Shows the current tenant; clicking clears it so the tenant modal comes back (spec §2). */
export function TenantButton() {
  const { t } = useTranslation();
  const { tenant } = useAuth();
  return (
    <Tooltip title={t('tenant.change')}>
      <Button icon={<SwapOutlined />} onClick={() => authStore.clearTenant()} data-testid="current-tenant">
        {tenant}
      </Button>
    </Tooltip>
  );
}
