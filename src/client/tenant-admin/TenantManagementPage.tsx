import { EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { getDefaultSortOrder } from '@refinedev/antd';
import { useInvalidate } from '@refinedev/core';
import { Alert, Button, Input, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminTenant } from '../../shared/user-admin';
import { translateApiError } from '../api/apiError';
import { useSettings } from '../settings/settingsStore';
import { CreateTenantModal } from './CreateTenantModal';
import { TenantDrawer } from './TenantDrawer';
import { WideTable } from '../generic/table/WideTable';
import { useAccess } from '../access/useAccess';
import { useServerTable } from '../generic/table/useServerTable';

/**
 * Tenant management: tenants, their names and what their users see (GET /tenants, paged, sorted and
 * searched by the server). The server lists a tenant admin the tenants they administer, and only system
 * administrators change them.
 */
export default function TenantManagementPage() {
  const { t } = useTranslation();
  const { itemsPerPage } = useSettings();
  const editAccess = useAccess({ resource: 'tenants', action: 'edit' });
  const canCreate = useAccess({ resource: 'tenants', action: 'create' })?.can === true;
  const readOnly = editAccess?.can !== true;
  const invalidate = useInvalidate();
  const reload = () => void invalidate({ resource: 'tenants', invalidates: ['list'] });
  const { tableProps, tableQuery, sorters, setFilters, setCurrentPage } = useServerTable<AdminTenant>({
    resource: 'tenants',
    syncWithLocation: false,
    pagination: { pageSize: itemsPerPage },
    sorters: { initial: [{ field: 'name', order: 'asc' }] },
    // The page shows the refusal itself, in place of the table's rows.
    errorNotification: false,
  });
  const [editing, setEditing] = useState<AdminTenant | null>(null);
  const [creating, setCreating] = useState(false);
  const search = (text: string) => {
    setFilters([{ field: 'q', operator: 'eq', value: text.trim() || undefined }], 'merge');
    setCurrentPage(1);
  };

  const columns: TableColumnsType<AdminTenant> = [
    { title: t('tenants.name'), dataIndex: 'name', sorter: true, defaultSortOrder: getDefaultSortOrder('name', sorters) },
    { title: t('tenants.displayName'), dataIndex: 'displayName', sorter: true, defaultSortOrder: getDefaultSortOrder('displayName', sorters) },
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
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder={t('tenants.search')} onSearch={search} style={{ width: 280 }} data-testid="tenants-search" />
        {canCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="create-tenant">
            {t('tenants.create')}
          </Button>
        )}
      </Space>
      {tableQuery.error ? <Alert type="error" showIcon message={translateApiError(t, tableQuery.error)} style={{ marginBottom: 16 }} /> : null}
      <WideTable<AdminTenant> {...tableProps} rowKey="name" size="middle" columns={columns} data-testid="tenants-table" />
      <TenantDrawer
        tenant={editing}
        readOnly={readOnly}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
      <CreateTenantModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          reload();
        }}
      />
    </div>
  );
}
