import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { useCan } from '@refinedev/core';
import { Alert, Button, Input, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_TENANTS, type AdminUser } from '../../../../shared/user-admin';
import { translateApiError } from '../../../api/apiError';
import { useAuth } from '../../../auth/authStore';
import { useFormatters } from '../../../format/useFormatters';
import { GrantAccessModal } from '../../../users/GrantAccessModal';
import { useApiData } from '../../../users/useApiData';
import { UserFormDrawer } from '../../../users/UserFormDrawer';
import { UserRowActions } from '../../../users/UserRowActions';
import { userAdminApi } from '../../../users/userAdminApi';
import { useUserActions } from '../../../users/useUserActions';

const ROLE_COLORS = { systemAdministrator: 'red', tenantAdministrator: 'blue', user: 'default' } as const;

function matches(user: AdminUser, search: string): boolean {
  const text = `${user.login} ${user.firstname} ${user.lastname}`.toLowerCase();
  return text.includes(search.trim().toLowerCase());
}

/** Spec §2 user administration: the users of the current tenant (system admins: any tenant) and what admins do with them. */
export default function UserAdministrationPage() {
  const { t } = useTranslation();
  const { user: me, tenant } = useAuth();
  const { dateTime } = useFormatters();
  const allTenants = useCan({ resource: 'users', action: 'list', params: { permission: 'users.allTenants' } }).data?.can === true;
  const canCreate = useCan({ resource: 'users', action: 'create' }).data?.can === true;
  const current = tenant ?? '';
  const [shown, setShown] = useState(current);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<AdminUser | null | undefined>(undefined);
  const [granting, setGranting] = useState<AdminUser | null>(null);
  const { data, error, loading, reload } = useApiData(() => userAdminApi.users(shown === current ? undefined : shown), shown);
  const actions = useUserActions(() => void reload());
  const grantable = (me?.tenants ?? []).filter((entry) => entry.adminflag).map((entry) => entry.tenant);
  const rows = useMemo(() => (data ?? []).filter((user) => matches(user, search)), [data, search]);

  const columns: TableColumnsType<AdminUser> = [
    { title: t('users.columns.login'), dataIndex: 'login', sorter: (a, b) => a.login.localeCompare(b.login), defaultSortOrder: 'ascend' },
    { title: t('users.columns.name'), key: 'name', render: (_, user) => `${user.firstname} ${user.lastname}`.trim() },
    { title: t('users.columns.role'), dataIndex: 'role', render: (role: AdminUser['role']) => <Tag color={ROLE_COLORS[role]}>{t(`users.roles.${role}`)}</Tag> },
    {
      title: t('users.columns.tenantAdmin'),
      dataIndex: 'tenantAdmin',
      align: 'center',
      render: (flag: boolean) => (flag ? <CheckOutlined aria-label={t('users.yes')} /> : null),
    },
    {
      title: t('users.columns.locked'),
      dataIndex: 'locked',
      render: (locked: boolean) => (locked ? <Tag color="error">{t('users.lockedTag')}</Tag> : <Tag color="success">{t('users.activeTag')}</Tag>),
    },
    { title: t('users.columns.lastLogin'), dataIndex: 'lastLoginAt', render: (at: string | null) => (at ? dateTime(at) : '–') },
    {
      title: t('users.columns.actions'),
      key: 'actions',
      render: (_, user) => (
        <UserRowActions
          user={user}
          isSelf={user.login === me?.login}
          inCurrentTenant={user.tenants.some((entry) => entry.tenant === current)}
          onEdit={() => setEditing(user)}
          onLock={(locked) => void actions.setLocked(user, locked).catch(() => undefined)}
          onGrant={() => setGranting(user)}
          onRevoke={() => void actions.revoke(user).catch(() => undefined)}
        />
      ),
    },
  ];

  return (
    <div className="page">
      <Typography.Title level={2}>{t('menu.user.administration')}</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('users.search')}
          onChange={(event) => setSearch(event.target.value)}
          style={{ width: 280 }}
          data-testid="users-search"
        />
        {allTenants && (
          <Select
            value={shown}
            onChange={setShown}
            style={{ minWidth: 220 }}
            data-testid="users-tenant-filter"
            options={[
              { value: ALL_TENANTS, label: t('users.allTenants') },
              ...(me?.tenants ?? []).map((entry) => ({ value: entry.tenant, label: entry.tenant })),
            ]}
          />
        )}
        {canCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="create-user">
            {t('users.create')}
          </Button>
        )}
      </Space>
      {error ? <Alert type="error" showIcon message={translateApiError(t, error)} style={{ marginBottom: 16 }} /> : null}
      <Table<AdminUser>
        rowKey="login"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={rows}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        data-testid="users-table"
      />
      <UserFormDrawer
        open={editing !== undefined}
        user={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          void reload();
        }}
      />
      <GrantAccessModal
        user={granting}
        tenants={grantable}
        onClose={() => setGranting(null)}
        onGrant={async (user, target) => {
          await actions.grant(user, target);
          setGranting(null);
        }}
      />
    </div>
  );
}
