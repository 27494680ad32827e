import { LogoutOutlined } from '@ant-design/icons';
import { Avatar, Button, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fullName } from '../../shared/user';
import { useAuth } from '../auth/authStore';
import { logout } from '../auth/logout';

/** Full name, login and logout. */
export function SidebarFooter({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const { user, authenticated } = useAuth();
  const name = fullName(user, authenticated);
  const initials = `${user.firstname.charAt(0)}${user.lastname.charAt(0)}`.toUpperCase();
  const logoutButton = <Button type="text" icon={<LogoutOutlined />} onClick={() => void logout('user')} aria-label={t('shell.logout')} data-testid="logout" />;
  return (
    <div className={`app-sidebar__footer${collapsed ? ' app-sidebar__footer--collapsed' : ''}`}>
      <Tooltip title={collapsed ? `${name} (${user.login})` : undefined} placement="right">
        <Avatar className="app-sidebar__avatar">{initials || '?'}</Avatar>
      </Tooltip>
      {!collapsed && (
        <div className="app-sidebar__identity">
          <Typography.Text strong ellipsis data-testid="user-fullname">
            {name}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis data-testid="user-login">
            {user.login}
          </Typography.Text>
        </div>
      )}
      <Tooltip title={t('shell.logout')} placement="right">
        {logoutButton}
      </Tooltip>
    </div>
  );
}
