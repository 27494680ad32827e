import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { GROUP_ICONS } from '../layout/groupIcons';
import { Demo, ShowcasePage } from './ShowcasePage';
import { PAGE_ITEMS } from '../../shared/navigation';

export default function SidebarShowcase() {
  const { t } = useTranslation();
  const items: MenuProps['items'] = (['help', 'user'] as const).map((group) => ({
    key: group,
    icon: GROUP_ICONS[group],
    label: t(`menu.groups.${group}`),
    children: PAGE_ITEMS[group].slice(0, 4).map((item) => ({ key: item.route, label: t(item.label) })),
  }));
  return (
    <ShowcasePage page="sidebar">
      <Demo state="expanded">
        <Menu mode="inline" items={items} defaultOpenKeys={['help']} selectedKeys={['hilfe/faq']} style={{ width: 256 }} />
      </Demo>
      <Demo state="collapsed">
        <Menu mode="inline" inlineCollapsed items={items} selectedKeys={['hilfe/faq']} style={{ width: 72 }} />
      </Demo>
      <Demo state="disabled">
        <Menu mode="inline" items={[{ key: 'x', icon: GROUP_ICONS.reports, label: t('menu.groups.reports'), disabled: true }]} style={{ width: 256 }} />
      </Demo>
    </ShowcasePage>
  );
}
