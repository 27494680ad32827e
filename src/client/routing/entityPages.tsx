import { lazyWithPreload } from 'react-lazy-with-preload';
import { prefetchListConfigs } from '../generic/listConfig/listConfigPrefetch';
import { ENTITY_ROUTE_PAGES, type EntityPageMode } from './urlTable';

const EntityFormPage = lazyWithPreload(() => import('../generic/form/EntityFormPage'));
const EntityListPage = lazyWithPreload(() => import('../generic/list/EntityListPage'));

/** The page of an entity's list, create or edit route: its own page where it has one, else the generic list or form. */
export function EntityPage({ resource, mode }: { resource: string; mode: EntityPageMode }) {
  const Own = ENTITY_ROUTE_PAGES[resource]?.[mode];
  if (Own) return <Own />;
  return mode === 'list' ? <EntityListPage resource={resource} /> : <EntityFormPage resource={resource} mode={mode} />;
}

/**
 * How long an entity page waits for the answers asked for early (entityPageReady) before it renders without them.
 * Rendered before they are there, a list draws itself under the spinner and then again with its rows, which costs
 * the browser as long again as drawing it once; a slower answer shows the spinner after this wait.
 */
export const EARLY_ANSWERS_WAIT_MS = 250;

/**
 * Starts loading the code of an entity route's page (its own, or the generic one); for a generic list also asks
 * for the user's list configs and its first page of rows, so that they arrive while the shell loads and the route's
 * access is decided. `code` settles when the code is there, `answers` when those answers are (never fails).
 */
function startEntityPage(resource: string, mode: EntityPageMode): { code: Promise<unknown>; answers: Promise<unknown> } {
  const own = ENTITY_ROUTE_PAGES[resource]?.[mode];
  if (own) return { code: own.preload(), answers: Promise.resolve() };
  if (mode !== 'list') return { code: EntityFormPage.preload(), answers: Promise.resolve() };
  const answers = Promise.all([
    prefetchListConfigs(resource),
    // Its own chunk: it needs refine's data provider, which the login page does not.
    import('../generic/list/listPagePrefetch').then(({ prefetchListPage }) => prefetchListPage(resource)),
  ]).catch(() => undefined);
  return { code: EntityListPage.preload(), answers };
}

/** Loads the code of an entity route's page and asks for a list's first answers; settles when the code is there. */
export async function preloadEntityPage(resource: string, mode: EntityPageMode): Promise<void> {
  await startEntityPage(resource, mode).code;
}

/**
 * Settles when an entity route's page can render: its code is there, and a list's first answers (configs and rows)
 * too, or EARLY_ANSWERS_WAIT_MS have passed. The route waits for it (AccessGuard); the first render of a returning
 * user's page waits for the code only (preloadRoute), as the shell can render while the answers travel.
 */
export async function entityPageReady(resource: string, mode: EntityPageMode): Promise<void> {
  const { code, answers } = startEntityPage(resource, mode);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise((resolve) => (timer = setTimeout(resolve, EARLY_ANSWERS_WAIT_MS)));
  // The timer ends with the wait: answers that come sooner leave none running.
  await Promise.all([code, Promise.race([answers, waited]).finally(() => clearTimeout(timer))]);
}
