import { askEarly, takeEarly } from '../../api/earlyAnswers';
import { listConfigApi } from './listConfigApi';
import type { ListConfig } from './listConfigState';

const request = (resource: string) => `list-configs ${resource}`;

/**
 * Asks for a list's configs while the route's access and the page's code are still loading, so the list
 * does not wait for them after it rendered (the list's columns come from them).
 */
export function prefetchListConfigs(resource: string): void {
  askEarly(request(resource), () => listConfigApi.list(resource));
}

/** The list's configs: the early answer of this tenant and user if fresh (once), else a request of its own. */
export function listConfigsFor(resource: string): Promise<ListConfig[]> {
  return takeEarly<ListConfig[]>(request(resource)) ?? listConfigApi.list(resource);
}
