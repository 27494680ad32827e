import { DOT_SEGMENTS } from './column-values';
import type { EntitySchema, PropertySchema } from './registry';

/**
 * The pattern of a key chosen by users: no `/` or `\` (a key is a URL path segment and a file name in
 * exports) and no control character (C0, DEL, C1). Every key property's pattern must refuse what this one does.
 */
export const KEY_PATTERN = String.raw`^[^/\\\u0000-\u001f\u007f-\u009f]+$`;

/** Keys every key property's pattern must refuse (the registry loader checks it). */
export const REFUSED_KEYS = ['a/b', '../x', 'a\\b', 'a\u0000b', 'a\u0001b', 'a\u001fb', 'a\u007fb', 'a\u0085b'] as const;

/** The first of REFUSED_KEYS a key property's pattern lets through, or a note that it has none. */
export function keyPatternProblem(property: PropertySchema): string | undefined {
  if (typeof property.pattern !== 'string') return 'needs a pattern that refuses "/", "\\" and control characters (e.g. KEY_PATTERN)';
  const pattern = new RegExp(property.pattern, 'u');
  const passed = REFUSED_KEYS.find((key) => pattern.test(key));
  return passed === undefined ? undefined : `pattern lets ${JSON.stringify(passed)} through; it must refuse "/", "\\" and control characters`;
}

/**
 * "Invalid ID": a key no record can have, named in a URL. Empty, longer than the entity's key
 * property allows (in characters, as the schema counts), a dot segment (browsers resolve it away) or
 * holding a NUL (text cannot store it). Without the entity only the last three are known.
 */
export function isMalformedKey(key: string, entity: EntitySchema | undefined): boolean {
  const maxLength = entity?.properties[entity['x-key']]?.maxLength;
  if (key === '' || DOT_SEGMENTS.includes(key) || key.includes('\0')) return true;
  return maxLength !== undefined && [...key].length > maxLength;
}

/** `id` on a record whose key is another property: the copy of the key refine needs, not a field of its own. */
export function isKeyAlias(field: string, entity: EntitySchema): boolean {
  return field === 'id' && entity['x-key'] !== 'id' && !('id' in entity.properties);
}
