import type { EntitySchema, PropertySchema } from './registry';

/** The SQL type of a property's column: the type mapping of schemas/README.md. */
export type ColumnType = 'numeric' | 'bigint' | 'smallint' | 'boolean' | 'date' | 'timestamptz' | 'text' | 'jsonb';

export function columnType(property: PropertySchema): ColumnType {
  switch (property.type) {
    case 'array':
      return 'jsonb';
    case 'number':
      return 'numeric';
    case 'integer':
      return property['x-flag'] ? 'smallint' : 'bigint';
    case 'boolean':
      return 'boolean';
    default:
      if (property.format === 'date') return 'date';
      if (property.format === 'date-time') return 'timestamptz';
      return 'text';
  }
}

/**
 * The integers a column takes: bigint values travel as JS numbers, so safe integers; smallint columns
 * hold the 0/1 flags. Filters and bodies are checked against the same range.
 */
export function integerRange(type: ColumnType): { minimum: number; maximum: number } | undefined {
  if (type === 'bigint') return { minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };
  if (type === 'smallint') return { minimum: 0, maximum: 1 };
  return undefined;
}

/** Key values are URL path segments: `.` and `..` would be resolved away by every browser. */
export const DOT_SEGMENTS = ['.', '..'];

/**
 * A property's value as a statement parameter: a list travels as JSON text (drivers would send a JS
 * array as a PostgreSQL array), everything else as it is.
 */
export function columnParam(property: PropertySchema | undefined, value: unknown): unknown {
  return property?.type === 'array' && value !== null && value !== undefined ? JSON.stringify(value) : value;
}

/**
 * A property as the input schema checks it: narrowed to what its column takes. A list's entries are
 * stored inside one jsonb value, but are read back as the same JS values, so their properties are
 * narrowed alike (integers safe, flags 0/1).
 */
function inputProperty(property: PropertySchema, isKey: boolean): PropertySchema {
  if (property.items) {
    const entries = Object.entries(property.items.properties).map(([name, item]) => [name, inputProperty(item, false)]);
    return { ...property, items: { ...property.items, properties: Object.fromEntries(entries) } };
  }
  const range = integerRange(columnType(property));
  const narrowed: PropertySchema = { ...property };
  if (range) {
    narrowed.minimum = Math.max(property.minimum ?? range.minimum, range.minimum);
    narrowed.maximum = Math.min(property.maximum ?? range.maximum, range.maximum);
  }
  if (isKey && property.type === 'string') narrowed.not = { enum: DOT_SEGMENTS };
  return narrowed;
}

/**
 * The schema a request body is validated with, on the server and (compiled at build time) in the
 * browser: readOnly properties are set by the server, so they are neither required nor checked; every
 * other property is narrowed to what its column takes. Dates and date-times use the formats of
 * `json-formats.ts`.
 */
export function inputSchema(entity: EntitySchema): Record<string, unknown> {
  const properties = Object.fromEntries(
    Object.entries(entity.properties)
      .filter(([, property]) => !property.readOnly)
      .map(([name, property]) => [name, inputProperty(property, name === entity['x-key'])]),
  );
  const { $id: _id, ...rest } = entity;
  return { ...rest, $id: entity.$id.replace(/\.json$/, '.input.json'), properties, required: (entity.required ?? []).filter((name) => name in properties) };
}
