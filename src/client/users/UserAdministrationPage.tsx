import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { getDefaultSortOrder } from '@refinedev/antd';
import { Alert, Button, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../shared/user-admin';
import { translateApiError } from '../api/apiError';
import { useAuth } from '../auth/authStore';
import { useFormatters } from '../format/useFormatters';
import { GrantAccessModal } from './GrantAccessModal';
import { UserFormDrawer } from './UserFormDrawer';
import { UserListFilters } from './UserListFilters';
import { UserRowActions } from './UserRowActions';
import { useUserActions } from './useUserActions';
import { useUserList } from './useUserList';
import { WideTable } from '../generic/table/WideTable';
import { useAccess } from '../access/useAccess';

const ROLE_COLORS = { systemAdministrator: 'red', tenantAdministrator: 'blue', user: 'default' } as const;

/** User administration: the users of the current tenant (system admins: any tenant) and what admins do with them. */
export default function UserAdministrationPage() {
  const { t } = useTranslation();
  const { user: me, tenant } = useAuth();
  const { dateTime } = useFormatters();
  const allTenants = useAccess({ resource: 'users', action: 'list', params: { permission: 'users.allTenants' } })?.can === true;
  const canCreate = useAccess({ resource: 'users', action: 'create' })?.can === true;
  const current = tenant ?? '';
  const list = useUserList(current);
  const [editing, setEditing] = useState<AdminUser | null | undefined>(undefined);
  const [granting, setGranting] = useState<AdminUser | null>(null);
  const actions = useUserActions(() => void list.reload());
  const grantable = (me?.tenants ?? []).filter((entry) => entry.adminflag).map((entry) => entry.tenant);
  const sortOrder = (field: string) => ({ sorter: true, defaultSortOrder: getDefaultSortOrder(field, list.sorters) });

  const columns: TableColumnsType<AdminUser> = [
    { title: t('users.columns.login'), dataIndex: 'login', ...sortOrder('login') },
    { title: t('users.columns.name'), key: 'name', render: (_, user) => `${user.firstname} ${user.lastname}`.trim() },
    {
      title: t('users.columns.role'),
      dataIndex: 'role',
      ...sortOrder('role'),
      render: (role: AdminUser['role']) => <Tag color={ROLE_COLORS[role]}>{t(`users.roles.${role}`)}</Tag>,
    },
    {
      title: t('users.columns.tenantAdmin'),
      dataIndex: 'tenantAdmin',
      align: 'center',
      render: (flag: boolean) => (flag ? <CheckOutlined aria-label={t('users.yes')} /> : null),
    },
    {
      title: t('users.columns.locked'),
      dataIndex: 'locked',
      ...sortOrder('locked'),
      render: (locked: boolean) => (locked ? <Tag color="error">{t('users.lockedTag')}</Tag> : <Tag color="success">{t('users.activeTag')}</Tag>),
    },
    { title: t('users.columns.lastLogin'), dataIndex: 'lastLoginAt', ...sortOrder('lastLoginAt'), render: (at: string | null) => (at ? dateTime(at) : '–') },
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
        <UserListFilters
          onSearch={list.search}
          onRole={list.filterRole}
          onLocked={list.filterLocked}
          tenant={allTenants ? { shown: list.shownTenant, choices: (me?.tenants ?? []).map((entry) => entry.tenant), onChange: list.showTenant } : undefined}
        />
        {canCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="create-user">
            {t('users.create')}
          </Button>
        )}
      </Space>
      {list.error ? <Alert type="error" showIcon message={translateApiError(t, list.error)} style={{ marginBottom: 16 }} /> : null}
      <WideTable<AdminUser> {...list.tableProps} rowKey="login" size="middle" columns={columns} data-testid="users-table" />
      <UserFormDrawer
        open={editing !== undefined}
        user={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          void list.reload();
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
