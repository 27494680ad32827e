import type { ComponentType } from 'react';
import { lazyWithPreload, type PreloadableComponent } from 'react-lazy-with-preload';
import type { FormMode } from '../generic/form/useEntityForm';
import { prefetchListConfigs } from '../generic/listConfig/listConfigPrefetch';

const EntityFormPage = lazyWithPreload(() => import('../pages/EntityFormPage'));
const EntityListPage = lazyWithPreload(() => import('../pages/EntityListPage'));

export type EntityPageMode = FormMode | 'list';

/**
 * Hand-written pages that take an entity's list, create or edit route instead of the generic page
 * (spec §2 mass balances; spec §1 the import view on the import messages' list).
 */
const OWN_PAGES: Record<string, Partial<Record<EntityPageMode, PreloadableComponent<ComponentType>>>> = {
  'mass-balances': {
    create: lazyWithPreload(() => import('../pages/mass-balance/MassBalanceCreatePage')),
    edit: lazyWithPreload(() => import('../pages/mass-balance/MassBalanceEditPage')),
  },
  'import-messages': {
    list: lazyWithPreload(() => import('../pages/imports/ImportViewPage')),
  },
};

/** The page of an entity's list, create or edit route: its own page where it has one, else the generic list or form. */
export function EntityPage({ resource, mode }: { resource: string; mode: EntityPageMode }) {
  const Own = OWN_PAGES[resource]?.[mode];
  if (Own) return <Own />;
  return mode === 'list' ? <EntityListPage resource={resource} /> : <EntityFormPage resource={resource} mode={mode} />;
}

/**
 * Loads the code of an entity route's page (its own, or the generic one); for a generic list it also asks
 * for the user's list configs and its first page of rows, so that they arrive while the shell loads and
 * the route's access is decided.
 */
export async function preloadEntityPage(resource: string, mode: EntityPageMode): Promise<void> {
  const own = OWN_PAGES[resource]?.[mode];
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
