import dayjs, { type Dayjs } from 'dayjs';
import type { EntitySchema } from '../../../shared/registry';
import { fieldKind } from '../fieldKind';

export type FormValues = Record<string, unknown>;
export type Payload = Record<string, unknown>;

/** A record as the antd inputs hold it: dates as dayjs, 0/1 flags as booleans. */
export function toFormValues(entity: EntitySchema, record: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const [name, schema] of Object.entries(entity.properties)) {
    const value = record[name];
    if (value === null || value === undefined) continue;
    const kind = fieldKind(schema);
    if ((kind === 'date' || kind === 'dateTime') && typeof value === 'string') values[name] = dayjs(value);
    else if (kind === 'flag') values[name] = value === 1 || value === true;
    else values[name] = value;
  }
  return values;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Form values as the API takes them: schema properties only, readOnly ones left out (the server sets
 * them), dates as 'YYYY-MM-DD', flags as 0/1, empty inputs as null.
 */
export function toPayload(entity: EntitySchema, values: FormValues): Payload {
  const payload: Payload = {};
  for (const [name, schema] of Object.entries(entity.properties)) {
    if (schema.readOnly) continue;
    const value = values[name];
    const kind = fieldKind(schema);
    if (kind === 'flag') payload[name] = value ? 1 : 0;
    else if (kind === 'boolean') payload[name] = Boolean(value);
    else if (isEmpty(value)) payload[name] = null;
    else if (kind === 'date') payload[name] = (value as Dayjs).format('YYYY-MM-DD');
    else if (kind === 'dateTime') payload[name] = (value as Dayjs).toISOString();
    else payload[name] = value;
  }
  return payload;
}

/** The payload without its empty entries: what create sends and what the schema validates. */
export function withoutEmpty(payload: Payload): Payload {
  return Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== null));
}

/**
 * What an edit sends: the filled properties, null only where a stored value was cleared (so an
 * untouched empty field does not count as a change).
 */
export function editPayload(payload: Payload, stored: Record<string, unknown>): Payload {
  return Object.fromEntries(Object.entries(payload).filter(([name, value]) => value !== null || !isEmpty(stored[name])));
}
