import { useTable, type useTableProps } from '@refinedev/antd';
import type { BaseRecord, CrudFilter, CrudSort, HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { serverPagination } from '../list/serverPagination';

/** What a list would show on another page: the state its address is written from. */
export interface PagedList {
  pageSize: number;
  sorters: CrudSort[];
  filters: CrudFilter[];
}

/**
 * refine's useTable with the portal's pager (serverPagination), so every server-paged table offers the same
 * page sizes and says "Showing x to y of N". `pageHref` names the address of a page where the table keeps its
 * page in the address: its page numbers are then links to their pages.
 */
export function useServerTable<T extends BaseRecord>(props: useTableProps<T, HttpError, unknown, T>, pageHref?: (page: number, list: PagedList) => string) {
  const { t } = useTranslation();
  const table = useTable<T>(props);
  const { tableProps, pageSize, sorters, filters } = table;
  const href = pageHref && ((page: number) => pageHref(page, { pageSize, sorters, filters }));
  return { ...table, tableProps: { ...tableProps, pagination: serverPagination(tableProps.pagination, t, href) } };
}
