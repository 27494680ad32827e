import { Button, Input, List, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { logout } from '../auth/logout';
import { tenantIdBesideName, tenantName } from './tenantName';
import { useTenantChoice } from './useTenantChoice';
import './tenant.css';

/** Tenant selection, shown instead of the app shell while no tenant is chosen. */
export function TenantModal() {
  const { t } = useTranslation();
  const { tenants, total, withSearch, query, setQuery, lastUsed, switchingTo, choose } = useTenantChoice();
  return (
    <Modal
      open
      centered
      closable={false}
      maskClosable={false}
      keyboard={false}
      title={t('tenant.selectTitle')}
      footer={<Button onClick={() => void logout('user')}>{t('shell.logout')}</Button>}
      modalRender={(node) => <div data-testid="tenant-modal">{node}</div>}
    >
      <Typography.Paragraph type="secondary">{t('tenant.selectHint')}</Typography.Paragraph>
      {withSearch && (
        <>
          <Input.Search
            allowClear
            autoFocus
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('tenant.searchPlaceholder')}
            data-testid="tenant-search"
          />
          <Typography.Text type="secondary" data-testid="tenant-counter" style={{ display: 'block', margin: '8px 0' }}>
            {t('tenant.counter', { shown: tenants.length, total })}
          </Typography.Text>
        </>
      )}
      <List
        dataSource={tenants}
        locale={{ emptyText: t('tenant.noMatch') }}
        style={{ maxHeight: 360, overflowY: 'auto' }}
        renderItem={(entry) => {
          const id = tenantIdBesideName(entry);
          return (
            <List.Item style={{ padding: '4px 0', border: 'none' }}>
              <Button
                block
                type={entry.tenant === lastUsed ? 'primary' : 'default'}
                onClick={() => choose(entry.tenant)}
                loading={switchingTo === entry.tenant}
                disabled={switchingTo !== null && switchingTo !== entry.tenant}
                className="tenant-option"
                data-testid="tenant-option"
                data-tenant={entry.tenant}
              >
                <span className="tenant-option__name">{tenantName(entry)}</span>
                {id && <span className="tenant-option__id">{id}</span>}
              </Button>
            </List.Item>
          );
        }}
      />
    </Modal>
  );
}
