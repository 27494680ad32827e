import dayjs, { type Dayjs } from 'dayjs';
import { instantOfWallClock, wallClock } from '../../format/date';
import type { EntitySchema, PropertySchema } from '../../../shared/registry';
import { fieldKind } from '../../../shared/field-kind';

export type FormValues = Record<string, unknown>;
export type Payload = Record<string, unknown>;

/** One list entry as the form holds it. */
type Entry = Record<string, unknown>;

const entriesOf = (value: unknown): Entry[] => (Array.isArray(value) ? (value as Entry[]).map((entry) => entry ?? {}) : []);

/**
 * A stored value as its antd input holds it: dates as dayjs, date-times as dayjs of their wall clock in the
 * user's `timeZone` (the picker knows only the browser's zone), 0/1 flags as booleans, a list entry by entry.
 */
function toInputValue(schema: PropertySchema, value: unknown, timeZone: string): unknown {
  const kind = fieldKind(schema);
  if (kind === 'date' && typeof value === 'string') return dayjs(value);
  if (kind === 'dateTime' && typeof value === 'string') return wallClock(value, timeZone);
  if (kind === 'flag') return value === 1 || value === true;
  if (kind === 'list') return entriesOf(value).map((entry) => toFormValuesOf(schema.items?.properties ?? {}, entry, timeZone));
  return value;
}

function toFormValuesOf(properties: Record<string, PropertySchema>, record: Record<string, unknown>, timeZone: string): FormValues {
  const values: FormValues = {};
  for (const [name, schema] of Object.entries(properties)) {
    const value = record[name];
    if (value !== null && value !== undefined) values[name] = toInputValue(schema, value, timeZone);
  }
  return values;
}

/** A record as the antd inputs hold it: dates as dayjs, date-times in the user's `timeZone`, 0/1 flags as booleans, lists as lists of such entries. */
export function toFormValues(entity: EntitySchema, record: Record<string, unknown>, timeZone: string): FormValues {
  return toFormValuesOf(entity.properties, record, timeZone);
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** An input's value as the API takes it; empty → null; a date-time is read as a wall clock of the user's `timeZone`. */
function toPayloadValue(schema: PropertySchema, value: unknown, timeZone: string): unknown {
  const kind = fieldKind(schema);
  if (kind === 'flag') return value ? 1 : 0;
  if (kind === 'boolean') return Boolean(value);
  // Every entry is kept, an empty one too: validation names it by its position.
  if (kind === 'list') return value === undefined || value === null ? null : entriesOf(value).map((entry) => toEntryPayload(schema, entry, timeZone));
  if (isEmpty(value)) return null;
  if (kind === 'date') return (value as Dayjs).format('YYYY-MM-DD');
  if (kind === 'dateTime') return instantOfWallClock((value as Dayjs).format('YYYY-MM-DDTHH:mm:ss.SSS'), timeZone);
  return value;
}

/** A list entry as the API takes it: its filled properties only (a missing one is "required", not "not a text"). */
function toEntryPayload(list: PropertySchema, entry: Entry, timeZone: string): Payload {
  const payload: Payload = {};
  for (const [name, schema] of Object.entries(list.items?.properties ?? {})) {
    const value = toPayloadValue(schema, entry[name], timeZone);
    if (value !== null) payload[name] = value;
  }
  return payload;
}

/**
 * Form values as the API takes them: schema properties only, readOnly ones left out (the server sets
 * them), dates as 'YYYY-MM-DD', date-times as instants read in the user's `timeZone`, flags as 0/1, empty inputs as
 * null, lists entry by entry.
 */
export function toPayload(entity: EntitySchema, values: FormValues, timeZone: string): Payload {
  const payload: Payload = {};
  for (const [name, schema] of Object.entries(entity.properties)) {
    if (!schema.readOnly) payload[name] = toPayloadValue(schema, values[name], timeZone);
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
