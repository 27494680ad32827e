import type { ListEntry } from '../../../shared/list-properties';
import type { PropertySchema } from '../../../shared/registry';

/**
 * A list whose export cell (`listCell`: "C-1 (SD-7); C-2") reads back without guessing: at most two
 * entry properties, both plain text, the first one required (so no entry starts with its second).
 */
export function isRoundTripList(property: PropertySchema): boolean {
  const items = property.items;
  if (!items) return false;
  const names = Object.keys(items.properties);
  if (names.length === 0 || names.length > 2) return false;
  if (!(items.required ?? []).includes(names[0])) return false;
  return names.every((name) => items.properties[name].type === 'string' && !items.properties[name].format);
}

const ENTRY = /^(.*?)(?: \((.*)\))?$/;

/** The entries of an export list cell: entries split at `; `, the second property in brackets. */
export function parseListCell(property: PropertySchema, text: string): ListEntry[] {
  const [first, second] = Object.keys(property.items?.properties ?? {});
  return text
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [, head, bracket] = ENTRY.exec(entry)!;
      const parsed: ListEntry = { [first]: head.trim() };
      if (second !== undefined && bracket !== undefined && bracket.trim() !== '') parsed[second] = bracket.trim();
      return parsed;
    });
}
