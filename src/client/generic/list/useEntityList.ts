import { useTable } from '@refinedev/antd';
import type { BaseRecord } from '@refinedev/core';
import type { TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntitySchema } from '../../../shared/registry';
import { ITEMS_PER_PAGE_OPTIONS } from '../../../shared/settings';
import { useSettings } from '../../settings/settingsStore';
import { defaultSorter, filterKind } from '../fieldKind';
import { entitySingular } from '../labels';
import { columnFilters, type FilterValue } from './filterParams';

/** refine's useTable for one entity: server-side sort, filter and paging, synced with the URL. */
export function useEntityList(entity: EntitySchema) {
  const { t } = useTranslation();
  const { itemsPerPage } = useSettings();
  const table = useTable<BaseRecord>({
    resource: entity['x-resource'],
    syncWithLocation: true,
    pagination: { pageSize: itemsPerPage },
    sorters: { initial: [defaultSorter(entity)] },
    errorNotification: () => ({ type: 'error', message: t('generic.notify.loadError', { entity: entitySingular(t, entity) }) }),
  });
  const { tableProps, filters, sorters, setFilters, setCurrentPage } = table;

  const setColumnFilter = (property: string, value: FilterValue) => {
    setFilters(columnFilters(property, filterKind(entity.properties[property]), value), 'merge');
    setCurrentPage(1);
  };
  const search = (text: string) => {
    setFilters([{ field: 'q', operator: 'eq', value: text.trim() || undefined }], 'merge');
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
      showTotal: (total, [start, end]) => t('generic.list.showing', { start, end, total }),
    },
  };
  const searchText = filters.find((f) => 'field' in f && f.field === 'q')?.value as string | undefined;
  return { tableProps: props, filters, sorters, setColumnFilter, search, searchText };
}
