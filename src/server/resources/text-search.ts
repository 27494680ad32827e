import { searchedItemNames } from '../../shared/list-properties';
import type { EntitySchema, Registry } from '../../shared/registry';
import { entityProperties, isText } from './columns';
import { quoteIdent, tableName } from './sql-names';

/** `%value%` for ILIKE with the value's own `%`, `_` and `\` matched literally. */
export function likePattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The scalar free-text columns `q` searches (a list's entries are searched apart, see `contains`). */
export function searchedColumns(entity: EntitySchema): string[] {
  return Object.entries(entityProperties(entity))
    .filter(([, property]) => isText(property))
    .map(([name]) => name);
}

/**
 * The entity's free text as one value, lower-cased: its text columns joined by the unit separator. A trigram
 * GIN index over exactly this expression (indexes.ts) finds the rows where some column contains a pattern
 * without reading every row. `||` and coalesce are immutable, as an index expression must be (concat_ws is
 * not). Lower-cased once here, a match is a plain LIKE of the lower-cased pattern: ILIKE would lower-case
 * the document and the pattern again for every row it confirms, which costs a search over thousands of
 * matches about a third of its time (lower() is what ILIKE compares by).
 */
export function searchDocument(entity: EntitySchema): string | undefined {
  const columns = searchedColumns(entity);
  return columns.length ? `lower(${columns.map((name) => `coalesce(${quoteIdent(entity, name)}, '')`).join(` || E'\\x1f' || `)})` : undefined;
}

/** The document contains the pattern, in any case. */
const documentContains = (document: string, pattern: string) => `(${document}) LIKE lower(${pattern})`;

const SEPARATOR = '\x1f';

/**
 * The rows whose indexed document contains the pattern, then the exact condition on them: the index
 * narrows, `exact` decides (a pattern that spans two columns matches the document but no column).
 */
function narrowed(entity: EntitySchema, pattern: string, exact: string): string {
  const document = searchDocument(entity);
  return document ? `(${documentContains(document, pattern)} AND ${exact})` : exact;
}

/**
 * Some of the columns `names` contains the pattern (as text); narrowed by the trigram index where all of them
 * are in the document. Where `names` are the whole document and the searched `term` holds no separator, a
 * match in the document lies within one column, so the document alone decides: the matching rows are not
 * checked once more column by column (which cost as much again for a term with thousands of matches).
 * With `partPattern` (the pattern of a part of the term, search/indexed-part.ts), the index is asked for the
 * part only; the whole pattern is checked on the rows it finds, inside a coalesce (the document is never
 * null) so the planner does not take it for an index condition and ask for the whole term's trigrams again.
 */
export function anyContains(entity: EntitySchema, names: string[], pattern: string, term?: string, partPattern?: string): string {
  const exact = `(${names.map((name) => `${quoteIdent(entity, name)}::text ILIKE ${pattern}`).join(' OR ')})`;
  const columns = searchedColumns(entity);
  const searched = new Set(columns);
  if (!names.every((name) => searched.has(name))) return exact;
  const wholeDocument = term !== undefined && !term.includes(SEPARATOR) && new Set(names).size === columns.length;
  const document = searchDocument(entity);
  if (!wholeDocument || !document) return narrowed(entity, partPattern ?? pattern, exact);
  return partPattern
    ? `(${documentContains(document, partPattern)} AND coalesce(${documentContains(document, pattern)}, false))`
    : `(${documentContains(document, pattern)})`;
}

/**
 * `_like` on a list-valued column: some entry has a text (or reference) property containing the
 * pattern. Entry property names are plain identifiers (PROPERTY_NAME), safe as JSON key literals.
 */
function listContains(entity: EntitySchema, name: string, pattern: string): string {
  const texts = searchedItemNames(entity.properties[name]).map((item) => `entry->>'${item}' ILIKE ${pattern}`);
  return `EXISTS (SELECT 1 FROM jsonb_array_elements(${quoteIdent(entity, name)}) AS entry WHERE ${texts.join(' OR ') || 'false'})`;
}

/** Where a contains-condition finds the tenant and the referenced entities. */
export interface SearchScope {
  registry: Registry;
  /** The placeholder holding the tenant, added to the parameters when first asked for (a placeholder must be used). */
  tenant: () => string;
}

/**
 * `_like` on a reference: the referenced keys that contain the pattern, read from the referenced table (a
 * few thousand keys at most), then the rows holding one of them through the column's index. The same rows
 * as the column's own ILIKE, since a reference always names an existing record (writes and imports check
 * it, a referenced record can be neither deleted nor renamed).
 */
function referenceContains(entity: EntitySchema, name: string, pattern: string, scope: SearchScope): string | undefined {
  const target = scope.registry.get(entity.properties[name]?.['x-ref']?.resource ?? '');
  if (!target) return undefined;
  const key = quoteIdent(target, target['x-key']);
  return `${quoteIdent(entity, name)} IN (SELECT ${key} FROM ${tableName(target['x-resource'])} WHERE tenant = ${scope.tenant()} AND ${key} ILIKE ${pattern})`;
}

/** `field_like`: a list by its entries, a reference by the referenced keys, free text through the trigram index, anything else as text. */
export function contains(entity: EntitySchema, name: string, pattern: string, scope: SearchScope): string {
  const property = entityProperties(entity)[name];
  if (property?.type === 'array') return listContains(entity, name, pattern);
  const reference = property?.['x-ref'] ? referenceContains(entity, name, pattern, scope) : undefined;
  if (reference) return reference;
  return anyContains(entity, [name], pattern);
}

/** `q`: some free-text column or some list entry contains the pattern of `term` (an entity without free text: its key). */
export function searchCondition(entity: EntitySchema, pattern: string, term: string, partPattern?: string): string {
  const lists = Object.entries(entityProperties(entity)).filter(([, property]) => property.type === 'array');
  const columns = searchedColumns(entity);
  const texts = columns.length ? columns : lists.length ? [] : [entity['x-key']];
  const parts = texts.length ? [anyContains(entity, texts, pattern, term, partPattern)] : [];
  for (const [name] of lists) parts.push(listContains(entity, name, pattern));
  return `(${parts.join(' OR ')})`;
}
