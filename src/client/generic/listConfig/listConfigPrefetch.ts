import { hashKey } from '@tanstack/react-query';
import { askEarly, firstAnswerFresh, markLeft } from '../../providers/earlyQueries';
import { queryClient } from '../../providers/queryClient';
import { listConfigApi } from './listConfigApi';
import { takeBrowserView } from './browserView';
import type { AppliedView, ListSetup } from './listConfigState';

const queryKey = (resource: string) => ['list-configs', resource];
const queryFn = (resource: string) => async (): Promise<ListSetup> => {
  const [configs, lastApplied] = await Promise.all([listConfigApi.list(resource), listConfigApi.lastApplied(resource)]);
  return { configs, lastApplied: lastApplied ?? (await movedBrowserView(resource)) };
};

/** A view this browser kept before views were kept on the server: stored there now, so every browser has it. */
async function movedBrowserView(resource: string): Promise<AppliedView | null> {
  const view = takeBrowserView(resource);
  if (!view) return null;
  try {
    await listConfigApi.apply(resource, view);
    return view;
  } catch {
    // A view the server refuses (a config deleted since) is dropped: the list opens with its default.
    return null;
  }
}

/**
 * Asks for a list's configs and applied view while the route's access and the page's code are still
 * loading, so the list does not wait for them after it rendered (the list's columns come from them); settles once
 * they are there (or refused).
 */
export function prefetchListConfigs(resource: string): Promise<void> {
  return askEarly({ queryKey: queryKey(resource), queryFn: queryFn(resource) });
}

/** The list's configs and applied view: the answer asked early if it is the first and fresh, else asked now. */
export function listConfigsFor(resource: string): Promise<ListSetup> {
  return queryClient.fetchQuery({ queryKey: queryKey(resource), queryFn: queryFn(resource), staleTime: firstAnswerFresh });
}

/**
 * The list's configs and applied view when listConfigsFor would answer them without asking (an answer asked early,
 * first and fresh): the list then opens with its columns in its first render instead of a render later.
 */
export function knownListConfigs(resource: string): ListSetup | undefined {
  // By the key's hash: a search by key would hash it with every cached query's own hash function (a list page's too).
  const query = queryClient.getQueryCache().get<ListSetup>(hashKey(queryKey(resource)));
  return query && !query.isStaleByTime(firstAnswerFresh(query)) ? query.state.data : undefined;
}

/** The list's configs and applied view as stored now (after a change). */
export function reloadListConfigs(resource: string): Promise<ListSetup> {
  return queryClient.fetchQuery({ queryKey: queryKey(resource), queryFn: queryFn(resource), staleTime: 0 });
}

/** The list was left: opening it again asks for its configs again. */
export const leaveListConfigs = (resource: string) => markLeft(queryKey(resource));
