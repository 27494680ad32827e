import type { ResourceProps } from '@refinedev/core';
import type { EntitySchema, Registry } from '../../shared/registry';

/** Entities whose detail route has no "/edit" suffix (spec §2: masterdata/feedstock/{id}). */
const DETAIL_WITHOUT_EDIT_SUFFIX = new Set(['feedstock']);

export interface EntityRoutes {
  resource: string;
  titleKey: string;
  list: string;
  edit: string;
  create?: string;
}

/** Route patterns (under /:lang/) of one entity, derived from x-route and x-create-route. */
export function entityRoutes(entity: EntitySchema): EntityRoutes {
  const base = entity['x-route'];
  const resource = entity['x-resource'];
  return {
    resource,
    titleKey: `entities.${resource}.title`,
    list: base,
    edit: DETAIL_WITHOUT_EDIT_SUFFIX.has(resource) ? `${base}/:key` : `${base}/:key/edit`,
    create: entity['x-create-route'] ? `${base}/create` : undefined,
  };
}

export function allEntityRoutes(registry: Registry): EntityRoutes[] {
  return [...registry.values()].map(entityRoutes);
}

/** refine resources: the language prefix is part of every path. */
export function refineResources(registry: Registry): ResourceProps[] {
  return allEntityRoutes(registry).map((routes) => ({
    name: routes.resource,
    list: `/:lang/${routes.list}`,
    edit: `/:lang/${routes.edit.replace(':key', ':id')}`,
    create: routes.create ? `/:lang/${routes.create}` : undefined,
    meta: { label: routes.titleKey },
  }));
}
