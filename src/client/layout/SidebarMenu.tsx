import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localPath } from '../routing/paths';
import { GROUP_ICONS } from './groupIcons';
import { useSidebar } from './useSidebar';
import { useVisibleMenu } from './useVisibleMenu';

/** The menu groups of the sidebar: collapsed one icon per group, expanded the groups with their links. */
export function SidebarMenu({ collapsed, expand }: { collapsed: boolean; expand: () => void }) {
  const { t } = useTranslation();
  const groups = useVisibleMenu();
  const { openKeys, setOpenKeys, openCollapsedGroup, language, selectedRoute, activeGroup } = useSidebar(groups, expand);

  const selectedItem = groups
    .flatMap((group) => group.items)
    .filter((item) => selectedRoute === item.route || selectedRoute.startsWith(`${item.route}/`))
    .sort((a, b) => b.route.length - a.route.length)[0];

  /** Collapsed: antd shows the group label as tooltip. */
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
  );
}
