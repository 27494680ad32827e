import type { EntitySchema, Registry } from './registry';

/** GET /api/v1/search?q=: records of the current tenant whose key or label contains the text (sidebar search). */
export const SEARCH_PATH = '/search';
/** Hits per resource: the sidebar shows a few per area, the list finds the rest. */
export const SEARCH_HITS_PER_RESOURCE = 5;
export const SEARCH_MAX_LENGTH = 100;

export interface SearchHit {
  key: string;
  /** The record's x-label where it has one besides the key (a partner's name), else null. */
  label: string | null;
}

export interface SearchGroup {
  resource: string;
  hits: SearchHit[];
}

export interface SearchResponse {
  groups: SearchGroup[];
}

/**
 * The entities the sidebar search looks into: those with a sidebar entry that users write (not a
 * domain service's records), in sidebar order. Which tenant shows them is the server's question.
 */
export function searchableEntities(registry: Registry): EntitySchema[] {
  return [...registry.values()].filter((entity) => entity['x-sidebar'] !== false && !entity['x-managed']);
}

/** The properties searched: the key, and the x-label where it is another text property (a name, a certificate number). */
export function searchedProperties(entity: EntitySchema): string[] {
  const label = entity['x-label'];
  const property = label ? entity.properties[label] : undefined;
  const textLabel = property && label !== entity['x-key'] && property.type === 'string' && !property['x-ref'];
  return textLabel ? [entity['x-key'], label!] : [entity['x-key']];
}
