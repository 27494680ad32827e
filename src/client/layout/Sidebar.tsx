import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SidebarFooter } from './SidebarFooter';
import { SidebarMenu } from './SidebarMenu';
import { SidebarSearchSlot } from './SidebarSearchSlot';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from './useSidebar';

/** The sidebar from tablet width up: 256 px, collapsible to 72 px. */
export function Sidebar() {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(false);
  const expand = () => setCollapsed(false);
  const toggleLabel = t(collapsed ? 'shell.expand' : 'shell.collapse');

  return (
    <Layout.Sider
      width={SIDEBAR_WIDTH}
      collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      collapsible
      theme="light"
      className="app-sidebar"
      data-testid="sidebar"
    >
      <div className="app-sidebar__brand">
        {!collapsed && <span className="app-sidebar__title">{t('app.name')}</span>}
        <Tooltip title={toggleLabel} placement="right">
          <Button
            type="text"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed(!collapsed)}
            aria-label={toggleLabel}
            data-testid="sidebar-toggle"
          />
        </Tooltip>
      </div>
      <SidebarSearchSlot collapsed={collapsed} expand={expand} />
      <SidebarMenu collapsed={collapsed} expand={expand} />
      <SidebarFooter collapsed={collapsed} />
    </Layout.Sider>
  );
}
