import { SearchOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { SidebarSearch } from '../search/SidebarSearch';

/**
 * The sidebar's search slot, in the desktop sidebar and the phone drawer alike.
 * Collapsed it is an icon that expands the sidebar; expanded, the search itself (src/client/search/SidebarSearch.tsx).
 */
export function SidebarSearchSlot({ collapsed, expand }: { collapsed: boolean; expand: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="app-sidebar__search">
      {collapsed ? (
        <Tooltip title={t('shell.search')} placement="right">
          <Button type="text" icon={<SearchOutlined />} aria-label={t('shell.search')} onClick={expand} />
        </Tooltip>
      ) : (
        <SidebarSearch />
      )}
    </div>
  );
}
