import { CloseOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SidebarFooter } from './SidebarFooter';
import { SidebarMenu } from './SidebarMenu';
import { SidebarSearchSlot } from './SidebarSearchSlot';
import { SIDEBAR_WIDTH } from './useSidebar';

const stayOpen = () => undefined;

/** The sidebar on a phone: a drawer from the left, opened from the header, closed by a choice of page. */
export function SidebarDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  // eslint-disable-next-line react-hooks/exhaustive-deps -- a choice of page closes the drawer, not a new onClose
  useEffect(onClose, [pathname]);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      width={SIDEBAR_WIDTH}
      closable={false}
      rootClassName="app-sidebar-drawer"
      styles={{ body: { padding: 0 } }}
    >
      <div className="app-sidebar app-sidebar--drawer" data-testid="sidebar">
        <div className="app-sidebar__brand">
          <span className="app-sidebar__title">{t('app.name')}</span>
          <Button type="text" icon={<CloseOutlined />} onClick={onClose} aria-label={t('shell.closeMenu')} data-testid="sidebar-close" />
        </div>
        <SidebarSearchSlot collapsed={false} expand={stayOpen} />
        <SidebarMenu collapsed={false} expand={stayOpen} />
        <SidebarFooter collapsed={false} />
      </div>
    </Drawer>
  );
}
