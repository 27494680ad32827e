import { EditOutlined, LockOutlined, UnlockOutlined, UserAddOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../shared/user-admin';

interface Props {
  user: AdminUser;
  isSelf: boolean;
  /** Revoking needs the user to be in the current tenant (not so in another tenant's or the all-tenants list). */
  inCurrentTenant: boolean;
  onEdit: () => void;
  onLock: (locked: boolean) => void;
  onGrant: () => void;
  onRevoke: () => void;
}

/**
 * Edit, lock/unlock, grant and revoke for one table row; destructive ones ask first. Lock and unlock
 * are disabled, with the reason, where the server would refuse them (`user.manageAccount`). The confirmations
 * open to the left: above the button, the button's tooltip covered their OK button and the table's
 * right edge cut them off.
 */
export function UserRowActions({ user, isSelf, inCurrentTenant, onEdit, onLock, onGrant, onRevoke }: Props) {
  const { t } = useTranslation();
  const notOurs = user.manageAccount ? undefined : t('users.actions.onlySystemAdminLocks', { login: user.login });
  const lockRefusal = isSelf ? t('users.actions.noSelfLock') : notOurs;
  return (
    <Space size={0} wrap>
      <Tooltip title={t('users.actions.edit')}>
        <Button type="text" icon={<EditOutlined />} onClick={onEdit} aria-label={t('users.actions.edit')} data-testid="edit-user" />
      </Tooltip>
      {user.locked ? (
        <Popconfirm
          placement="left"
          title={t('users.actions.unlockConfirm', { login: user.login })}
          onConfirm={() => onLock(false)}
          okText={t('users.yes')}
          cancelText={t('users.no')}
          disabled={!user.manageAccount}
        >
          <Tooltip title={notOurs ?? t('users.actions.unlock')}>
            <Button type="text" icon={<UnlockOutlined />} disabled={!user.manageAccount} aria-label={t('users.actions.unlock')} data-testid="unlock-user" />
          </Tooltip>
        </Popconfirm>
      ) : (
        <Popconfirm
          placement="left"
          title={t('users.actions.lockConfirm', { login: user.login })}
          onConfirm={() => onLock(true)}
          okText={t('users.yes')}
          cancelText={t('users.no')}
          disabled={!!lockRefusal}
        >
          <Tooltip title={lockRefusal ?? t('users.actions.lock')}>
            <Button type="text" danger icon={<LockOutlined />} disabled={!!lockRefusal} aria-label={t('users.actions.lock')} data-testid="lock-user" />
          </Tooltip>
        </Popconfirm>
      )}
      <Tooltip title={t('users.actions.grant')}>
        <Button type="text" icon={<UserAddOutlined />} onClick={onGrant} aria-label={t('users.actions.grant')} data-testid="grant-access" />
      </Tooltip>
      {inCurrentTenant && (
        <Popconfirm
          placement="left"
          title={t('users.actions.revokeConfirm', { login: user.login })}
          onConfirm={onRevoke}
          okText={t('users.yes')}
          cancelText={t('users.no')}
        >
          <Tooltip title={t('users.actions.revoke')}>
            <Button type="text" danger icon={<UserDeleteOutlined />} aria-label={t('users.actions.revoke')} data-testid="revoke-access" />
          </Tooltip>
        </Popconfirm>
      )}
    </Space>
  );
}
