import { MenuFoldOutlined, MenuUnfoldOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Layout, Menu, Tooltip, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localPath } from '../routing/paths';
import { SidebarSearch } from '../search/SidebarSearch';
import { GROUP_ICONS } from './groupIcons';
import { SidebarFooter } from './SidebarFooter';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, useSidebar } from './useSidebar';
import { useVisibleMenu } from './useVisibleMenu';

export function Sidebar() {
  const { t } = useTranslation();
  const groups = useVisibleMenu();
  const { collapsed, setCollapsed, openKeys, setOpenKeys, openCollapsedGroup, language, selectedRoute, activeGroup } =
    useSidebar(groups);

  const selectedItem = groups
    .flatMap((group) => group.items)
    .filter((item) => selectedRoute === item.route || selectedRoute.startsWith(`${item.route}/`))
    .sort((a, b) => b.route.length - a.route.length)[0];

  /** Collapsed: one icon per group (antd shows the label as tooltip); expanded: groups with real links. */
  const items: MenuProps['items'] = collapsed
    ? groups.map((group) => ({ key: group.key, icon: GROUP_ICONS[group.key], label: t(group.label) }))
    : groups.map((group) => ({
        key: group.key,
        icon: GROUP_ICONS[group.key],
        label: t(group.label),
        children: group.items.map((item) => ({
          key: item.route,
          label: <Link to={localPath(language, item.route)}>{t(item.label)}</Link>,
        })),
      }));

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
        <Tooltip title={t(collapsed ? 'shell.expand' : 'shell.collapse')} placement="right">
          <Button
            type="text"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed(!collapsed)}
            aria-label={t(collapsed ? 'shell.expand' : 'shell.collapse')}
            data-testid="sidebar-toggle"
          />
        </Tooltip>
      </div>
      <div className="app-sidebar__search">
        {collapsed ? (
          <Tooltip title={t('shell.search')} placement="right">
            <Button type="text" icon={<SearchOutlined />} aria-label={t('shell.search')} onClick={() => setCollapsed(false)} />
          </Tooltip>
        ) : (
          <SidebarSearch />
        )}
      </div>
      <nav className="app-sidebar__menu">
        <Menu
          mode="inline"
          items={items}
          openKeys={collapsed ? [] : openKeys}
          onOpenChange={setOpenKeys}
          selectedKeys={collapsed ? (activeGroup ? [activeGroup.key] : []) : selectedItem ? [selectedItem.route] : []}
          onClick={collapsed ? ({ key }) => openCollapsedGroup(key) : undefined}
        />
      </nav>
      <SidebarFooter collapsed={collapsed} />
    </Layout.Sider>
  );
}
