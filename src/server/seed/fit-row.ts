import type { EntitySchema, PropertySchema } from '../../shared/registry';
import type { Random } from './prng';

export type Row = Record<string, unknown>;

/** Keys of generated records by resource; a function so a million movement keys need no array. */
export interface KeyPool {
  count: number;
  key(index: number): string;
  has(key: string): boolean;
}
export type KeyPools = ReadonlyMap<string, KeyPool>;

/** "cfrAccountNumber", "cfr_account_number" and "CFRAccountNumber" are the same field; cached, as names repeat per row. */
const normalized = new Map<string, string>();
function normalize(name: string): string {
  let result = normalized.get(name);
  if (result === undefined) normalized.set(name, (result = name.toLowerCase().replace(/[^a-z0-9]/g, '')));
  return result;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An enum's options by their lower case, so a candidate's case does not matter; kept per enum, as every row asks again. */
const optionsByCase = new WeakMap<readonly (string | number)[], Map<string, string | number>>();
function enumOption(options: readonly (string | number)[], text: string): string | number | undefined {
  let byCase = optionsByCase.get(options);
  if (!byCase) {
    byCase = new Map();
    // The first option of a case wins, as a search through the list finds it.
    for (const option of [...options].reverse()) byCase.set(String(option).toLowerCase(), option);
    optionsByCase.set(options, byCase);
  }
  return byCase.get(text.toLowerCase());
}

/** Makes `value` satisfy the property schema, or returns undefined when it cannot. */
function fitValue(value: unknown, property: PropertySchema, pattern?: RegExp): unknown {
  if (value === undefined || value === null) return undefined;
  switch (property.type) {
    case 'string': {
      let text = value instanceof Date ? value.toISOString() : String(value);
      if (property.enum) return enumOption(property.enum, text);
      if (property.format === 'date') text = text.slice(0, 10);
      if (property.format === 'date' && !ISO_DATE.test(text)) return undefined;
      if (property.format === 'date-time' && Number.isNaN(Date.parse(text))) return undefined;
      if (property.maxLength !== undefined) text = text.slice(0, property.maxLength);
      if (pattern && !pattern.test(text)) return undefined;
      return text.length >= (property.minLength ?? 0) ? text : undefined;
    }
    case 'number':
    case 'integer': {
      let number = Number(value);
      if (!Number.isFinite(number)) return undefined;
      if (property.type === 'integer') number = Math.round(number);
      if (property.minimum !== undefined) number = Math.max(property.minimum, number);
      if (property.maximum !== undefined) number = Math.min(property.maximum, number);
      if (property.enum) return property.enum.includes(number) ? number : undefined;
      return number;
    }
    case 'boolean':
      return Boolean(value);
    default:
      return undefined;
  }
}

/**
 * A generator's list fitted to a list-valued property: entries that are objects, their properties fitted
 * like a row's (a reference only when it names a generated record), entries lacking a required property
 * dropped, at most maxItems; undefined when fewer than minItems remain.
 */
function fitEntries(value: unknown, property: PropertySchema, pools: KeyPools): Row[] | undefined {
  if (!Array.isArray(value) || !property.items) return undefined;
  const items = Object.entries(property.items.properties);
  const required = property.items.required ?? [];
  const entries: Row[] = [];
  for (const candidate of value) {
    if (entries.length === property.maxItems) break;
    if (typeof candidate !== 'object' || candidate === null) continue;
    const entry: Row = {};
    for (const [name, item] of items) {
      const fitted = fitValue((candidate as Row)[name], item);
      const target = item['x-ref'] && pools.get(item['x-ref'].resource);
      if (fitted !== undefined && (!item['x-ref'] || target?.has(String(fitted)))) entry[name] = fitted;
    }
    if (required.every((name) => name in entry)) entries.push(entry);
  }
  return entries.length >= (property.minItems ?? 0) ? entries : undefined;
}

/** A valid stand-in for a required property the generator knows nothing about. */
function fallback(name: string, property: PropertySchema, candidate: Row): unknown {
  if (property.enum) return property.enum[0];
  if (property.type === 'boolean') return false;
  if (property.type === 'number' || property.type === 'integer') return property.minimum ?? 0;
  const date = String(candidate.validFrom ?? '2025-01-01');
  if (property.format === 'date') return date;
  if (property.format === 'date-time') return `${date}T00:00:00Z`;
  if (property.format === 'email') return 'info@example.com';
  return fitValue(name, property);
}

/**
 * Projects a generator's candidate records onto the entity schema: only properties the schema has are
 * filled, values are fitted to their constraints (a reference only when it names a generated record; a
 * list entry by entry),
 * optional unknowns stay empty (null) and required unknowns get a valid stand-in (a required x-ref:
 * the key of a generated record). So a field added to or dropped from a schema never breaks the seed.
 * Returns a function, so the per-schema work is done once per resource, not once per row.
 */
export function rowFitter(schema: EntitySchema, pools: KeyPools): (candidate: Row, random: Random) => Row {
  const required = new Set(schema.required ?? []);
  const properties = Object.entries(schema.properties).map(([name, property]) => ({
    name,
    key: normalize(name),
    property,
    pattern: typeof property.pattern === 'string' ? new RegExp(property.pattern, 'u') : undefined,
    pool: property['x-ref'] ? pools.get(property['x-ref'].resource) : undefined,
    isRef: !!property['x-ref'],
    required: required.has(name),
  }));
  // A candidate's field names are the same row after row: each is matched to its property once.
  const positions = new Map(properties.map(({ key }, position) => [key, position]));
  const positionOf = new Map<string, number>();
  const position = (name: string) => {
    let found = positionOf.get(name);
    if (found === undefined) positionOf.set(name, (found = positions.get(normalize(name)) ?? -1));
    return found;
  };
  return (candidate, random) => {
    const values: unknown[] = new Array(properties.length);
    for (const name in candidate) {
      const at = position(name);
      if (at >= 0) values[at] = candidate[name];
    }
    const row: Row = {};
    for (let at = 0; at < properties.length; at++) {
      const { name, property, pattern, pool, isRef, required } = properties[at];
      let value = property.type === 'array' ? fitEntries(values[at], property, pools) : fitValue(values[at], property, pattern);
      if (value !== undefined && isRef && !pool?.has(String(value))) value = undefined;
      if (value === undefined && required && pool && pool.count > 0) value = pool.key(random.int(0, pool.count - 1));
      if (value === undefined && required) value = fallback(name, property, candidate);
      if (value !== undefined) row[name] = value;
    }
    return row;
  };
}
