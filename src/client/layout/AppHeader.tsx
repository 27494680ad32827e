import { MenuOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { DarkModeToggle } from './DarkModeToggle';
import { LanguageSelect } from './LanguageSelect';
import { NotificationBell } from './NotificationBell';
import { TenantButton } from './TenantButton';

/** Top bar: tenant, dark mode, language; on a phone it also opens the sidebar drawer (`openMenu`). */
export function AppHeader({ openMenu }: { openMenu?: () => void }) {
  const { t } = useTranslation();
  return (
    <Layout.Header className="app-header">
      {openMenu && <Button type="text" icon={<MenuOutlined />} onClick={openMenu} aria-label={t('shell.openMenu')} data-testid="sidebar-open" />}
      <TenantButton />
      <div className="app-header__tools">
        <NotificationBell />
        <DarkModeToggle />
        <LanguageSelect />
      </div>
    </Layout.Header>
  );
}
