import type { EntitySchema, PropertySchema } from './registry';

/**
 * Records one bulk request may act on (`POST /{resource}/bulk`, schemas/README.md "Bulk actions"): more
 * keys, or a filter matching more, answer 400 BULK_TOO_LARGE and nothing is done. One request's records are
 * written one after another, each in its own transaction, so the cap bounds how long a request runs.
 */
export const BULK_MAX = 1000;

export const BULK_ACTIONS = ['delete', 'set'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The body of `POST /{resource}/bulk`: the records by key, or every record the list's filter matches. */
export interface BulkRequest {
  action: BulkAction;
  keys?: string[];
  /** The list's query parameters (filters and `q`; no paging), as `GET /{resource}` takes them. */
  filter?: Record<string, string | string[]>;
  /** `set`: property → value, only properties with `x-bulk-set` and values it names. */
  values?: Record<string, unknown>;
}

/** A record the action left as it was, with the refusal its single-record route gives. */
export interface BulkRefusal {
  key: string;
  code: string;
  /** The refusal in the request's language. */
  message: string;
  [detail: string]: unknown;
}

export interface BulkResult {
  /** Keys of the records the action was done to, in the order they were handled. */
  done: string[];
  refused: BulkRefusal[];
}

/** The properties a bulk `set` may change and the values it may give each (the registry's `x-bulk-set`). */
export function bulkSettable(entity: EntitySchema): Map<string, readonly (string | number)[]> {
  const settable = new Map<string, readonly (string | number)[]>();
  for (const [name, property] of Object.entries(entity.properties)) {
    const values = property['x-bulk-set'];
    if (Array.isArray(values)) settable.set(name, values);
  }
  return settable;
}

function propertyProblem(entity: EntitySchema, name: string, property: PropertySchema): string | undefined {
  const values = property['x-bulk-set'];
  if (values === undefined) return undefined;
  const where = `property "${name}" has x-bulk-set`;
  if (!Array.isArray(values) || values.length === 0) return `${where}, which must be a non-empty list of its enum values`;
  if (!property.enum) return `${where} but no enum: only a choice of fixed values can be set in bulk`;
  const unknown = values.find((value) => !property.enum!.includes(value as string | number));
  if (unknown !== undefined) return `${where} naming ${JSON.stringify(unknown)}, which is not one of its enum values`;
  if (new Set(values).size !== values.length) return `${where} naming a value twice`;
  if (property.readOnly || property['x-fixed'] || name === entity['x-key']) return `${where} but is the key, readOnly or x-fixed: users cannot change it`;
  if (entity['x-managed']) return `${where} but the entity is x-managed: the generic API does not write it`;
  if (entity['x-versioned']) return `${where} but the entity is versioned: a bulk change would have to choose a version and a valid-from`;
  return undefined;
}

/** The registry check of `x-bulk-set` (registry.ts): the first problem of the entity's properties, or undefined. */
export function bulkSetProblem(entity: EntitySchema): string | undefined {
  for (const [name, property] of Object.entries(entity.properties)) {
    const problem = propertyProblem(entity, name, property);
    if (problem) return problem;
  }
  return undefined;
}
