import type { EntitySchema } from './registry';

/**
 * The options of a reference property: the records a user editing (or creating) a record of the referencing
 * entity may pick for it, whether or not the tenant shows the referenced list in its menu.
 *   GET /{resource}/options/{property}?q=&id=&_start=&_end= → ReferenceOption[] (total in x-total-count)
 * `property` is the reference's path: `supplierPartner`, or a list entry's `certificates.sustainabilityData`.
 * `q` searches like the referenced list does, `id` (repeatable) asks for the options of these keys (a form's
 * stored value), in the referenced list's default order.
 */
export interface ReferenceOption {
  key: string;
  /** The record's x-label where it has one besides the key (a partner's name). */
  label?: string;
}

/** The query parameters the options route takes. */
export const REFERENCE_OPTION_PARAMS = ['q', 'id', '_start', '_end'] as const;

export interface ReferenceProperty {
  /** `supplierPartner`, or `certificates.sustainabilityData` for a list entry's property. */
  path: string;
  /** The referenced resource. */
  resource: string;
}

/** Every reference of the entity, its list entries' included, in schema order. */
export function referenceProperties(entity: EntitySchema): ReferenceProperty[] {
  return Object.entries(entity.properties).flatMap(([name, property]) => [
    ...(property['x-ref'] ? [{ path: name, resource: property['x-ref'].resource }] : []),
    ...Object.entries(property.items?.properties ?? {}).flatMap(([item, schema]) =>
      schema['x-ref'] ? [{ path: `${name}.${item}`, resource: schema['x-ref'].resource }] : [],
    ),
  ]);
}

/** The options route of a reference property, below /api/v1. */
export function referenceOptionsPath(resource: string, property: string): string {
  return `/${resource}/options/${property}`;
}
