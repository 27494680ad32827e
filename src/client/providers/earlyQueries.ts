import type { Query, QueryFunction, QueryKey, QueryKeyHashFunction } from '@tanstack/react-query';
import { queryClient } from './queryClient';

/** How long an answer asked early stands in for the page's own request: the page opens right after, or not at all. */
const EARLY_ANSWER_FRESH_MS = 10_000;

/**
 * The staleTime of a page's query that its preload may have asked early: the query's first answer stays
 * fresh for EARLY_ANSWER_FRESH_MS, so the page that opens right after shows it instead of asking again;
 * later answers are stale at once, as react-query's are by default. Leaving the page marks its answers
 * stale (markLeft), so opening it again asks again.
 */
export const firstAnswerFresh = (query: { state: Pick<Query['state'], 'dataUpdateCount'> }): number =>
  query.state.dataUpdateCount === 1 ? EARLY_ANSWER_FRESH_MS : 0;

/**
 * Asks a query a page will make while the page's code is still loading, into the one query cache, unless
 * its answer is there from within EARLY_ANSWER_FRESH_MS (a second preload of the same page must not ask
 * again). A refusal stays in the cache as the query's error: the page asks again when it opens. Settles (never
 * fails) once the answer or the refusal is there.
 */
export function askEarly<T>(options: { queryKey: QueryKey; queryFn: QueryFunction<T>; queryKeyHashFn?: QueryKeyHashFunction<QueryKey> }): Promise<void> {
  return queryClient.prefetchQuery({ ...options, staleTime: EARLY_ANSWER_FRESH_MS });
}

/** The page whose queries start with `queryKey` was left: their answers are stale now, without asking again yet. */
export function markLeft(queryKey: QueryKey): void {
  void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
}
