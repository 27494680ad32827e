import type { EntitySchema, PropertySchema } from './registry';

/** How a property is entered, filtered and shown; the type table of schemas/README.md. */
export type FieldKind = 'text' | 'multiline' | 'enum' | 'date' | 'dateTime' | 'number' | 'integer' | 'flag' | 'boolean' | 'reference' | 'list';

export type FilterKind = 'contains' | 'select' | 'range' | 'dateRange' | 'yesNo' | 'equals';

export function fieldKind(property: PropertySchema): FieldKind {
  if (property.type === 'array') return 'list';
  if (property['x-ref']) return 'reference';
  // Flags are integer enums [0, 1] as well; the switch wins over the select.
  if (property['x-flag']) return 'flag';
  if (property.enum) return 'enum';
  switch (property.type) {
    case 'number':
      return 'number';
    case 'integer':
      return 'integer';
    case 'boolean':
      return 'boolean';
    default:
      if (property.format === 'date') return 'date';
      if (property.format === 'date-time') return 'dateTime';
      return property['x-multiline'] ? 'multiline' : 'text';
  }
}

const FILTER_OF_KIND: Record<FieldKind, FilterKind> = {
  text: 'contains',
  multiline: 'contains',
  enum: 'select',
  date: 'dateRange',
  dateTime: 'dateRange',
  number: 'range',
  integer: 'range',
  flag: 'yesNo',
  boolean: 'yesNo',
  reference: 'equals',
  // A list is searched by what its entries' texts contain (`{property}_like`).
  list: 'contains',
};

export function filterKind(property: PropertySchema): FilterKind {
  return FILTER_OF_KIND[fieldKind(property)];
}

export function isNumeric(kind: FieldKind): boolean {
  return kind === 'number' || kind === 'integer';
}

/** Property names in schema order. */
export function propertyNames(entity: EntitySchema): string[] {
  return Object.keys(entity.properties);
}

/** Columns of the built-in list configuration: the x-list properties in schema order. */
export function defaultColumns(entity: EntitySchema): string[] {
  return propertyNames(entity).filter((name) => entity.properties[name]['x-list']);
}

export function isRequired(entity: EntitySchema, name: string): boolean {
  return entity.required?.includes(name) ?? false;
}

/** The initial sort of x-default-sort ("-validFrom" = descending), else the key ascending. */
export function defaultSorter(entity: EntitySchema): { field: string; order: 'asc' | 'desc' } {
  const sort = entity['x-default-sort'] ?? entity['x-key'];
  return sort.startsWith('-') ? { field: sort.slice(1), order: 'desc' } : { field: sort, order: 'asc' };
}

/** Create forms start with the schema's `default` values, and a list that needs entries with one empty entry. */
export function defaultValues(entity: EntitySchema): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(entity.properties).flatMap(([name, property]): [string, unknown][] => {
      if (property.default !== undefined) return [[name, property.default]];
      if (property.type === 'array' && (property.minItems ?? 0) >= 1) return [[name, [{}]]];
      return [];
    }),
  );
}
