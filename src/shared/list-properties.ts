import type { EntitySchema, PropertySchema } from './registry';

/** One entry of a list-valued property (schemas/README.md "Lists"). */
export type ListEntry = Record<string, unknown>;

/** The entity's list-valued properties (`type: 'array'`), by name. */
export function listProperties(entity: EntitySchema): [string, PropertySchema][] {
  return Object.entries(entity.properties).filter(([, property]) => property.type === 'array');
}

/** Entry properties a text filter searches: strings that are not dates or enums (free text and references). */
export function searchedItemNames(property: PropertySchema): string[] {
  return Object.entries(property.items?.properties ?? {})
    .filter(([, item]) => item.type === 'string' && !item.format && !item.enum)
    .map(([name]) => name);
}

const entriesOf = (value: unknown): ListEntry[] =>
  Array.isArray(value) ? value.filter((entry): entry is ListEntry => typeof entry === 'object' && entry !== null) : [];

const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

/** A list as a list column shows it: every entry's first searched property, joined ("C-1, C-2"). */
export function listSummary(property: PropertySchema, value: unknown): string {
  const first = searchedItemNames(property)[0];
  if (first === undefined) return '';
  return entriesOf(value)
    .map((entry) => entry[first])
    .filter(filled)
    .map(String)
    .join(', ');
}

/** A list as an export cell: per entry its first property, the others in brackets ("C-1 (SD-7); C-2"). */
export function listCell(property: PropertySchema, value: unknown): string {
  const names = Object.keys(property.items?.properties ?? {});
  return Array.isArray(value) ? listText(value, () => names) : '';
}

/**
 * Any stored list as text, as an export cell shows it: plain values joined ("a, b"), entries by the properties
 * `names` gives (default: the entry's own, in their order), the first one, the others in brackets ("C-1 (SD-7); C-2").
 */
export function listText(value: unknown[], names: (entry: ListEntry) => string[] = Object.keys): string {
  if (!value.every((entry) => typeof entry === 'object' && entry !== null)) return value.filter(filled).map(String).join(', ');
  return entriesOf(value)
    .map((entry) => {
      const [first, ...rest] = names(entry).map((name) => entry[name]);
      const others = rest.filter(filled).map(String);
      return `${filled(first) ? String(first) : ''}${others.length ? ` (${others.join(', ')})` : ''}`.trim();
    })
    .join('; ');
}
