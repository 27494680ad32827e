import { askEarly, firstAnswerFresh, markLeft } from '../../providers/earlyQueries';
import { queryClient } from '../../providers/queryClient';
import { listConfigApi } from './listConfigApi';
import type { ListConfig } from './listConfigState';

const queryKey = (resource: string) => ['list-configs', resource];
const queryFn = (resource: string) => () => listConfigApi.list(resource);

/**
 * Asks for a list's configs while the route's access and the page's code are still loading, so the list
 * does not wait for them after it rendered (the list's columns come from them).
 */
export function prefetchListConfigs(resource: string): void {
  askEarly({ queryKey: queryKey(resource), queryFn: queryFn(resource) });
}

/** The list's configs: the answer asked early if it is the first and fresh, else asked now. */
export function listConfigsFor(resource: string): Promise<ListConfig[]> {
  return queryClient.fetchQuery({ queryKey: queryKey(resource), queryFn: queryFn(resource), staleTime: firstAnswerFresh });
}

/** The list's configs as stored now (after a change). */
export function reloadListConfigs(resource: string): Promise<ListConfig[]> {
  return queryClient.fetchQuery({ queryKey: queryKey(resource), queryFn: queryFn(resource), staleTime: 0 });
}

/** The list was left: opening it again asks for its configs again. */
export const leaveListConfigs = (resource: string) => markLeft(queryKey(resource));
