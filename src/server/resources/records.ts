import type { EntitySchema } from '../../shared/registry';
import { entityProperties } from './columns';

export type EntityRecord = Record<string, unknown>;

/** A table row as the API shows it: the schema's properties that have a value, plus `id` = the key (refine needs `id`). */
export function toRecord(entity: EntitySchema, row: Record<string, unknown>): EntityRecord {
  const record: EntityRecord = {};
  const key = entity['x-key'];
  if (key !== 'id') record.id = row[key];
  for (const name of Object.keys(entityProperties(entity))) {
    if (row[name] !== null && row[name] !== undefined) record[name] = row[name];
  }
  return record;
}

/**
 * The writable part of a request body: properties that are not readOnly. `null` clears a field;
 * anything else (id, server columns, unknown names) is ignored.
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
