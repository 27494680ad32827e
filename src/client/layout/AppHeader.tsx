import { Layout, Space } from 'antd';
import { DarkModeToggle } from './DarkModeToggle';
import { LanguageSelect } from './LanguageSelect';
import { NotificationBell } from './NotificationBell';
import { TenantButton } from './TenantButton';

export function AppHeader() {
  return (
    <Layout.Header className="app-header">
      <TenantButton />
      <Space size="middle">
        <NotificationBell />
        <DarkModeToggle />
        <LanguageSelect />
      </Space>
    </Layout.Header>
  );
}
