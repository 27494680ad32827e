import type { EntitySchema } from '../../shared/registry';
import { COUNT_CAP } from '../../shared/list-count';
import type { Queryable } from '../db/db';
import { columnType } from '../../shared/column-values';
import { entityProperties } from './columns';
import type { ListCache, MatchRow } from './list-cache';
import { orderBy, type ListQuery } from './list-query';
import { keysWrittenSince } from './record-counts';
import { SqlParams } from './sql-params';
import { quoteIdent, tableName } from './sql-names';

/** The columns a kept match holds: the key and the sort's columns, as text (their order is decided by the database). */
function matchColumns(entity: EntitySchema, query: ListQuery): string[] {
  return [...new Set([entity['x-key'], ...query.sort.map((term) => term.field)])];
}

/** The columns as text under names of their own (`c0`, …): an ORDER BY naming a column then still sorts by the column's type. */
const asText = (entity: EntitySchema, columns: string[]) => columns.map((name, index) => `r.${quoteIdent(entity, name)}::text AS c${index}`).join(', ');

const named = (columns: string[], rows: Record<string, string | null>[]): MatchRow[] =>
  rows.map((row) => Object.fromEntries(columns.map((name, index) => [name, row[`c${index}`]])));

/** Every match of the filter in the list's order, or undefined when there are more than COUNT_CAP. */
async function allMatches(db: Queryable, entity: EntitySchema, tenant: string, build: (params: SqlParams) => ListQuery): Promise<MatchRow[] | undefined> {
  const params = new SqlParams();
  const query = build(params);
  const columns = matchColumns(entity, query);
  const { rows } = await db.query<Record<string, string | null>>(
    `WITH r AS MATERIALIZED (SELECT ${columns.map((name) => quoteIdent(entity, name)).join(', ')} FROM ${tableName(entity['x-resource'])} AS r
       WHERE tenant = ${params.add(tenant)} AND ${query.where} LIMIT ${COUNT_CAP + 1})
     SELECT ${asText(entity, columns)} FROM r ORDER BY ${orderBy(entity, query.sort)}`,
    params.values,
  );
  return rows.length > COUNT_CAP ? undefined : named(columns, rows);
}

/** Which of the records of `keys` the filter matches now, with their sort columns. */
async function matchesAmong(db: Queryable, entity: EntitySchema, tenant: string, build: (params: SqlParams) => ListQuery, keys: string[]) {
  const params = new SqlParams();
  const query = build(params);
  const key = quoteIdent(entity, entity['x-key']);
  const columns = matchColumns(entity, query);
  const { rows } = await db.query<Record<string, string | null>>(
    `SELECT ${asText(entity, columns)} FROM ${tableName(entity['x-resource'])} AS r
     WHERE tenant = ${params.add(tenant)} AND ${key} = ANY(${params.add(keys)}::${columnType(entityProperties(entity)[entity['x-key']])}[]) AND ${query.where}`,
    params.values,
  );
  return named(columns, rows);
}

/** `rows` in the list's order, sorted by the database as the list query sorts (collations, nulls, types of the table's columns). */
async function sorted(db: Queryable, entity: EntitySchema, query: ListQuery, rows: MatchRow[]): Promise<MatchRow[]> {
  const key = entity['x-key'];
  const { rows: order } = await db.query<{ sorted_key: string }>(
    `SELECT r.${quoteIdent(entity, key)}::text AS sorted_key FROM jsonb_populate_recordset(NULL::${tableName(entity['x-resource'])}, $1::jsonb) AS r
     ORDER BY ${orderBy(entity, query.sort)}`,
    [JSON.stringify(rows)],
  );
  const byKey = new Map(rows.map((row) => [row[key], row]));
  return order.map((row) => byKey.get(row.sorted_key) as MatchRow);
}

const sameRow = (a: MatchRow, b: MatchRow | undefined) => b !== undefined && Object.keys(a).every((name) => a[name] === b[name]);

/**
 * The kept matches brought from their stamp to `stamp`: the records written since are read again and
 * take their place (out if they no longer match, in with their new sort columns if they do). Undefined
 * when the writes since left no keys, or when the matches grew beyond COUNT_CAP.
 */
async function corrected(
  db: Queryable,
  entity: EntitySchema,
  tenant: string,
  build: (params: SqlParams) => ListQuery,
  kept: { stamp: string; rows: MatchRow[] },
  stamp: string,
): Promise<MatchRow[] | undefined> {
  const written = await keysWrittenSince(db, entity, tenant, kept.stamp, stamp);
  if (!written) return undefined;
  if (written.length === 0) return kept.rows;
  const key = entity['x-key'];
  const rewritten = new Set(written);
  const now = await matchesAmong(db, entity, tenant, build, written);
  const before = new Map(kept.rows.filter((row) => rewritten.has(row[key] as string)).map((row) => [row[key], row]));
  if (now.length === before.size && now.every((row) => sameRow(row, before.get(row[key])))) return kept.rows;
  const rows = [...kept.rows.filter((row) => !rewritten.has(row[key] as string)), ...now];
  if (rows.length > COUNT_CAP) return undefined;
  return sorted(db, entity, build(new SqlParams()), rows);
}

/**
 * Total and page of a filter whose matches are decided row by row (ListQuery.matchedRowByRow), where a
 * count and a page read each would confirm every match (thousands of rows read one by one from the
 * table). Up to COUNT_CAP matches are kept in the node's list cache, in the list's order, under the
 * filter and sort; after a write they are corrected by the records written since instead of read again,
 * so a search stays cheap while others save. With more matches the filter is broad: only the total is
 * answered (COUNT_CAP + 1), and the page is read as any other (the sort's index meets matches early).
 */
export async function keptMatchesPage(
  db: Queryable,
  entity: EntitySchema,
  tenant: string,
  build: (params: SqlParams) => ListQuery,
  cache: ListCache,
  name: string,
  stamp: string,
): Promise<{ total: number; keys?: string[] }> {
  const kept = cache.matches(name);
  let rows: MatchRow[] | undefined;
  if (kept?.stamp === stamp) rows = kept.rows;
  else if (kept) rows = await corrected(db, entity, tenant, build, kept, stamp);
  rows ??= await allMatches(db, entity, tenant, build);
  if (!rows) {
    cache.forgetMatches(name);
    return { total: COUNT_CAP + 1 };
  }
  if (rows !== kept?.rows || kept.stamp !== stamp) cache.keepMatches(name, stamp, rows);
  const { page } = build(new SqlParams());
  const key = entity['x-key'];
  return { total: rows.length, keys: rows.slice(page.offset, page.offset + page.limit).map((row) => row[key] as string) };
}
