import { lazy, type ComponentType } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
import type { FormMode } from '../generic/form/useEntityForm';
import { prefetchListConfigs } from '../generic/listConfig/listConfigPrefetch';

const EntityFormPage = lazyWithPreload(() => import('../pages/EntityFormPage'));
const EntityListPage = lazyWithPreload(() => import('../pages/EntityListPage'));

export type EntityPageMode = FormMode | 'list';

/**
 * Hand-written pages that take an entity's list, create or edit route instead of the generic page
 * (spec §2 mass balances; spec §1 the import view on the import messages' list).
 */
const OWN_PAGES: Record<string, Partial<Record<EntityPageMode, ComponentType>>> = {
  'mass-balances': {
    create: lazy(() => import('../pages/mass-balance/MassBalanceCreatePage')),
    edit: lazy(() => import('../pages/mass-balance/MassBalanceEditPage')),
  },
  'import-messages': {
    list: lazy(() => import('../pages/imports/ImportViewPage')),
  },
};

/** The page of an entity's list, create or edit route: its own page where it has one, else the generic list or form. */
export function EntityPage({ resource, mode }: { resource: string; mode: EntityPageMode }) {
  const Own = OWN_PAGES[resource]?.[mode];
  if (Own) return <Own />;
  return mode === 'list' ? <EntityListPage resource={resource} /> : <EntityFormPage resource={resource} mode={mode} />;
}

/**
 * Starts loading the code of an entity route's generic page, and for a list the user's list configs and
 * its first page of rows, so that they arrive while the shell loads and the route's access is decided.
 */
export async function preloadEntityPage(resource: string, mode: EntityPageMode): Promise<void> {
  if (OWN_PAGES[resource]?.[mode]) return;
  if (mode === 'list') {
    prefetchListConfigs(resource);
    // Its own chunk: it needs refine's data provider, which the login page does not.
    void import('../generic/list/listPagePrefetch').then(({ prefetchListPage }) => prefetchListPage(resource));
  }
  await (mode === 'list' ? EntityListPage : EntityFormPage).preload();
}
