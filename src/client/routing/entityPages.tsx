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
 * Loads the code of an entity route's page (its own, or the generic one); for a generic list it also asks
 * for the user's list configs and its first page of rows, so that they arrive while the shell loads and
 * the route's access is decided.
 */
export async function preloadEntityPage(resource: string, mode: EntityPageMode): Promise<void> {
  const own = ENTITY_ROUTE_PAGES[resource]?.[mode];
  if (own) {
    await own.preload();
    return;
  }
  if (mode === 'list') {
    prefetchListConfigs(resource);
    // Its own chunk: it needs refine's data provider, which the login page does not.
    void import('../generic/list/listPagePrefetch').then(({ prefetchListPage }) => prefetchListPage(resource));
  }
  await (mode === 'list' ? EntityListPage : EntityFormPage).preload();
}
