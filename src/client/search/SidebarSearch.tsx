import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localPath } from '../routing/paths';
import { useLanguage } from '../routing/useLanguage';
import { useSidebarSearch } from './useSidebarSearch';

/**
 * The sidebar's search: menu entries by name and the tenant's records by number or name, grouped by
 * area. Arrow keys move through the hits, Enter (or a click) opens the menu page or the record.
 */
export function SidebarSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  const [text, setText] = useState('');
  const { sections, searching, failed } = useSidebarSearch(text);
  const routes = new Map(sections.flatMap((section) => section.targets.map((target) => [target.value, target.route])));
  const options = sections.map((section) => ({
    label: <span data-testid={`sidebar-search-group-${section.key}`}>{section.title}</span>,
    options: section.targets.map((target) => ({ value: target.value, label: target.text })),
  }));
  const empty = !text.trim() ? null : searching ? t('sidebarSearch.searching') : failed ? t('sidebarSearch.failed') : t('sidebarSearch.nothing');

  const open = (value: string) => {
    const route = routes.get(value);
    if (!route) return;
    setText('');
    navigate(localPath(language, route));
  };

  return (
    <AutoComplete
      value={text}
      options={options}
      onSearch={setText}
      onSelect={open}
      defaultActiveFirstOption
      notFoundContent={empty}
      popupMatchSelectWidth={320}
      style={{ width: '100%' }}
      data-testid="sidebar-search"
    >
      <Input allowClear prefix={<SearchOutlined />} placeholder={t('sidebarSearch.placeholder')} aria-label={t('shell.search')} />
    </AutoComplete>
  );
}
