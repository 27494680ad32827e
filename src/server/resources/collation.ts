import type { EntitySchema } from '../../shared/registry';
import { entityProperties, isText } from './columns';
import { quoteIdent } from './sql-names';

/**
 * The collation free text sorts in: ICU's root collation (CLDR), which is the standard order of German
 * and English alike ("Weser Fuels" < "Weser Oil" < "Weser Ölmühle" < "Weser Pumpe", case after letter).
 * PostgreSQL and the embedded PGlite both ship it under this name; PGlite's ICU has no locale data
 * beyond the root, so a per-language collation would sort differently on the two engines.
 */
export const TEXT_COLLATION = '"und-x-icu"';

/** Free text other than the key: a key is a code and keeps its code order (and its primary key index). */
export function isCollated(entity: EntitySchema, name: string): boolean {
  const property = entityProperties(entity)[name];
  return name !== entity['x-key'] && property !== undefined && isText(property);
}

/** The column as sorting and keyset comparisons see it: free text in TEXT_COLLATION. */
export function sortColumn(entity: EntitySchema, name: string): string {
  return isCollated(entity, name) ? `${quoteIdent(entity, name)} COLLATE ${TEXT_COLLATION}` : quoteIdent(entity, name);
}
