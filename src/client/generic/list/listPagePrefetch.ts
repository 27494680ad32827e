import { askEarly } from '../../api/earlyAnswers';
import { dataProvider } from '../../providers/dataProvider';
import { registry } from '../../registry/registry';
import { settingsStore } from '../../settings/settingsStore';
import { listPageRequest } from './listPageRequest';
import { listStateFromSearch } from './listUrlState';

/**
 * Asks for the page of rows a list opened at the current URL shows first (useEntityList's first request,
 * with the labels of the records it references), while the shell and the page's code are still loading.
 */
export function prefetchListPage(resource: string): void {
  const entity = registry.get(resource);
  if (!entity) return;
  const state = listStateFromSearch(entity, window.location.search, settingsStore.get().itemsPerPage);
  const params = {
    resource,
    pagination: { currentPage: state.currentPage, pageSize: state.pageSize, mode: 'server' as const },
    sorters: state.sorters,
    filters: state.filters,
    meta: { labels: true },
  };
  askEarly(listPageRequest(params), () => dataProvider.getList(params));
}
