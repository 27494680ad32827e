import { DOT_SEGMENTS } from './column-values';
import type { EntitySchema } from './registry';

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
