import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminTenant } from '../../../../shared/user-admin';
import { translateApiError } from '../../../api/apiError';
import { CreateTenantModal } from '../../../tenant-admin/CreateTenantModal';
import { TenantDrawer } from '../../../tenant-admin/TenantDrawer';
import { useApiData } from '../../../users/useApiData';
import { userAdminApi } from '../../../users/userAdminApi';

/** Spec §2 tenant management (system administrators): tenants, their names and what their users see. */
export default function TenantManagementPage() {
  const { t } = useTranslation();
  const { data, error, loading, reload } = useApiData(userAdminApi.tenants, 'tenants');
  const [editing, setEditing] = useState<AdminTenant | null>(null);
  const [creating, setCreating] = useState(false);

  const columns: TableColumnsType<AdminTenant> = [
    { title: t('tenants.name'), dataIndex: 'name' },
    { title: t('tenants.displayName'), dataIndex: 'displayName' },
    { title: t('tenants.visibleRoutes'), dataIndex: 'visibleRoutes', render: (keys: string[]) => <Tag>{keys.length}</Tag> },
    {
      title: t('tenants.visibleImportTypes'),
      dataIndex: 'visibleImportTypes',
      render: (keys: string[]) => keys.map((key) => <Tag key={key}>{key}</Tag>),
    },
    {
      title: t('users.columns.actions'),
      key: 'actions',
      render: (_, tenant) => (
        <Button type="text" icon={<EditOutlined />} onClick={() => setEditing(tenant)} aria-label={t('users.actions.edit')} data-testid="edit-tenant" />
      ),
    },
  ];

  return (
    <div className="page">
      <Typography.Title level={2}>{t('menu.user.tenants')}</Typography.Title>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} style={{ marginBottom: 16 }} data-testid="create-tenant">
        {t('tenants.create')}
      </Button>
      {error ? <Alert type="error" showIcon message={translateApiError(t, error)} style={{ marginBottom: 16 }} /> : null}
      <Table<AdminTenant> rowKey="name" size="middle" loading={loading} columns={columns} dataSource={data ?? []} pagination={false} data-testid="tenants-table" />
      <TenantDrawer
        tenant={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void reload();
        }}
      />
      <CreateTenantModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          void reload();
        }}
      />
    </div>
  );
}
