import type { CrudFilter, CrudSort } from '@refinedev/core';
import { useEffect, useRef } from 'react';
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
 * the URL only once and takes whatever it holds (see listUrlState). Answers the list's query as the list
 * stands, which the router's location may not show yet.
 */
export function useListLocation(entity: EntitySchema, table: TableState, defaultPageSize: number): string {
  const location = useLocation();
  const navigate = useNavigate();
  // The router reports a URL change in a transition, which on a busy page lags behind the list by seconds:
  // so the list compares with the query it last asked for, and the ones not yet reported are no change from outside.
  const requested = useRef(location.search);
  const unreported = useRef<string[]>([]);
  const { currentPage, pageSize, sorters, filters } = table;
  const search = listSearch(entity, { currentPage, pageSize, sorters, filters }, defaultPageSize, location.search);

  useEffect(() => {
    if (search === requested.current) return;
    requested.current = search;
    unreported.current.push(search);
    void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state: location.state });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the list moves the URL; a changed URL is the other effect's
  }, [search]);

  useEffect(() => {
    const written = unreported.current.indexOf(location.search);
    if (written >= 0) {
      unreported.current = unreported.current.slice(written + 1);
      return;
    }
    unreported.current = [];
    requested.current = location.search;
    const next = listStateFromSearch(entity, location.search, defaultPageSize);
    if (listSearch(entity, next, defaultPageSize) === listSearch(entity, { currentPage, pageSize, sorters, filters }, defaultPageSize)) return;
    table.setFilters(next.filters, 'replace');
    table.setSorters(next.sorters);
    table.setPageSize(next.pageSize);
    table.setCurrentPage(next.currentPage);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a URL changed from outside sets the list
  }, [location.search]);

  return search;
}
