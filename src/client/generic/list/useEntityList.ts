import type { BaseRecord } from '@refinedev/core';
import type { TableProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { PageLabels } from '../../../shared/page-labels';
import type { EntitySchema } from '../../../shared/registry';
import { useSettings } from '../../settings/settingsStore';
import { filterKind } from '../../../shared/field-kind';
import { entitySingular } from '../../../shared/labels';
import { columnFilters, type FilterValue } from './filterParams';
import { firstAnswerFresh, markLeft } from '../../providers/earlyQueries';
import { listPageHash, listPagesKey } from './listPageQuery';
import { listSearch as listQuery, listStateFromSearch, SEARCH_FIELD } from './listUrlState';
import { useServerTable } from '../table/useServerTable';
import { useListLocation } from './useListLocation';

/** refine's useTable for one entity: server-side sort, filter and paging, kept in the URL (useListLocation). */
export function useEntityList(entity: EntitySchema) {
  const { t } = useTranslation();
  const location = useLocation();
  const { itemsPerPage } = useSettings();
  // The user's page size when the list opened: settings arriving later must not turn it into a URL parameter.
  const [defaultPageSize] = useState(itemsPerPage);
  const [initial] = useState(() => listStateFromSearch(entity, location.search, defaultPageSize));
  const table = useServerTable<BaseRecord>(
    {
      resource: entity['x-resource'],
      syncWithLocation: false,
      pagination: { currentPage: initial.currentPage, pageSize: initial.pageSize },
      sorters: { initial: initial.sorters },
      filters: { initial: initial.filters },
      // The page comes with the labels of the records it references: no second round trip before they show.
      meta: { labels: true },
      // The first page may have been asked for while the page's code loaded (listPagePrefetch.ts).
      queryOptions: { queryKeyHashFn: listPageHash, staleTime: firstAnswerFresh },
      errorNotification: () => ({ type: 'error', message: t('generic.notify.loadError', { entity: entitySingular(t, entity) }) }),
    },
    // A page number links to this list on that page, the address useListLocation would write there.
    (page, list) => location.pathname + listQuery(entity, { currentPage: page, ...list }, defaultPageSize, location.search),
  );
  const { tableProps, tableQuery, filters, sorters, setFilters, currentPage, setCurrentPage, pageSize, setPageSize } = table;
  const listSearch = useListLocation(entity, table, defaultPageSize);
  const resource = entity['x-resource'];
  useEffect(() => () => markLeft(listPagesKey(resource)), [resource]);

  // A page past the end (the last record on it deleted, an old link) shows the last page instead.
  const total = tableQuery.isPlaceholderData ? undefined : tableQuery.data?.total;
  useEffect(() => {
    const last = Math.max(1, Math.ceil((total ?? 0) / pageSize));
    if (total !== undefined && currentPage > last) setCurrentPage(last);
  }, [total, pageSize, currentPage, setCurrentPage]);

  const setColumnFilter = (property: string, value: FilterValue) => {
    setFilters(columnFilters(property, filterKind(entity.properties[property]), value), 'merge');
    setCurrentPage(1);
  };
  /** Every column filter and the search off at once ("clear all" above the table). */
  const clearFilters = () => {
    setFilters([], 'replace');
    setCurrentPage(1);
  };
  /** Another page or page size, from a pager outside the table (the cards on a phone). */
  const changePage = (page: number, size: number) => {
    setCurrentPage(page);
    setPageSize(size);
  };
  const search = (text: string) => {
    setFilters([{ field: SEARCH_FIELD, operator: 'eq', value: text.trim() || undefined }], 'merge');
    setCurrentPage(1);
  };

  const props: TableProps<BaseRecord> = {
    ...tableProps,
    // Column filters are ours (setColumnFilter); antd's own filter state must not overwrite them.
    onChange: (pagination, _filters, sorter, extra) => tableProps.onChange?.(pagination, {}, sorter, extra),
  };
  const searchText = filters.find((f) => 'field' in f && f.field === SEARCH_FIELD)?.value as string | undefined;
  const labels = tableQuery.data?.labels as PageLabels | undefined;
  // When the shown page last arrived: what depends on the list's records (its totals) is asked again after it.
  const pageLoadedAt = tableQuery.isPlaceholderData ? 0 : tableQuery.dataUpdatedAt;
  return { tableProps: props, labels, filters, sorters, setColumnFilter, clearFilters, changePage, search, searchText, listSearch, pageLoadedAt };
}
