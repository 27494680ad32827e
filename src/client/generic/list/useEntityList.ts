import { useTable } from '@refinedev/antd';
import type { BaseRecord } from '@refinedev/core';
import type { TableProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { PageLabels } from '../../../shared/page-labels';
import type { EntitySchema } from '../../../shared/registry';
import { COUNT_CAP, isCappedTotal } from '../../../shared/list-count';
import { ITEMS_PER_PAGE_OPTIONS } from '../../../shared/settings';
import { formatNumber } from '../../format/number';
import { useSettings } from '../../settings/settingsStore';
import { filterKind } from '../../../shared/field-kind';
import { entitySingular } from '../../../shared/labels';
import { columnFilters, type FilterValue } from './filterParams';
import { listStateFromSearch, SEARCH_FIELD } from './listUrlState';
import { useListLocation } from './useListLocation';

/** refine's useTable for one entity: server-side sort, filter and paging, kept in the URL (useListLocation). */
export function useEntityList(entity: EntitySchema) {
  const { t } = useTranslation();
  const { search: initialSearch } = useLocation();
  const { itemsPerPage } = useSettings();
  // The user's page size when the list opened: settings arriving later must not turn it into a URL parameter.
  const [defaultPageSize] = useState(itemsPerPage);
  const [initial] = useState(() => listStateFromSearch(entity, initialSearch, defaultPageSize));
  const table = useTable<BaseRecord>({
    resource: entity['x-resource'],
    syncWithLocation: false,
    pagination: { currentPage: initial.currentPage, pageSize: initial.pageSize },
    sorters: { initial: initial.sorters },
    filters: { initial: initial.filters },
    // The page comes with the labels of the records it references: no second round trip before they show.
    meta: { labels: true },
    errorNotification: () => ({ type: 'error', message: t('generic.notify.loadError', { entity: entitySingular(t, entity) }) }),
  });
  const { tableProps, tableQuery, filters, sorters, setFilters, currentPage, setCurrentPage, pageSize } = table;
  const listSearch = useListLocation(entity, table, defaultPageSize);

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
  const search = (text: string) => {
    setFilters([{ field: SEARCH_FIELD, operator: 'eq', value: text.trim() || undefined }], 'merge');
    setCurrentPage(1);
  };

  const props: TableProps<BaseRecord> = {
    ...tableProps,
    // Column filters are ours (setColumnFilter); antd's own filter state must not overwrite them.
    onChange: (pagination, _filters, sorter, extra) => tableProps.onChange?.(pagination, {}, sorter, extra),
    pagination: tableProps.pagination && {
      ...tableProps.pagination,
      showSizeChanger: true,
      pageSizeOptions: [...ITEMS_PER_PAGE_OPTIONS],
      // Above the count cap the server answers cap + 1: "more than 10,000", and the pages still work.
      showTotal: (total, [start, end]) =>
        isCappedTotal(total)
          ? t('generic.list.showingMore', { start: formatNumber(start), end: formatNumber(end), cap: formatNumber(COUNT_CAP) })
          : t('generic.list.showing', { start: formatNumber(start), end: formatNumber(end), total: formatNumber(total) }),
    },
  };
  const searchText = filters.find((f) => 'field' in f && f.field === SEARCH_FIELD)?.value as string | undefined;
  const labels = tableQuery.data?.labels as PageLabels | undefined;
  return { tableProps: props, labels, filters, sorters, setColumnFilter, search, searchText, listSearch };
}
