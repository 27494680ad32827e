import { createHash } from 'node:crypto';
import type { EntitySchema, PropertySchema } from '../../shared/registry';
import { sortColumn } from './collation';
import { entityProperties, isTemporal } from './columns';
import { quoteIdent, tableName } from './sql-names';
import { searchDocument } from './text-search';

/** An index the registry asks for: its name and what follows `ON table`. */
export interface WantedIndex {
  name: string;
  definition: string;
}

/** The statement that builds `index` on `table`; CONCURRENTLY lets writers go on meanwhile (not inside a transaction). */
export const createIndexSql = (table: string, index: WantedIndex, concurrently = false): string =>
  `CREATE INDEX ${concurrently ? 'CONCURRENTLY ' : ''}IF NOT EXISTS "${index.name}" ON ${table} ${index.definition}`;

/** Whether `index` is the trigram (GIN) index of the entity's free text, the dearest to build. */
export const isTrigramIndex = (index: WantedIndex): boolean => index.definition.startsWith('USING gin');

/** PostgreSQL cuts identifiers at 63 bytes; a longer name is shortened with a hash so it stays unique and stable. */
const MAX_IDENTIFIER = 63;

function indexName(table: string, ...parts: string[]): string {
  const name = [table, ...parts].join('_');
  if (Buffer.byteLength(name) <= MAX_IDENTIFIER) return name;
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 8);
  return `${name.slice(0, MAX_IDENTIFIER - 9)}_${hash}`;
}

/** The names this module gives (so the sync may drop one the registry no longer asks for), and those of earlier releases. */
export const isDerivedIndexName = (table: string, name: string): boolean =>
  name.startsWith(`${table}_`) && /_(order|sort|idx|search_[0-9a-f]{8}|[0-9a-f]{8})$/.test(name);

/**
 * Whether lists sort by a column through an index of its own: its `x-sort-index`, by default yes for what a default
 * list view shows (x-list), references (product, site, partners) and dates. Every index costs each write of the
 * table, so a column no default view shows (a hidden quantity) sorts without one unless the registry asks.
 */
export function hasSortIndex(property: PropertySchema): boolean {
  return property['x-sort-index'] ?? (property['x-list'] === true || property['x-ref'] !== undefined || isTemporal(property));
}

/**
 * Columns with a sort index: those of hasSortIndex, and a versioned key (for finding the active version). A
 * list-valued (jsonb) column is never in a B-tree: it is not sorted, and fifty entries would exceed the index's row size.
 */
export function sortedColumns(entity: EntitySchema): string[] {
  return Object.entries(entityProperties(entity))
    .filter(([name, property]) => (name === entity['x-key'] ? !!entity['x-versioned'] : property.type !== 'array' && hasSortIndex(property)))
    .map(([name]) => name);
}

/**
 * The dates a default list view shows (x-list): lists are filtered by a window of one of them, so every sort index
 * carries them (INCLUDE) and such a filter is decided in the index, without reading a row of the table.
 */
export function listDates(entity: EntitySchema): string[] {
  return Object.entries(entityProperties(entity))
    .filter(([, property]) => property['x-list'] === true && isTemporal(property))
    .map(([name]) => name);
}

/**
 * The INCLUDE clause of an index carrying `columns`, and the hash its name ends in: another set of carried columns
 * is another index, built anew while the old one is dropped.
 */
function carrying(entity: EntitySchema, columns: string[]): { include: string; suffix: string[] } {
  if (!columns.length) return { include: '', suffix: [] };
  const include = ` INCLUDE (${columns.map((name) => quoteIdent(entity, name)).join(', ')})`;
  return { include, suffix: [createHash('sha256').update(include).digest('hex').slice(0, 8)] };
}

/** The list dates the sort index of `name` carries (INCLUDE): all but its own column; none on a versioned key's. */
const carriedDates = (entity: EntitySchema, name: string): string[] => (name === entity['x-key'] ? [] : listDates(entity).filter((date) => date !== name));

/**
 * The columns an index-only scan of the list's order `sort` can read: for the key alone, the key (the primary key);
 * for a column with a sort index followed by the key, the column, the key and the dates it carries; otherwise none.
 */
export function sortIndexColumns(entity: EntitySchema, sort: string[]): string[] {
  const key = entity['x-key'];
  if (sort.length === 1 && sort[0] === key && !entity['x-versioned']) return [key];
  if (sort.length !== 2 || sort[1] !== key || !sortedColumns(entity).includes(sort[0])) return [];
  return [sort[0], key, ...carriedDates(entity, sort[0])];
}

/**
 * Every index of an entity's table besides its primary key, tenant first like every query:
 * - per sorted column (tenant, column, key) INCLUDE (the list dates, listDates): the index hands out a page in
 *   the list's order, ties by key in the same direction (list-query.ts), forwards or backwards, an index-only
 *   scan skips a deep page's rows, and a filter on the column (or the order) with a date window is counted and
 *   paged from the index alone: a site's 50,000 inbounds in a 50-day window, 600 ms from the table, 5 ms so;
 *   a versioned key gets (tenant, key, validFrom) for finding the active version;
 * - the composite indexes of x-indexes (filters that come together, e.g. a site and a date window), then the key,
 *   INCLUDE (the list dates): the matches are counted, and sorted by a list date or the key, without reading a row,
 *   and the records of one value on one day come in the key's order;
 * - (tenant, updated_at) for `changedSince` (lists/changed-since.ts): a client that asks what changed since its
 *   last run reads a short range of it, not the tenant's rows;
 * - one trigram GIN index over the entity's free text (text-search.ts), for `q` and contains-filters.
 */
export function wantedIndexes(entity: EntitySchema): WantedIndex[] {
  const table = tableName(entity['x-resource']);
  const key = quoteIdent(entity, entity['x-key']);
  const wanted = sortedColumns(entity).map((name) => {
    const { include, suffix } = carrying(entity, carriedDates(entity, name));
    return {
      name: indexName(table, name, 'order', ...suffix),
      definition: `(tenant, ${sortColumn(entity, name)}, ${name === entity['x-key'] ? '"validFrom"' : key})${include}`,
    };
  });
  for (const names of entity['x-indexes'] ?? []) {
    // The key last, so the records of one value of every column hand themselves out in the key's order
    // (value-runs.ts); the list dates ride along, so the filter's matches are counted and sorted by a list date
    // or the key from the index alone.
    const ordered = names.includes(entity['x-key']) ? names : [...names, entity['x-key']];
    const { include, suffix } = carrying(
      entity,
      listDates(entity).filter((name) => !names.includes(name)),
    );
    wanted.push({
      name: indexName(table, ...names, 'idx', ...suffix),
      definition: `(tenant, ${ordered.map((name) => quoteIdent(entity, name)).join(', ')})${include}`,
    });
  }
  wanted.push({ name: indexName(table, 'updated_at', 'idx'), definition: '(tenant, updated_at)' });
  const document = searchDocument(entity);
  if (document) {
    // The expression in the name: a changed set of text columns is a new index, and the old one is dropped.
    const hash = createHash('sha256').update(document).digest('hex').slice(0, 8);
    wanted.push({ name: indexName(table, 'search', hash), definition: `USING gin (tenant, (${document}) gin_trgm_ops)` });
  }
  return wanted;
}
