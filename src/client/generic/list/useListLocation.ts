import type { CrudFilter, CrudSort } from '@refinedev/core';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { EntitySchema } from '../../../shared/registry';
import { listSearch, listStateFromSearch, type ListUrlState } from './listUrlState';

/** The parts of refine's useTable the URL is kept in step with. */
interface TableState extends ListUrlState {
  setCurrentPage: (page: number) => void;
  setPageSize: (size: number) => void;
  setSorters: (sorters: CrudSort[]) => void;
  setFilters: (filters: CrudFilter[], behavior: 'replace') => void;
}

/**
 * Keeps a list and its URL in step, both ways: a changed filter, sort or page replaces the URL's query
 * (a page turn is no step for the browser's Back), and a URL changed from outside (Back/Forward, a link
 * to this list, the sidebar entry) sets the list. Used instead of refine's syncWithLocation, which reads
 * the URL only once and takes whatever it holds (see listUrlState).
 */
export function useListLocation(entity: EntitySchema, table: TableState, defaultPageSize: number): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { currentPage, pageSize, sorters, filters } = table;
  const search = listSearch(entity, { currentPage, pageSize, sorters, filters }, defaultPageSize, location.search);

  useEffect(() => {
    if (search !== location.search) void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state: location.state });
    // Only a change of the list moves the URL; a changed URL is the other effect's.
  }, [search]);

  useEffect(() => {
    const next = listStateFromSearch(entity, location.search, defaultPageSize);
    if (listSearch(entity, next, defaultPageSize) === listSearch(entity, { currentPage, pageSize, sorters, filters }, defaultPageSize)) return;
    table.setFilters(next.filters, 'replace');
    table.setSorters(next.sorters);
    table.setPageSize(next.pageSize);
    table.setCurrentPage(next.currentPage);
  }, [location.search]);
}
