import type { ResourceProps } from '@refinedev/core';
import type { EntitySchema, Registry } from '../../shared/registry';
import { i18next } from '../i18n/i18n';

/** Entities whose detail route has no "/edit" suffix (masterdata/feedstock/{id}). */
const DETAIL_WITHOUT_EDIT_SUFFIX = new Set(['feedstock']);

export interface EntityRoutes {
  resource: string;
  titleKey: string;
  list: string;
  edit: string;
  create: string;
}

/**
 * Route patterns (under /:lang/) of one entity, derived from x-route. Every entity gets a create route
 * (`{x-route}/create`): each list offers "Create", not only mass balances.
 */
export function entityRoutes(entity: EntitySchema): EntityRoutes {
  const base = entity['x-route'];
  const resource = entity['x-resource'];
  return {
    resource,
    titleKey: `entities.${resource}.title`,
    list: base,
    edit: DETAIL_WITHOUT_EDIT_SUFFIX.has(resource) ? `${base}/:key` : `${base}/:key/edit`,
    create: `${base}/create`,
  };
}

export function allEntityRoutes(registry: Registry): EntityRoutes[] {
  return [...registry.values()].map(entityRoutes);
}

/** The edit route of one record (under /:lang/), its key URL-encoded. */
export function editRoute(routes: EntityRoutes, key: string | number): string {
  return routes.edit.replace(':key', encodeURIComponent(String(key)));
}

/**
 * refine resources: the language prefix is part of every path. Labels are translated once: a language
 * change reloads the page. Managed entities (x-managed) can be neither created nor deleted.
 */
export function refineResources(registry: Registry, translate: (key: string) => string = (key) => i18next.t(key)): ResourceProps[] {
  return allEntityRoutes(registry).map((routes) => {
    const managed = Boolean(registry.get(routes.resource)?.['x-managed']);
    return {
      name: routes.resource,
      identifier: routes.resource,
      list: `/:lang/${routes.list}`,
      edit: `/:lang/${routes.edit.replace(':key', ':id')}`,
      create: managed ? undefined : `/:lang/${routes.create}`,
      meta: { label: translate(routes.titleKey), canDelete: !managed },
    };
  });
}
