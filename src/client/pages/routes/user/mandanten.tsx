import { EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { useCan } from '@refinedev/core';
import { Alert, Button, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminTenant } from '../../../../shared/user-admin';
import { translateApiError } from '../../../api/apiError';
import { CreateTenantModal } from '../../../tenant-admin/CreateTenantModal';
import { TenantDrawer } from '../../../tenant-admin/TenantDrawer';
import { useApiData } from '../../../users/useApiData';
import { userAdminApi } from '../../../users/userAdminApi';

/**
 * Spec §2 tenant management: tenants, their names and what their users see. Admins open it (spec §6);
 * the server lists a tenant admin the tenants they administer, and only system administrators change them.
 */
export default function TenantManagementPage() {
  const { t } = useTranslation();
  const { data: editAccess } = useCan({ resource: 'tenants', action: 'edit' });
  const canCreate = useCan({ resource: 'tenants', action: 'create' }).data?.can === true;
  const readOnly = editAccess?.can !== true;
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
      render: (_, tenant) =>
        editAccess &&
        (readOnly ? (
          <Button type="text" icon={<EyeOutlined />} onClick={() => setEditing(tenant)} aria-label={t('tenants.show')} data-testid="show-tenant" />
        ) : (
          <Button type="text" icon={<EditOutlined />} onClick={() => setEditing(tenant)} aria-label={t('users.actions.edit')} data-testid="edit-tenant" />
        )),
    },
  ];

  return (
    <div className="page">
      <Typography.Title level={2}>{t('menu.user.tenants')}</Typography.Title>
      {editAccess && readOnly && <Alert type="info" showIcon message={t('tenants.readOnly')} style={{ marginBottom: 16 }} data-testid="tenants-read-only" />}
      {canCreate && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} style={{ marginBottom: 16 }} data-testid="create-tenant">
          {t('tenants.create')}
        </Button>
      )}
      {error ? <Alert type="error" showIcon message={translateApiError(t, error)} style={{ marginBottom: 16 }} /> : null}
      <Table<AdminTenant>
        rowKey="name"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={data ?? []}
        pagination={false}
        data-testid="tenants-table"
      />
      <TenantDrawer
        tenant={editing}
        readOnly={readOnly}
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
