import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_USER_ROLES, ALL_TENANTS, type AdminUser } from '../../shared/user-admin';

interface Props {
  onSearch: (text: string) => void;
  onRole: (role: AdminUser['role'] | undefined) => void;
  onLocked: (locked: boolean | undefined) => void;
  /** For system administrators: the tenant whose users are shown, and the tenants to choose from. */
  tenant?: { shown: string; choices: string[]; onChange: (tenant: string) => void };
}

/** The user list's search (login or name) and its role, status and tenant filters; the server applies them. */
export function UserListFilters({ onSearch, onRole, onLocked, tenant }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Input.Search allowClear placeholder={t('users.search')} onSearch={onSearch} style={{ width: 280 }} data-testid="users-search" />
      <Select<AdminUser['role']>
        allowClear
        placeholder={t('users.columns.role')}
        onChange={onRole}
        style={{ minWidth: 200 }}
        data-testid="users-role-filter"
        options={ADMIN_USER_ROLES.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))}
      />
      <Select<'locked' | 'active'>
        allowClear
        placeholder={t('users.columns.locked')}
        onChange={(status) => onLocked(status === undefined ? undefined : status === 'locked')}
        style={{ minWidth: 140 }}
        data-testid="users-locked-filter"
        options={[
          { value: 'active', label: t('users.activeTag') },
          { value: 'locked', label: t('users.lockedTag') },
        ]}
      />
      {tenant && (
        <Select
          value={tenant.shown}
          onChange={tenant.onChange}
          style={{ minWidth: 220 }}
          data-testid="users-tenant-filter"
          options={[{ value: ALL_TENANTS, label: t('users.allTenants') }, ...tenant.choices.map((name) => ({ value: name, label: name }))]}
        />
      )}
    </>
  );
}
