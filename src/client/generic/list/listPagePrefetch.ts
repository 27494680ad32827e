import { unionFilters, unionSorters } from '@refinedev/core';
import { askEarly } from '../../providers/earlyQueries';
import { dataProvider } from '../../providers/dataProvider';
import { registry } from '../../registry/registry';
import { settingsStore } from '../../settings/settingsStore';
import { listPageHash, listPageKey, type ListPageParams } from './listPageQuery';
import { listStateFromSearch } from './listUrlState';

/**
 * Asks for the page of rows a list opened at the current URL shows first (useEntityList's first request,
 * with the labels of the records it references), while the shell and the page's code are still loading.
 * Filters and sorters as refine's useTable hands them to getList (without empty ones). Settles once the page is
 * there (or refused).
 */
export function prefetchListPage(resource: string): Promise<void> {
  const entity = registry.get(resource);
  if (!entity) return Promise.resolve();
  const state = listStateFromSearch(entity, window.location.search, settingsStore.get().itemsPerPage);
  const params: ListPageParams = {
    resource,
    pagination: { currentPage: state.currentPage, pageSize: state.pageSize, mode: 'server' },
    sorters: unionSorters([], state.sorters),
    filters: unionFilters([], state.filters),
    meta: { labels: true },
  };
  return askEarly({ queryKey: listPageKey(params), queryKeyHashFn: listPageHash, queryFn: () => dataProvider.getList(params) });
}
