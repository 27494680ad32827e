import type { EntitySchema } from '../../shared/registry';
import { PLAN_ONCE, type Queryable, type QueryOptions } from '../db/db';
import { COUNT_CAP } from '../../shared/list-count';
import { columnParam, columnType } from '../../shared/column-values';
import { entityProperties } from './columns';
import { tenantToday } from '../time/tenant-day';
import { activeVersionsSql } from './active-version';
import type { Page, SortTerm } from '../lists/page-params';
import { dayRun, filteredWalk, rangeStart, pageScan, reversedSort, valueRun, type DayRun, type ValueRun } from '../lists/page-scan';
import { dayRunPageKeys } from './day-runs';
import { valueRunPageKeys } from './value-runs';
import { RANGE_START_FROM, countedColumns, dayColumns, rangeStartedPageKeys, valueCountsLag, type RangeKind } from './value-counts';
import { isCollated } from './collation';
import { cappedCountSql, countMethod } from './count-strategy';
import { listDates, sortedColumns, sortIndexColumns } from './indexes';
import { boundsOf, orderBy, UNFILTERED, type ListQuery } from './list-query';
import { hasMaintainedCount, maintainedCount, writeState } from './record-counts';
import type { ListCache } from './list-cache';
import { keptMatchesPage } from './kept-matches';
import { filteredTotal } from './kept-total';
import { SqlParams } from './sql-params';
import { quoteIdent, tableName } from './sql-names';

export type Row = Record<string, unknown>;

/**
 * The tenant's records as lists show them: for a versioned entity the version in effect on `day` (the
 * tenant's business day, tenantToday; activeVersionsSql), otherwise every row.
 */
export function recordSource(entity: EntitySchema, params: SqlParams, tenant: string, day: string): string {
  const table = tableName(entity['x-resource']);
  const tenantParam = params.add(tenant);
  if (!entity['x-versioned']) return `(SELECT * FROM ${table} WHERE tenant = ${tenantParam})`;
  return activeVersionsSql(table, quoteIdent(entity, entity['x-key']), `tenant = ${tenantParam}`, `${params.add(day)}::date`);
}

/**
 * One page of the list. For an entity whose rows are its records the page's keys are chosen first and
 * the rows fetched by key after: where an index on (tenant, sort column, key) exists (indexes.ts), the
 * skipped rows of a deep page are passed over in the index alone (an index-only scan) instead of being
 * read one by one from the table. `total`, the list's exact total where it is known before the page, lets a
 * page in the second half be read from the end (page-scan.ts). A filtered page in the key's order within a date
 * window is read day by day (day-runs.ts); otherwise it is looked for by a bounded walk
 * of the order (filteredWalk, from its count `total` and the tenant's `tenantRows`), and read from the sorted
 * matches when the walk is not worth it or does not find the page. A deep page of an unfiltered list sorted by a
 * counted column (a date, a number, a master-data reference, the key) starts at its value's range (value-counts.ts),
 * and one sorted by a column that every record leaves empty at its key's.
 */
export async function listRows(
  db: Queryable,
  entity: EntitySchema,
  tenant: string,
  build: (params: SqlParams) => ListQuery,
  day: string,
  total?: number,
  tenantRows?: number,
) {
  const params = new SqlParams();
  if (entity['x-versioned']) {
    const source = recordSource(entity, params, tenant, day);
    const query = build(params);
    const page = ` LIMIT ${params.add(query.page.limit)} OFFSET ${params.add(query.page.offset)}`;
    const { rows } = await db.query<Row>(`SELECT * FROM ${source} AS r WHERE ${query.where} ORDER BY ${orderBy(entity, query.sort)}${page}`, params.values);
    return rows;
  }
  const table = tableName(entity['x-resource']);
  const key = quoteIdent(entity, entity['x-key']);
  const tenantParam = params.add(tenant);
  const query = build(params);
  const order = orderBy(entity, query.sort);
  const filtered = query.where !== UNFILTERED;
  if (filtered) {
    const found = await filteredPage(db, entity, tenant, build, query, total, tenantRows);
    if (found) return found;
  }
  // A filtered page that got here reads its matches: the counts are the whole list's.
  const counted = filtered ? new Map<string, RangeKind>() : countedColumns(entity);
  const started = rangeStart(query.page, query.sort, [...counted.keys()], sortedColumns(entity), entity['x-key'], RANGE_START_FROM);
  if (started && !(await valueCountsLag(db, entity['x-resource'], tenant))) {
    const { offset, limit } = query.page;
    const unsent = params.values.length;
    const { column, emptyColumn } = started;
    const pageKeys = rangeStartedPageKeys(entity, params, tenantParam, column, counted.get(column)!, query.sort[0].direction, offset, limit, emptyColumn);
    const { rows } = await db.query<Row>(rowsOfPage(entity, tenantParam, pageKeys, order), params.values);
    // A column that a record fills has an order of its own: the page is read from it below.
    if (rows.length || !emptyColumn) return rows;
    params.keep(unsent);
  }
  const scan = filtered ? { reversed: false, ...query.page } : pageScan(query.page, total);
  const scanOrder = scan.reversed ? orderBy(entity, reversedSort(query.sort)) : order;
  const matches = `${table} WHERE tenant = ${tenantParam} AND ${query.where}`;
  // A filtered page reads its matches and sorts them; OFFSET 0 keeps their query apart, so it is planned
  // without the order and reads them by the filter's own indexes.
  const source = filtered ? `(SELECT ${selectedColumns(entity, query.sort)} FROM ${matches} OFFSET 0) AS matches` : matches;
  const { rows } = await db.query<Row>(
    rowsOfPage(
      entity,
      tenantParam,
      `SELECT ${key} AS page_key FROM ${source} ORDER BY ${scanOrder} LIMIT ${params.add(scan.limit)} OFFSET ${params.add(scan.offset)}`,
      order,
    ),
    params.values,
  );
  return rows;
}

/**
 * A filtered page found without sorting every match, or undefined: in the key's order by the window's days, in
 * the order of a column with a composite index by its values and the window's days (each at most a page's rows
 * per day, so before a walk), by a bounded walk of the order, or after a walk in vain by the column's values.
 */
async function filteredPage(
  db: Queryable,
  entity: EntitySchema,
  tenant: string,
  build: (params: SqlParams) => ListQuery,
  query: ListQuery,
  total?: number,
  tenantRows?: number,
): Promise<Row[] | undefined> {
  const key = entity['x-key'];
  const [sorted, days] = [sortedColumns(entity), dayColumns(entity)];
  const byValue = valueRun(query, query.sort, key, sorted, entity['x-indexes'] ?? [], listDates(entity), days);
  if (byValue?.days) {
    const ranValues = await valueRunPage(db, entity, tenant, build, byValue);
    if (ranValues) return ranValues;
  } else {
    const run = dayRun(query, query.sort, key, days, (column) => sortIndexColumns(entity, [column, key]), sorted);
    const ranDays = run ? await dayRunPage(db, entity, tenant, build, run) : undefined;
    if (ranDays) return ranDays;
  }
  const walk = filteredWalk(query.page, total, tenantRows, walksIndexOnly(entity, query));
  const walked = walk ? await walkedPage(db, entity, tenant, build, walk) : undefined;
  if (walked) return walked;
  return byValue ? valueRunPage(db, entity, tenant, build, { column: byValue.column }) : undefined;
}

/** Whether the walk of a filtered page reads the order's index alone: the filter reads only columns it holds. */
function walksIndexOnly(entity: EntitySchema, query: ListQuery): boolean {
  const order = query.sort.map((term) => term.field);
  const held = new Set(sortIndexColumns(entity, order));
  return !query.matchedRowByRow && held.size > 0 && [...query.filteredBy].every((name) => held.has(name));
}

/** The rows of a page whose keys `pageKeys` (a query answering `page_key`) chooses, in the list's `order`. */
function rowsOfPage(entity: EntitySchema, tenantParam: string, pageKeys: string, order: string): string {
  const table = tableName(entity['x-resource']);
  const key = quoteIdent(entity, entity['x-key']);
  return `SELECT r.* FROM (${pageKeys}) AS page JOIN ${table} AS r ON r.tenant = ${tenantParam} AND r.${key} = page.page_key ORDER BY ${order}`;
}

/**
 * A filtered page found by walking the order's index over at most `walk` rows and keeping those the filter takes
 * (the walk stops once it holds the page), or undefined when it did not find the whole page there.
 */
async function walkedPage(db: Queryable, entity: EntitySchema, tenant: string, build: (params: SqlParams) => ListQuery, walk: number) {
  const { rows, query } = await pageOfKeys(db, entity, tenant, build, (params, tenantParam, listQuery) => {
    const key = quoteIdent(entity, entity['x-key']);
    const order = orderBy(entity, listQuery.sort);
    // Rows outside the filter's bounds on the first sort column hold no match: the walk passes over them in the index.
    // Free text sorts in its collation, which the bounds do not compare in, so its index could not skip by them.
    const first = listQuery.sort[0].field;
    const bounded = isCollated(entity, first) ? '' : boundsOf(listQuery, first);
    const walked = `SELECT ${selectedColumns(entity, listQuery.sort)}, (${listQuery.where}) AS hit FROM ${tableName(entity['x-resource'])}
      WHERE tenant = ${tenantParam}${bounded} ORDER BY ${order} LIMIT ${params.add(walk)}`;
    return `SELECT ${key} AS page_key FROM (${walked}) AS walked WHERE hit ORDER BY ${order} LIMIT ${params.add(listQuery.page.limit)} OFFSET ${params.add(listQuery.page.offset)}`;
  });
  return fullPage(rows, query);
}

/** The rows when they fill the page: a read that stops early (a walk, the values' runs) may have missed some. */
const fullPage = (rows: Row[], query: ListQuery) => (rows.length === query.page.limit && rows.length > 0 ? rows : undefined);

/** The rows of a page whose keys `pageKeys` chooses from the filter's query, with parameters of its own. */
async function pageOfKeys(
  db: Queryable,
  entity: EntitySchema,
  tenant: string,
  build: (params: SqlParams) => ListQuery,
  pageKeys: (params: SqlParams, tenantParam: string, query: ListQuery) => string,
  options?: QueryOptions,
): Promise<{ rows: Row[]; query: ListQuery }> {
  const params = new SqlParams();
  const tenantParam = params.add(tenant);
  const query = build(params);
  const { rows } = await db.query<Row>(
    rowsOfPage(entity, tenantParam, pageKeys(params, tenantParam, query), orderBy(entity, query.sort)),
    params.values,
    options,
  );
  return { rows, query };
}

/** A filtered page read day by day (day-runs.ts), or undefined when that read gave no row (the page is then read otherwise). */
async function dayRunPage(db: Queryable, entity: EntitySchema, tenant: string, build: (params: SqlParams) => ListQuery, run: DayRun) {
  // Its plan is index lookups whatever the values, so PostgreSQL may keep it: planning it anew cost more than running it.
  const { rows } = await pageOfKeys(
    db,
    entity,
    tenant,
    build,
    (params, tenantParam, query) => dayRunPageKeys(entity, params, tenantParam, query, run),
    PLAN_ONCE,
  );
  return rows.length ? rows : undefined;
}

/** A filtered page read value by value of its sort column (value-runs.ts), or undefined when that read did not fill it. */
async function valueRunPage(db: Queryable, entity: EntitySchema, tenant: string, build: (params: SqlParams) => ListQuery, run: ValueRun) {
  const { rows, query } = await pageOfKeys(db, entity, tenant, build, (params, tenantParam, listQuery) =>
    valueRunPageKeys(entity, params, tenantParam, listQuery, run),
  );
  return fullPage(rows, query);
}

/** The key and the sort columns, what ordering a page of matches needs. */
function selectedColumns(entity: EntitySchema, sort: SortTerm[]): string {
  return [...new Set([entity['x-key'], ...sort.map((term) => term.field)])].map((name) => quoteIdent(entity, name)).join(', ');
}

/**
 * The list's total by the count strategy (count-strategy.ts): exact, or COUNT_CAP + 1 for "more"; versions
 * as on `day`. `maintained` is the count already read with the write state, if it was.
 */
export async function countRows(
  db: Queryable,
  entity: EntitySchema,
  tenant: string,
  build: (params: SqlParams) => ListQuery,
  day: string,
  maintained?: number,
): Promise<number> {
  const params = new SqlParams();
  const source = recordSource(entity, params, tenant, day);
  const query = build(params);
  if (countMethod(entity, query.where !== UNFILTERED) === 'maintained') return maintained ?? maintainedCount(db, entity, tenant);
  const { rows } = await db.query<{ total: number | string }>(cappedCountSql(`${source} AS r WHERE ${query.where}`), params.values);
  return Number(rows[0].total);
}

/**
 * The keys of the first `limit` records the list's filter matches, in the list's order (a bulk action on
 * "all matching the filter"; the caller asks for one more than it takes to tell that there are more).
 */
export async function matchingKeys(
  db: Queryable,
  entity: EntitySchema,
  tenant: string,
  build: (params: SqlParams) => ListQuery,
  day: string,
  limit: number,
): Promise<string[]> {
  const params = new SqlParams();
  const source = recordSource(entity, params, tenant, day);
  const query = build(params);
  const key = quoteIdent(entity, entity['x-key']);
  const { rows } = await db.query<{ key: string }>(
    `SELECT r.${key} AS key FROM ${source} AS r WHERE ${query.where} ORDER BY ${orderBy(entity, query.sort)} LIMIT ${params.add(limit)}`,
    params.values,
  );
  return rows.map((row) => String(row.key));
}

/** The rows of `keys`, in that order (a cached page: every key names a record while the write stamp holds). */
async function rowsByKey(db: Queryable, entity: EntitySchema, tenant: string, keys: string[]): Promise<Row[]> {
  const key = quoteIdent(entity, entity['x-key']);
  const type = columnType(entityProperties(entity)[entity['x-key']]);
  const { rows } = await db.query<Row>(
    `SELECT r.* FROM unnest($2::${type}[]) WITH ORDINALITY AS page(page_key, position)
     JOIN ${tableName(entity['x-resource'])} AS r ON r.tenant = $1 AND r.${key} = page.page_key ORDER BY page.position`,
    [tenant, keys],
    PLAN_ONCE,
  );
  return rows;
}

/** What the node's list cache files a filter's answers under: the resource, the tenant and the filter's SQL condition with its values. */
export function filterKey(entity: EntitySchema, tenant: string, where: string, params: SqlParams): string {
  return JSON.stringify([entity['x-resource'], tenant, where, params.values]);
}

/** The list's exact total where known before its page: the maintained count unfiltered, a kept total below the cap. */
function exactTotal(query: ListQuery, maintained: number, kept: number | undefined): number | undefined {
  if (query.where === UNFILTERED) return maintained;
  return kept !== undefined && kept <= COUNT_CAP ? kept : undefined;
}

/**
 * A list page and its total. An entity whose rows are its records takes the total of a filter and the
 * keys of a page it computed before from the node's cache while the tenant's write stamp is unchanged;
 * the stamp is read first, so an answer is never filed under a stamp older than the rows it came from.
 */
export async function listPage(
  db: Queryable,
  entity: EntitySchema,
  tenant: string,
  build: (params: SqlParams) => ListQuery,
  cache: ListCache,
): Promise<{ rows: Row[]; total: number }> {
  const day = await tenantToday(db, tenant);
  if (!hasMaintainedCount(entity)) {
    const [rows, total] = await Promise.all([listRows(db, entity, tenant, build, day), countRows(db, entity, tenant, build, day)]);
    return { rows, total };
  }
  const { stamp, total: maintained } = await writeState(db, entity, tenant);
  const params = new SqlParams();
  const query = build(params);
  const filter = filterKey(entity, tenant, query.where, params);
  const page = JSON.stringify([filter, orderBy(entity, query.sort), query.page]);
  const cachedKeys = cache.page(page, stamp);
  const cachedTotal = cache.total(filter, stamp);
  let keys = cachedKeys;
  let total = cachedTotal;
  if (!keys && query.matchedRowByRow) {
    const matched = await keptMatchesPage(db, entity, tenant, build, cache, JSON.stringify([filter, orderBy(entity, query.sort)]), stamp);
    keys = matched.keys;
    total ??= matched.total;
  }
  // A filtered list is counted before its page: the count bounds the walk that looks for the page (filteredWalk).
  if (!keys && query.where !== UNFILTERED) total ??= await filteredTotal(db, entity, tenant, build, cache, filter, stamp);
  const [rows, counted] = await Promise.all([
    keys ? rowsByKey(db, entity, tenant, keys) : listRows(db, entity, tenant, build, day, exactTotal(query, maintained, total), maintained),
    total ?? (query.where === UNFILTERED ? maintained : filteredTotal(db, entity, tenant, build, cache, filter, stamp)),
  ]);
  if (!cachedKeys)
    cache.keepPage(
      page,
      stamp,
      rows.map((row) => String(row[entity['x-key']])),
    );
  if (cachedTotal === undefined) cache.keepTotal(filter, stamp, counted);
  return { rows, total: counted };
}

/** The record of `key` as GET shows it (the version in effect on the tenant's business day), or undefined. */
export async function findActive(db: Queryable, entity: EntitySchema, tenant: string, key: string): Promise<Row | undefined> {
  return findActiveOn(db, entity, tenant, key, await tenantToday(db, tenant));
}

/** The record of `key` as it was on `day` (the version in effect then), or undefined. */
export async function findActiveOn(db: Queryable, entity: EntitySchema, tenant: string, key: string, day: string): Promise<Row | undefined> {
  const params = new SqlParams();
  const source = recordSource(entity, params, tenant, day);
  const { rows } = await db.query<Row>(
    `SELECT * FROM ${source} AS r WHERE ${quoteIdent(entity, entity['x-key'])} = ${params.add(key)}`,
    params.values,
    PLAN_ONCE,
  );
  return rows[0];
}

/** The row an update starts from: the latest version (or the only row), locked until the transaction ends. */
export async function findLatestForUpdate(db: Queryable, entity: EntitySchema, tenant: string, key: string): Promise<Row | undefined> {
  const order = entity['x-versioned'] ? ' ORDER BY "version" DESC LIMIT 1' : '';
  const { rows } = await db.query<Row>(
    `SELECT * FROM ${tableName(entity['x-resource'])} WHERE tenant = $1 AND ${quoteIdent(entity, entity['x-key'])} = $2${order} FOR UPDATE`,
    [tenant, key],
  );
  return rows[0];
}

/** One version of `key` (versioned entities), or undefined; `forUpdate` locks it until the transaction ends. */
export async function findVersion(
  db: Queryable,
  entity: EntitySchema,
  tenant: string,
  key: string,
  version: number,
  forUpdate = false,
): Promise<Row | undefined> {
  const { rows } = await db.query<Row>(
    `SELECT * FROM ${tableName(entity['x-resource'])} WHERE tenant = $1 AND ${quoteIdent(entity, entity['x-key'])} = $2 AND "version" = $3${forUpdate ? ' FOR UPDATE' : ''}`,
    [tenant, key, version],
  );
  return rows[0];
}

/** The version of `key` valid from `validFrom`, if one is. */
export async function versionValidFrom(db: Queryable, entity: EntitySchema, tenant: string, key: string, validFrom: unknown): Promise<number | undefined> {
  const { rows } = await db.query<{ version: number }>(
    `SELECT "version" FROM ${tableName(entity['x-resource'])} WHERE tenant = $1 AND ${quoteIdent(entity, entity['x-key'])} = $2 AND "validFrom" = $3::date`,
    [tenant, key, validFrom],
  );
  return rows[0] === undefined ? undefined : Number(rows[0].version);
}

/**
 * Whether the tenant has a record (any version) of `key`. `lock` keeps its rows locked until the
 * transaction ends: `KEY SHARE` for a writer that refers to it, `UPDATE` for one that deletes or renumbers it.
 */
export async function keyExists(db: Queryable, entity: EntitySchema, tenant: string, key: unknown, lock?: 'KEY SHARE' | 'UPDATE'): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM ${tableName(entity['x-resource'])} WHERE tenant = $1 AND ${quoteIdent(entity, entity['x-key'])} = $2${lock ? ` FOR ${lock}` : ' LIMIT 1'}`,
    [tenant, key],
  );
  return rows.length > 0;
}

/** One page of the versions of `key`, newest first, and how many there are. */
export async function listVersions(db: Queryable, entity: EntitySchema, tenant: string, key: string, page: Page): Promise<{ rows: Row[]; total: number }> {
  const where = `FROM ${tableName(entity['x-resource'])} WHERE tenant = $1 AND ${quoteIdent(entity, entity['x-key'])} = $2`;
  const [{ rows }, count] = await Promise.all([
    db.query<Row>(`SELECT * ${where} ORDER BY "version" DESC LIMIT $3 OFFSET $4`, [tenant, key, page.limit, page.offset]),
    db.query<{ total: number }>(`SELECT count(*) AS total ${where}`, [tenant, key]),
  ]);
  return { rows, total: Number(count.rows[0].total) };
}

/** The version number `key` has reached (0 when it has none). */
export async function latestVersion(db: Queryable, entity: EntitySchema, tenant: string, key: string): Promise<number> {
  const { rows } = await db.query<{ latest: number | null }>(
    `SELECT max("version") AS latest FROM ${tableName(entity['x-resource'])} WHERE tenant = $1 AND ${quoteIdent(entity, entity['x-key'])} = $2`,
    [tenant, key],
  );
  return Number(rows[0]?.latest ?? 0);
}

export async function insertRow(db: Queryable, entity: EntitySchema, tenant: string, user: string, record: Row): Promise<Row> {
  const params = new SqlParams();
  const properties = entityProperties(entity);
  const names = Object.keys(properties);
  const values = names.map((name) => params.add(columnParam(properties[name], record[name] ?? null)));
  const userParam = params.add(user);
  const { rows } = await db.query<Row>(
    `INSERT INTO ${tableName(entity['x-resource'])} (tenant, created_by, updated_by, ${names.map((name) => quoteIdent(entity, name)).join(', ')})
     VALUES (${params.add(tenant)}, ${userParam}, ${userParam}, ${values.join(', ')}) RETURNING *`,
    params.values,
  );
  return rows[0];
}

/**
 * Overwrites every property of the record `key` (of one of its versions, when `version` is given); the
 * key itself may change (an unversioned record; a versioned one is renamed with all its versions first).
 */
export async function updateRow(db: Queryable, entity: EntitySchema, tenant: string, user: string, key: string, record: Row, version?: number): Promise<Row> {
  const params = new SqlParams();
  const assignments = Object.entries(entityProperties(entity)).map(
    ([name, property]) => `${quoteIdent(entity, name)} = ${params.add(columnParam(property, record[name] ?? null))}`,
  );
  const { rows } = await db.query<Row>(
    `UPDATE ${tableName(entity['x-resource'])} SET ${assignments.join(', ')}, updated_at = now(), updated_by = ${params.add(user)}
     WHERE tenant = ${params.add(tenant)} AND ${quoteIdent(entity, entity['x-key'])} = ${params.add(key)}${version === undefined ? '' : ` AND "version" = ${params.add(version)}`} RETURNING *`,
    params.values,
  );
  return rows[0];
}

/** Moves every version of `key` to `newKey`. */
export async function renameKey(db: Queryable, entity: EntitySchema, tenant: string, key: string, newKey: unknown): Promise<void> {
  const column = quoteIdent(entity, entity['x-key']);
  await db.query(`UPDATE ${tableName(entity['x-resource'])} SET ${column} = $3 WHERE tenant = $1 AND ${column} = $2`, [tenant, key, newKey]);
}

/** Deletes the record with all its versions. */
export async function deleteRows(db: Queryable, entity: EntitySchema, tenant: string, key: string): Promise<void> {
  await db.query(`DELETE FROM ${tableName(entity['x-resource'])} WHERE tenant = $1 AND ${quoteIdent(entity, entity['x-key'])} = $2`, [tenant, key]);
}
