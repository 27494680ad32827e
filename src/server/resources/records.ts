import type { EntitySchema, PropertySchema } from '../../shared/registry';
import { entityProperties } from './columns';

export type EntityRecord = Record<string, unknown>;

/** The schema's properties of a table row that have a value; timestamps as ISO strings, as the schema types them. */
export function storedValues(entity: EntitySchema, row: Record<string, unknown>): EntityRecord {
  const values: EntityRecord = {};
  for (const name of Object.keys(entityProperties(entity))) {
    const value = row[name];
    if (value !== null && value !== undefined) values[name] = value instanceof Date ? value.toISOString() : value;
  }
  return values;
}

/** A table row as the API shows it: its values plus `id` = the key (refine needs `id`; isKeyAlias). */
export function toRecord(entity: EntitySchema, row: Record<string, unknown>): EntityRecord {
  const key = entity['x-key'];
  return key === 'id' ? storedValues(entity, row) : { id: row[key], ...storedValues(entity, row) };
}

/**
 * The writable part of a request body: properties that are not readOnly. `null` clears a field;
 * anything else (id, server columns, unknown names) is ignored; readOnly ones are checked by readOnlyChanges first.
 */
export function writableInput(entity: EntitySchema, body: unknown): { values: EntityRecord; cleared: string[] } {
  const values: EntityRecord = {};
  const cleared: string[] = [];
  const input = body && typeof body === 'object' ? (body as EntityRecord) : {};
  for (const [name, property] of Object.entries(entity.properties)) {
    if (property.readOnly || !Object.hasOwn(input, name)) continue;
    if (input[name] === null) cleared.push(name);
    else values[name] = input[name];
  }
  return { values, cleared };
}

const isEmpty = (value: unknown) => value === null || value === undefined;

/** Whether a body's value is the one already there: absent and null alike, numbers and instants by value, the rest as JSON. */
function sameValue(property: PropertySchema, sent: unknown, current: unknown): boolean {
  if (isEmpty(sent) || isEmpty(current)) return isEmpty(sent) && isEmpty(current);
  if ((property.type === 'number' || property.type === 'integer') && (typeof sent === 'number' || typeof sent === 'string') && String(sent).trim() !== '') {
    return Number(sent) === Number(current);
  }
  if (property.format === 'date-time' && typeof sent === 'string') return Date.parse(sent) === Date.parse(String(current));
  return JSON.stringify(sent) === JSON.stringify(current);
}

/**
 * The readOnly properties a body would change (schemas/README.md "Read-only properties"): on update a value
 * other than the stored one, on create (no `stored`) any value but the registry's `default`. A form that
 * sends the whole record back echoes them, which is no change.
 */
export function readOnlyChanges(entity: EntitySchema, body: unknown, stored?: EntityRecord): string[] {
  const input = body && typeof body === 'object' ? (body as EntityRecord) : {};
  return Object.entries(entity.properties)
    .filter(([name, property]) => property.readOnly && Object.hasOwn(input, name))
    .filter(([name, property]) => !sameValue(property, input[name], stored ? stored[name] : property.default))
    .map(([name]) => name);
}

/** A version as the history and the form show it: its values plus who saved it last and when (each version is its own row, corrected in place). */
export function toVersionRecord(entity: EntitySchema, row: Record<string, unknown>): EntityRecord {
  const savedAt = row.updated_at;
  return {
    ...toRecord(entity, row),
    changedAt: savedAt instanceof Date ? savedAt.toISOString() : savedAt,
    changedBy: row.updated_by,
  };
}

/** A record as every read and write of the API answers it: a versioned one with its version's last save (toVersionRecord). */
export function toApiRecord(entity: EntitySchema, row: Record<string, unknown>): EntityRecord {
  return entity['x-versioned'] ? toVersionRecord(entity, row) : toRecord(entity, row);
}
