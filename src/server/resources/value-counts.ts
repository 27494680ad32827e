import { createHash } from 'node:crypto';
import type { EntitySchema, PropertySchema, Registry } from '../../shared/registry';
import type { Db, Queryable } from '../db/db';
import type { Direction } from '../lists/page-params';
import { columnType } from '../../shared/column-values';
import { entityProperties } from './columns';
import { hasMaintainedCount } from './record-counts';
import { sortedColumns } from './indexes';
import type { SqlParams } from './sql-params';
import { quoteIdent, tableName } from './sql-names';
import { createStatementTriggers, type StatementTriggerNames } from './statement-triggers';
import { valueCountFunctionBody, type CountedRange } from './value-count-function';

/**
 * How value_counts (migrations 25 to 27) ranges a counted column's values: a date by its day; a number by its
 * three significant digits (range_of_number); a reference to master data by its value. Each range is the least
 * value it holds, so the records at or after a range are those whose value is at least the range. The key and a
 * status (an enumeration: a few values, each held by many records) are ranged by their value (none for the key)
 * and the greatest of the tenant's key marks not above the record's key (markKeys): a range is the least (value,
 * key) it holds. A day or a value that more than SPLIT_ABOVE records share is ranged so too once the keys are marked
 * (splitLargeRanges). A free text or a time has no few ranges: it is not counted.
 */
export type RangeKind = 'day' | 'number' | 'value' | 'mark';

/** The value_counts column holding a kind's ranges (a mark's value; its mark is in mark). */
const RANGE_COLUMN: Record<RangeKind, 'day' | 'num' | 'txt'> = { day: 'day', number: 'num', value: 'txt', mark: 'txt' };

/** How the trigger function is told a kind's ranges: the value_counts column, or 'mark'. */
const triggerRange = (kind: RangeKind): CountedRange['range'] => (kind === 'mark' ? 'mark' : RANGE_COLUMN[kind]);

function rangeKind(property: PropertySchema): RangeKind | undefined {
  const type = columnType(property);
  if (type === 'date') return 'day';
  if (type === 'numeric' || type === 'bigint') return 'number';
  if (type === 'text' && property.enum) return 'mark';
  return type === 'text' && property['x-ref']?.masterData ? 'value' : undefined;
}

/**
 * The columns whose records per range value_counts keeps, with their kinds: the key and the sorted columns
 * (indexes.ts) that can be ranged, of an entity whose rows are its records.
 */
export function countedColumns(entity: EntitySchema): Map<string, RangeKind> {
  const counted = new Map<string, RangeKind>();
  if (!hasMaintainedCount(entity)) return counted;
  const properties = entityProperties(entity);
  // key_marks holds keys as text: a key of another type has no marks, nor has a status beside it.
  const marked = columnType(properties[entity['x-key']]) === 'text';
  if (marked) counted.set(entity['x-key'], 'mark');
  for (const name of sortedColumns(entity)) {
    const kind = rangeKind(properties[name]);
    if (kind && (kind !== 'mark' || marked)) counted.set(name, kind);
  }
  return counted;
}

/** The counted columns whose large ranges are counted per key mark: days and values, of an entity whose keys are marked. */
function splittableColumns(entity: EntitySchema): string[] {
  const counted = countedColumns(entity);
  if (counted.get(entity['x-key']) !== 'mark') return [];
  return [...counted].filter(([, kind]) => SPLIT_KINDS.includes(kind)).map(([column]) => column);
}

/** The counted dates: their ranges are days, so a filter on one of them is counted from value_counts alone. */
export function dayColumns(entity: EntitySchema): string[] {
  return [...countedColumns(entity)].filter(([, kind]) => kind === 'day').map(([name]) => name);
}

/** A column's range as SQL of the row (a mark's value; none for the key): the trigger function (value-count-function.ts) and the first count read it. */
function rangeOf(entity: EntitySchema, column: string, kind: RangeKind): string {
  const value = quoteIdent(entity, column);
  if (kind === 'mark') return column === entity['x-key'] ? 'NULL' : `${value}::text`;
  return kind === 'number' ? `range_of_number(${value})` : kind === 'value' ? `${value}::text` : value;
}

/** A table's value-count trigger function of the body whose hash is `hash`; its triggers' names end in the same hash. */
const functionName = (table: string, hash: string) => `${table}_values_${hash}`;

/** The trigger function and triggers of a table for the body of its function: another body, other names, made anew. */
function triggerNames(table: string, body: string): StatementTriggerNames & { function: string } {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 8);
  const name = (operation: string) => `${table}_values_${operation}_${hash}`;
  return { function: functionName(table, hash), insert: name('insert'), update: name('update'), delete: name('delete'), truncate: name('truncate') };
}

/** The transaction setting under which the trigger functions leave the statements of a bulk load uncounted (countValuesLater). */
const COUNTS_SETTING = 'fuel_portal.value_counts';
const COUNTED_NOW = `current_setting('${COUNTS_SETTING}', true) IS DISTINCT FROM 'later'`;

/**
 * Creates the value-count triggers of a table that lacks them (dropping those of another set of columns) and
 * counts its rows once. Inside the table sync's transaction: the trigger's lock keeps writes out until then.
 */
export async function ensureValueCountTriggers(db: Queryable, entity: EntitySchema, triggers: Set<string>): Promise<void> {
  const table = tableName(entity['x-resource']);
  const counted = countedColumns(entity);
  const ranges = [...counted].map(([column, kind]) => ({ column, range: triggerRange(kind), expression: rangeOf(entity, column, kind) }));
  const body = valueCountFunctionBody(entity['x-resource'], quoteIdent(entity, entity['x-key']), ranges);
  // The condition is named too: triggers made before it existed are made anew.
  const names = triggerNames(table, `${body} WHEN ${COUNTED_NOW}`);
  const wanted = counted.size ? [names.insert, names.update, names.delete, names.truncate] : [];
  const present = [...triggers].filter((name) => name.startsWith(`${table}_values_`));
  if (wanted.every((name) => triggers.has(name)) && present.every((name) => wanted.includes(name))) return;
  for (const name of present) await db.query(`DROP TRIGGER IF EXISTS "${name}" ON ${table}`);
  // Their functions, where they had one of their own: a trigger's name ends in the hash its function's name ends in.
  for (const hash of new Set(present.map((name) => name.slice(name.lastIndexOf('_') + 1))))
    await db.query(`DROP FUNCTION IF EXISTS "${functionName(table, hash)}"()`);
  await db.query('DELETE FROM value_counts WHERE resource = $1', [entity['x-resource']]);
  if (!counted.size) return;
  await db.query(`CREATE OR REPLACE FUNCTION "${names.function}"() RETURNS trigger LANGUAGE plpgsql AS $body$ ${body} $body$`);
  await createStatementTriggers(db, table, names, `"${names.function}"()`, COUNTED_NOW);
  await countRanges(db, entity);
  // Marked after the ranges are counted, so that the large ones are counted per mark.
  if (counted.get(entity['x-key']) === 'mark') {
    // The tenants holding records, from the record counts the table sync made just before.
    const { rows } = await db.query<{ tenant: string }>('SELECT tenant FROM record_counts WHERE resource = $1 GROUP BY tenant HAVING sum(n) > 0', [
      entity['x-resource'],
    ]);
    for (const { tenant } of rows) await markKeys(db, entity, tenant, SPLIT_ABOVE);
  }
}

/** Counts the records of every tenant, or of `tenant`, per range of each counted column but the marked ones (markKeys counts those), from the table. */
async function countRanges(db: Queryable, entity: EntitySchema, tenant?: string): Promise<void> {
  const table = tableName(entity['x-resource']);
  for (const [column, kind] of countedColumns(entity)) {
    if (kind === 'mark') continue;
    const range = rangeOf(entity, column, kind);
    await db.query(
      `INSERT INTO value_counts (tenant, resource, field, ${RANGE_COLUMN[kind]}, n, folded)
       SELECT tenant, $1, $2, ${range}, count(*), true FROM ${table} ${tenant === undefined ? '' : 'WHERE tenant = $3'} GROUP BY tenant, ${range}`,
      [entity['x-resource'], column, ...(tenant === undefined ? [] : [tenant])],
    );
  }
}

/**
 * Runs `write`, which writes the tenant's records of the resource in the transaction `tx`, leaving their value counts
 * to `countValuesAnew`: a bulk load of a million rows spends more on counting them batch by batch (about 100 µs a
 * row) than on writing them, and once on the written table a few seconds. Until then value_counts_later says that
 * the tenant's counts lack rows, and the readers (valueCountsLag) read the table instead. The transaction's other
 * statements are counted as ever.
 */
export async function countValuesLater<T>(tx: Queryable, resource: string, tenant: string, write: () => Promise<T>): Promise<T> {
  await tx.query('INSERT INTO value_counts_later (tenant, resource) VALUES ($1, $2) ON CONFLICT DO NOTHING', [tenant, resource]);
  await tx.query(`SELECT set_config('${COUNTS_SETTING}', 'later', true)`);
  const written = await write();
  await tx.query(`SELECT set_config('${COUNTS_SETTING}', '', true)`);
  return written;
}

/** Whether the tenant's value counts of the resource lack rows written under countValuesLater: they must not be read then. */
export async function valueCountsLag(db: Queryable, resource: string, tenant: string): Promise<boolean> {
  const { rows } = await db.query('SELECT FROM value_counts_later WHERE tenant = $1 AND resource = $2', [tenant, resource]);
  return rows.length > 0;
}

/**
 * Counts the tenant's records of the entity anew from the table, per range and key mark, after writes made under
 * countValuesLater: in a transaction of its own that holds the table against writes meanwhile, so that no write is
 * counted twice or not at all.
 */
export async function countValuesAnew(db: Db, entity: EntitySchema, tenant: string): Promise<void> {
  const resource = entity['x-resource'];
  await db.transaction(async (tx) => {
    await tx.query(`LOCK TABLE ${tableName(resource)} IN SHARE MODE`);
    await tx.query('DELETE FROM value_counts WHERE tenant = $1 AND resource = $2', [tenant, resource]);
    await countRanges(tx, entity, tenant);
    if (countedColumns(entity).get(entity['x-key']) === 'mark') await markKeys(tx, entity, tenant, SPLIT_ABOVE);
    await tx.query('DELETE FROM value_counts_later WHERE tenant = $1 AND resource = $2', [tenant, resource]);
  });
}

/** Counts anew what loads left for later and did not count (the process ended first): at a start, before the lists are read. */
export async function countLeftValues(db: Db, registry: Registry): Promise<void> {
  const { rows } = await db.query<{ tenant: string; resource: string }>('SELECT tenant, resource FROM value_counts_later ORDER BY resource, tenant');
  for (const { tenant, resource } of rows) {
    const entity = registry.get(resource);
    if (entity) await countValuesAnew(db, entity, tenant);
    else await db.query('DELETE FROM value_counts_later WHERE tenant = $1 AND resource = $2', [tenant, resource]);
  }
}

/** Records from one key mark to the next: a page sorted by the key skips fewer than this many in its range. */
export const MARK_EVERY = 1_000;

/** A range of this many keys is marked anew (rebalanceKeyMarks): keys written since the marks fill the range between two. */
const MARKED_AT_MOST = 4 * MARK_EVERY;

/**
 * Marks every MARK_EVERY-th key of the tenant's records and counts the records of each marked column (the key, a
 * status) per value and mark, the first mark '' (the trigger function puts a key below every mark there), and the ranges of
 * more than `splitAbove` records of a day or a value so too (splitLargeRanges). The caller holds
 * the table against writes (the table sync's lock, or rebalanceKeyMarks's), so no write is counted under marks that
 * are gone.
 */
async function markKeys(db: Queryable, entity: EntitySchema, tenant: string, splitAbove: number): Promise<void> {
  const resource = entity['x-resource'];
  const key = quoteIdent(entity, entity['x-key']);
  const marked = [...countedColumns(entity)].filter(([, kind]) => kind === 'mark').map(([column]) => column);
  await db.query('DELETE FROM key_marks WHERE tenant = $1 AND resource = $2', [tenant, resource]);
  await db.query('DELETE FROM value_counts WHERE tenant = $1 AND resource = $2 AND field = ANY($3::text[])', [tenant, resource, marked]);
  const values = marked.map((column) => rangeOf(entity, column, 'mark')).join(', ');
  await db.query(
    `WITH ranked AS MATERIALIZED (SELECT ${key} AS k, ARRAY[${values}]::text[] AS ranges,
       (row_number() OVER (ORDER BY ${key}) - 1) / ${MARK_EVERY} AS b FROM ${tableName(resource)} WHERE tenant = $1),
     bounds AS (SELECT b, CASE WHEN b = 0 THEN '' ELSE min(k) END AS mark FROM ranked GROUP BY b),
     marked AS (INSERT INTO key_marks (tenant, resource, mark) SELECT $1, $2, mark FROM bounds WHERE mark <> '')
     INSERT INTO value_counts (tenant, resource, field, txt, mark, n, folded)
     SELECT $1, $2, ($3::text[])[i], ranges[i], mark, count(*), true
     FROM ranked JOIN bounds USING (b) CROSS JOIN generate_subscripts($3::text[], 1) AS i GROUP BY i, ranges[i], mark`,
    [tenant, resource, marked],
  );
  for (const column of splittableColumns(entity)) await splitLargeRanges(db, entity, tenant, column, splitAbove);
}

/** The kinds whose ranges are single values, so a range's order is its keys': one of many records is counted per mark. */
const SPLIT_KINDS: RangeKind[] = ['day', 'value'];

/** A day or a value that more records share than this is counted per key mark: a deep page in it skips fewer than a mark's records. */
export const SPLIT_ABOVE = 10 * MARK_EVERY;

/**
 * Counts the tenant's records of each range of `column` that holds more than `splitAbove` of them per key mark
 * too, and drops the counts per mark of a range that has become smaller: from the table, under the marks just made
 * (markKeys's caller holds the table against writes). The trigger function then counts a written row of such a range per
 * mark too. The counts of every range as a whole (mark empty) stay.
 */
async function splitLargeRanges(db: Queryable, entity: EntitySchema, tenant: string, column: string, splitAbove: number): Promise<void> {
  const resource = entity['x-resource'];
  const kind = countedColumns(entity).get(column)!;
  const range = RANGE_COLUMN[kind];
  const value = rangeOf(entity, column, kind);
  await db.query(
    `WITH chosen AS MATERIALIZED (SELECT ${range} AS range, sum(n) FILTER (WHERE mark IS NULL) > $4 AS split FROM value_counts
       WHERE tenant = $1 AND resource = $2 AND field = $3 GROUP BY ${range} HAVING sum(n) FILTER (WHERE mark IS NULL) > $4 OR bool_or(mark IS NOT NULL)),
     gone AS (DELETE FROM value_counts WHERE tenant = $1 AND resource = $2 AND field = $3 AND mark IS NOT NULL
       AND (${range} IN (SELECT range FROM chosen) OR (${range} IS NULL AND EXISTS (SELECT FROM chosen WHERE range IS NULL)))),
     split AS (SELECT range FROM chosen WHERE split),
     marked AS (SELECT range, is_row, coalesce(max(mark) OVER (ORDER BY k, is_row ROWS UNBOUNDED PRECEDING), '') AS mark
       FROM (SELECT ${value} AS range, ${quoteIdent(entity, entity['x-key'])} AS k, true AS is_row, NULL::text AS mark FROM ${tableName(resource)}
         WHERE tenant = $1 AND (${value} IN (SELECT range FROM split) OR (${value} IS NULL AND EXISTS (SELECT FROM split WHERE range IS NULL)))
         UNION ALL SELECT NULL, mark, false, mark FROM key_marks WHERE tenant = $1 AND resource = $2) AS merged)
     INSERT INTO value_counts (tenant, resource, field, ${range}, mark, n, folded)
     SELECT $1, $2, $3, range, mark, count(*), true FROM marked WHERE is_row GROUP BY range, mark`,
    [tenant, resource, column, splitAbove],
  );
}

/**
 * How long marking waits for the table's writers to finish: while it waits, every later write to the table waits
 * behind it, so a long import of another tenant would stall them all. It gives up instead, and the next import or
 * start marks the keys.
 */
const MARK_LOCK_WAIT = '2s';
/** PostgreSQL's error when lock_timeout ran out. */
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * Marks the keys of each tenant anew whose key range holds more than `atMost` records (writes since the last
 * marking, or a load), or only the `tenant`'s, and counts its ranges of more than `splitAbove` records per mark: in
 * a transaction of its own that holds the table against writes meanwhile (a second or two at a million records).
 */
export async function rebalanceKeyMarks(db: Db, entity: EntitySchema, tenant?: string, atMost = MARKED_AT_MOST, splitAbove = SPLIT_ABOVE): Promise<void> {
  if (countedColumns(entity).get(entity['x-key']) !== 'mark') return;
  const resource = entity['x-resource'];
  const table = tableName(resource);
  const ofTenant = tenant === undefined ? '' : 'AND tenant = $6';
  // A key range grown past the bound, or a day or value grown past splitAbove while counted as a whole alone.
  const unbalanced = async (tx: Queryable) =>
    (
      await tx.query<{ tenant: string }>(
        `SELECT DISTINCT tenant FROM (SELECT tenant FROM value_counts WHERE resource = $1 AND field = $2 ${ofTenant} GROUP BY tenant, mark HAVING sum(n) > $3
           UNION ALL SELECT tenant FROM value_counts WHERE resource = $1 AND field = ANY($4::text[]) ${ofTenant}
           GROUP BY tenant, field, day, txt HAVING sum(n) FILTER (WHERE mark IS NULL) > $5 AND NOT bool_or(mark IS NOT NULL)) AS large`,
        [resource, entity['x-key'], atMost, splittableColumns(entity), splitAbove, ...(tenant === undefined ? [] : [tenant])],
      )
    ).rows.map((row) => row.tenant);
  if (!(await unbalanced(db)).length) return;
  await db
    .transaction(async (tx) => {
      await tx.query(`SET LOCAL lock_timeout = '${MARK_LOCK_WAIT}'`);
      await tx.query(`LOCK TABLE ${table} IN SHARE MODE`);
      for (const marked of await unbalanced(tx)) await markKeys(tx, entity, marked, splitAbove);
    })
    .catch((error: { code?: string }) => {
      if (error.code !== LOCK_NOT_AVAILABLE) throw error;
    });
}

/** Pages starting this deep read their range's position from value_counts; before it, skipping the rows costs less. */
export const RANGE_START_FROM = 2_000;

/**
 * A query answering `page_key`: the keys of the page at `offset` of the tenant's records in the order of the
 * counted `column` then the key, both in `direction`. value_counts tells how many records lie before each range
 * in that order, so the page's first row is found in its range by skipping only that range's rows before it; all
 * in one statement, so the counts and the rows are read in one snapshot. A range's records are those from its
 * least value (a mark's: its least value and key) on, ascending, or below the next range, descending.
 * PostgreSQL's empty values come last ascending, first descending, as in the list's order; they are ranges of
 * their own, read by branches of their own. Where the range's rows before the page outnumber the records after it
 * (one large range: a column most records leave empty), the page is read from the end of the order instead
 * (page-scan.ts pageScan). With `emptyColumn`, the column is the key and the list's order is `emptyColumn`'s then
 * the key's: the same while every record leaves `emptyColumn` empty, and no page at all (no start range) once one
 * fills it.
 */
export function rangeStartedPageKeys(
  entity: EntitySchema,
  params: SqlParams,
  tenantParam: string,
  column: string,
  kind: RangeKind,
  direction: Direction,
  offset: number,
  limit: number,
  emptyColumn?: string,
): string {
  const table = tableName(entity['x-resource']);
  const key = quoteIdent(entity, entity['x-key']);
  // A day's or a value's large ranges are counted per mark too (splitLargeRanges): a range is the least (value, key)
  // it holds, as a status's, the least key '' where the range is counted as a whole alone.
  const split = splittableColumns(entity).includes(column);
  const marked = kind === 'mark' || split;
  // The key's own marks have no value: its order is the key's alone.
  const keyAlone = kind === 'mark' && column === entity['x-key'];
  const value = keyAlone ? 'NULL::text' : quoteIdent(entity, column);
  const type = kind === 'mark' ? 'text' : columnType(entityProperties(entity)[column]);
  const offsetParam = `${params.add(offset)}::bigint`;
  const limitParam = `${params.add(limit)}::bigint`;
  const counts = `value_counts WHERE tenant = ${tenantParam} AND resource = ${params.add(entity['x-resource'])} AND field = ${params.add(column)}`;
  const start = split
    ? startOfSplitRanges(counts, RANGE_COLUMN[kind], type, direction, offsetParam)
    : startOfRanges(
        counts,
        kind,
        type,
        direction,
        offsetParam,
        emptyColumn && `NOT EXISTS (SELECT FROM ${table} WHERE tenant = ${tenantParam} AND ${quoteIdent(entity, emptyColumn)} IS NOT NULL)`,
      );
  const within = `(SELECT ${offsetParam} - before FROM start)`;
  // A page past the end has no start range: the branches then read nothing.
  const reach = `coalesce(${within} + ${limitParam}, 0)`;
  const order = (turned: Direction) => (keyAlone ? `${key} ${turned}` : `${value} ${turned}, ${key} ${turned}`);
  const branch = (condition: string) =>
    `(SELECT ${key} AS page_key, ${value} AS value FROM ${table} WHERE tenant = ${tenantParam} AND ${condition} AND NOT (SELECT far FROM start)
      ORDER BY ${order(direction)} LIMIT ${reach})`;
  const started = (keyAlone ? keyBranches(key, direction) : marked ? markedBranches(value, key, direction) : rangedBranches(value, direction)).map(branch);
  const reversed = direction === 'ASC' ? 'DESC' : 'ASC';
  const end = `least((SELECT total FROM start), ${offsetParam} + ${limitParam})`;
  const fromEnd = `(SELECT * FROM (SELECT ${key} AS page_key, ${value} AS value FROM ${table} WHERE tenant = ${tenantParam} AND (SELECT far FROM start)
      ORDER BY ${order(reversed)} LIMIT ${end} - ${offsetParam} OFFSET (SELECT total FROM start) - ${end}) AS backwards ORDER BY value ${direction}, page_key ${direction})`;
  return `WITH start AS MATERIALIZED (${start})
    SELECT page_key FROM (${[...started, fromEnd].join(' UNION ALL ')}) AS started
    ORDER BY value ${direction}, page_key ${direction} LIMIT ${limitParam} OFFSET CASE WHEN (SELECT far FROM start) THEN 0 ELSE ${within} END`;
}

/**
 * The start range of a page at `offset` (range, mark, above, above_mark, before, total, far): the range holding the
 * page's first row, how many records come before it, (descending) the range above it, and whether reading from the
 * end skips fewer rows than the range's before the page. `counts`: the column's rows of value_counts; `holds`: a
 * condition for any start at all.
 */
function startOfRanges(counts: string, kind: RangeKind, type: string, direction: Direction, offset: string, holds?: string): string {
  const mark = kind === 'mark' ? 'mark' : 'NULL::text';
  const ranges = `SELECT ${RANGE_COLUMN[kind]} AS range, ${mark} AS mark, sum(n) AS n FROM ${counts} GROUP BY range, mark HAVING sum(n) <> 0`;
  const placed = `SELECT range, mark, n, sum(n) OVER by_range - n AS before, lag(range) OVER by_range AS above, lag(mark) OVER by_range AS above_mark,
    sum(n) OVER () AS total FROM (${ranges}) AS ranges WINDOW by_range AS (ORDER BY range ${direction}, mark ${direction})`;
  return `SELECT range::${type} AS range, mark, above::${type} AS above, above_mark, before, total, ${offset} - before > total - ${offset} AS far
    FROM (${placed}) AS placed WHERE before <= ${offset} AND before + n > ${offset}${holds ? ` AND ${holds}` : ''}`;
}

/**
 * The same for a day or a value whose large ranges are counted per mark too: the range from the counts as a whole
 * (mark empty, an index of their own), then the mark within it from that range's counts per mark alone, so a page
 * reads a few thousand counts, not every range's marks. A range counted as a whole alone starts at the least key
 * ''. Descending, the range above the first mark of a range is the range above, from its least key ''; only the
 * first range of all has none (above_mark empty).
 */
function startOfSplitRanges(counts: string, rangeColumn: string, type: string, direction: Direction, offset: string): string {
  const wholes = `SELECT ${rangeColumn} AS range, sum(n) AS n FROM ${counts} AND mark IS NULL GROUP BY ${rangeColumn} HAVING sum(n) <> 0`;
  const placedRanges = `SELECT range, n, sum(n) OVER by_range - n AS before, lag(range) OVER by_range AS above, lag(true) OVER by_range AS has_above,
    sum(n) OVER () AS total FROM (${wholes}) AS ranges WINDOW by_range AS (ORDER BY range ${direction})`;
  // The empty range's counts are read by a branch of their own: "= NULL" finds none, and an OR would read every range's.
  const pieces = `SELECT mark, sum(n) AS n FROM (
      SELECT mark, n FROM ${counts} AND ${rangeColumn} = (SELECT range FROM in_range) AND mark IS NOT NULL
      UNION ALL SELECT mark, n FROM ${counts} AND ${rangeColumn} IS NULL AND mark IS NOT NULL AND (SELECT range IS NULL FROM in_range)
    ) AS counted GROUP BY mark HAVING sum(n) <> 0`;
  const placedPieces = `SELECT mark, n, sum(n) OVER by_mark - n AS before, lag(mark) OVER by_mark AS above_mark
    FROM (${pieces}) AS pieces WINDOW by_mark AS (ORDER BY mark ${direction})`;
  const before = 'r.before + coalesce(p.before, 0)';
  return `WITH in_range AS MATERIALIZED (SELECT * FROM (${placedRanges}) AS placed WHERE before <= ${offset} AND before + n > ${offset})
    SELECT r.range::${type} AS range, coalesce(p.mark, '') AS mark, (CASE WHEN p.above_mark IS NULL THEN r.above ELSE r.range END)::${type} AS above,
      CASE WHEN p.above_mark IS NOT NULL THEN p.above_mark WHEN r.has_above THEN '' END AS above_mark,
      ${before} AS before, r.total, ${offset} - (${before}) > r.total - ${offset} AS far
    FROM in_range AS r LEFT JOIN (${placedPieces}) AS p ON r.before + p.before <= ${offset} AND r.before + p.before + p.n > ${offset}`;
}

/**
 * Where the rows from the start range on lie, for ranges of values. Ascending, the empty values follow every range.
 * Descending, they come first, so they are read only from their own start; a range is read from below the range
 * above it, or from the top when none is above it.
 */
function rangedBranches(value: string, direction: Direction): string[] {
  if (direction === 'ASC') return [`${value} >= (SELECT range FROM start)`, `${value} IS NULL`];
  return [
    `${value} < (SELECT above FROM start)`,
    `${value} IS NOT NULL AND (SELECT above IS NULL FROM start)`,
    `${value} IS NULL AND (SELECT range IS NULL FROM start)`,
  ];
}

/** The same for the key's marks: from the mark on, ascending; below the mark above, or from the top, descending. */
function keyBranches(key: string, direction: Direction): string[] {
  if (direction === 'ASC') return [`${key} >= (SELECT mark FROM start)`];
  return [`(SELECT above_mark IS NULL FROM start)`, `${key} < (SELECT above_mark FROM start)`];
}

/**
 * The same for ranges of a value and a key mark, each the least (value, key) it holds: a row comparison with the
 * range's, which the (tenant, value, key) index reads from there. The empty values' ranges are marks of the key alone.
 */
function markedBranches(value: string, key: string, direction: Direction): string[] {
  if (direction === 'ASC') {
    return [
      `(${value}, ${key}) >= ((SELECT range FROM start), (SELECT mark FROM start))`,
      `${value} IS NULL AND ${key} >= (SELECT CASE WHEN range IS NULL THEN mark ELSE '' END FROM start)`,
    ];
  }
  // Descending, the ranges of empty values come first, so any range above an empty one is empty too.
  return [
    `${value} IS NULL AND (SELECT range IS NULL AND above_mark IS NULL FROM start)`,
    `${value} IS NULL AND (SELECT range IS NULL FROM start) AND ${key} < (SELECT above_mark FROM start)`,
    `${value} IS NOT NULL AND (SELECT range IS NULL FROM start)`,
    `(${value}, ${key}) < ((SELECT above FROM start), (SELECT above_mark FROM start))`,
    `${value} IS NOT NULL AND (SELECT range IS NOT NULL AND above IS NULL FROM start)`,
  ];
}

/**
 * A query answering `total`: how many of the tenant's records the condition `where`, which reads only the date
 * `column`, takes, summed from the day counts of the days it takes (count-strategy.ts dayCountedColumn). The
 * condition is applied to the counted days under the column's name; empty dates are a day of their own.
 */
export function dayCountedTotal(entity: EntitySchema, params: SqlParams, tenantParam: string, column: string, where: string): string {
  const days = `SELECT day AS ${quoteIdent(entity, column)}, n FROM value_counts
    WHERE tenant = ${tenantParam} AND resource = ${params.add(entity['x-resource'])} AND field = ${params.add(column)} AND mark IS NULL`;
  return `SELECT coalesce(sum(n), 0) AS total FROM (${days}) AS r WHERE ${where}`;
}
