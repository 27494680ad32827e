import { createHash } from 'node:crypto';
import type { EntitySchema, PropertySchema } from '../../shared/registry';
import type { Db, Queryable } from '../db/db';
import type { Direction } from '../lists/page-params';
import { columnType } from '../../shared/column-values';
import { entityProperties } from './columns';
import { hasMaintainedCount } from './record-counts';
import { sortedColumns } from './indexes';
import type { SqlParams } from './sql-params';
import { quoteIdent, sqlLiteral, tableName } from './sql-names';
import { createStatementTriggers, type StatementTriggerNames } from './statement-triggers';

/**
 * How value_counts (migrations 25 to 27) ranges a counted column's values: a date by its day; a number by its
 * three significant digits (range_of_number); a reference to master data by its value. Each range is the least
 * value it holds, so the records at or after a range are those whose value is at least the range. The key and a
 * status (an enumeration: a few values, each held by many records) are ranged by their value (none for the key)
 * and the greatest of the tenant's key marks not above the record's key (markKeys): a range is the least (value,
 * key) it holds. A free text or a time has no few ranges: it is not counted.
 */
export type RangeKind = 'day' | 'number' | 'value' | 'mark';

/** The value_counts column holding a kind's ranges (a mark's value; its mark is in mark). */
const RANGE_COLUMN: Record<RangeKind, 'day' | 'num' | 'txt'> = { day: 'day', number: 'num', value: 'txt', mark: 'txt' };

/** How count_values is told a kind's ranges: the value_counts column, or 'mark'. */
const triggerRange = (kind: RangeKind) => (kind === 'mark' ? 'mark' : RANGE_COLUMN[kind]);

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

/** The counted dates: their ranges are days, so a filter on one of them is counted from value_counts alone. */
export function dayColumns(entity: EntitySchema): string[] {
  return [...countedColumns(entity)].filter(([, kind]) => kind === 'day').map(([name]) => name);
}

/** A column's range as SQL of the row (a mark's value; none for the key): the trigger function count_values and the first count read it. */
function rangeOf(entity: EntitySchema, column: string, kind: RangeKind): string {
  const value = quoteIdent(entity, column);
  if (kind === 'mark') return column === entity['x-key'] ? 'NULL' : `${value}::text`;
  return kind === 'number' ? `range_of_number(${value})` : kind === 'value' ? `${value}::text` : value;
}

/** The trigger names of a table for the arguments of its trigger function: other columns or ranges, another name, made anew. */
function triggerNames(table: string, args: string): StatementTriggerNames {
  const hash = createHash('sha256').update(args).digest('hex').slice(0, 8);
  const name = (operation: string) => `${table}_values_${operation}_${hash}`;
  return { insert: name('insert'), update: name('update'), delete: name('delete'), truncate: name('truncate') };
}

/**
 * Creates the value-count triggers of a table that lacks them (dropping those of another set of columns) and
 * counts its rows once. Inside the table sync's transaction: the trigger's lock keeps writes out until then.
 */
export async function ensureValueCountTriggers(db: Queryable, entity: EntitySchema, triggers: Set<string>): Promise<void> {
  const table = tableName(entity['x-resource']);
  const counted = countedColumns(entity);
  const ranged = [...counted].flatMap(([column, kind]) => [column, triggerRange(kind), rangeOf(entity, column, kind)]);
  const args = [entity['x-resource'], quoteIdent(entity, entity['x-key']), ...ranged].map(sqlLiteral).join(', ');
  const names = triggerNames(table, args);
  const wanted = counted.size ? Object.values(names) : [];
  const present = [...triggers].filter((name) => name.startsWith(`${table}_values_`));
  if (wanted.every((name) => triggers.has(name)) && present.every((name) => wanted.includes(name))) return;
  for (const name of present) await db.query(`DROP TRIGGER IF EXISTS "${name}" ON ${table}`);
  await db.query('DELETE FROM value_counts WHERE resource = $1', [entity['x-resource']]);
  if (!counted.size) return;
  await createStatementTriggers(db, table, names, `count_values(${args})`);
  if (counted.get(entity['x-key']) === 'mark') {
    // The tenants holding records, from the record counts the table sync made just before.
    const { rows } = await db.query<{ tenant: string }>('SELECT tenant FROM record_counts WHERE resource = $1 GROUP BY tenant HAVING sum(n) > 0', [
      entity['x-resource'],
    ]);
    for (const { tenant } of rows) await markKeys(db, entity, tenant);
  }
  for (const [column, kind] of counted) {
    if (kind === 'mark') continue;
    const range = rangeOf(entity, column, kind);
    await db.query(
      `INSERT INTO value_counts (tenant, resource, field, ${RANGE_COLUMN[kind]}, n, folded)
       SELECT tenant, $1, $2, ${range}, count(*), true FROM ${table} GROUP BY tenant, ${range}`,
      [entity['x-resource'], column],
    );
  }
}

/** Records from one key mark to the next: a page sorted by the key skips fewer than this many in its range. */
export const MARK_EVERY = 1_000;

/** A range of this many keys is marked anew (rebalanceKeyMarks): keys written since the marks fill the range between two. */
const MARKED_AT_MOST = 4 * MARK_EVERY;

/**
 * Marks every MARK_EVERY-th key of the tenant's records and counts the records of each marked column (the key, a
 * status) per value and mark, the first mark '' (count_values puts a key below every mark there). The caller holds
 * the table against writes (the table sync's lock, or rebalanceKeyMarks's), so no write is counted under marks that
 * are gone.
 */
async function markKeys(db: Queryable, entity: EntitySchema, tenant: string): Promise<void> {
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
 * marking, or a load), or only the `tenant`'s: in a transaction of its own that holds the table against writes
 * meanwhile (a second or two at a million records).
 */
export async function rebalanceKeyMarks(db: Db, entity: EntitySchema, tenant?: string, atMost = MARKED_AT_MOST): Promise<void> {
  if (countedColumns(entity).get(entity['x-key']) !== 'mark') return;
  const resource = entity['x-resource'];
  const table = tableName(resource);
  const unbalanced = async (tx: Queryable) =>
    (
      await tx.query<{ tenant: string }>(
        `SELECT DISTINCT tenant FROM (SELECT tenant FROM value_counts WHERE resource = $1 AND field = $2 ${tenant === undefined ? '' : 'AND tenant = $4'}
           GROUP BY tenant, mark HAVING sum(n) > $3) AS large`,
        tenant === undefined ? [resource, entity['x-key'], atMost] : [resource, entity['x-key'], atMost, tenant],
      )
    ).rows.map((row) => row.tenant);
  if (!(await unbalanced(db)).length) return;
  await db
    .transaction(async (tx) => {
      await tx.query(`SET LOCAL lock_timeout = '${MARK_LOCK_WAIT}'`);
      await tx.query(`LOCK TABLE ${table} IN SHARE MODE`);
      for (const marked of await unbalanced(tx)) await markKeys(tx, entity, marked);
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
  const marked = kind === 'mark';
  // The key's own marks have no value: its order is the key's alone.
  const keyAlone = marked && column === entity['x-key'];
  const value = keyAlone ? 'NULL::text' : quoteIdent(entity, column);
  const type = marked ? 'text' : columnType(entityProperties(entity)[column]);
  const offsetParam = `${params.add(offset)}::bigint`;
  const limitParam = `${params.add(limit)}::bigint`;
  const mark = marked ? 'mark' : 'NULL::text';
  const ranges = `SELECT ${RANGE_COLUMN[kind]} AS range, ${mark} AS mark, sum(n) AS n FROM value_counts WHERE tenant = ${tenantParam}
    AND resource = ${params.add(entity['x-resource'])} AND field = ${params.add(column)} GROUP BY range, mark HAVING sum(n) <> 0`;
  // The range holding the page's first row, how many records come before it, (descending) the range above it,
  // and whether reading from the end skips fewer rows than the range's before the page.
  const placed = `SELECT range, mark, n, sum(n) OVER by_range - n AS before, lag(range) OVER by_range AS above, lag(mark) OVER by_range AS above_mark,
    sum(n) OVER () AS total FROM (${ranges}) AS ranges WINDOW by_range AS (ORDER BY range ${direction}, mark ${direction})`;
  const start = `SELECT range::${type} AS range, mark, above::${type} AS above, above_mark, before, total,
    ${offsetParam} - before > total - ${offsetParam} AS far
    FROM (${placed}) AS placed WHERE before <= ${offsetParam} AND before + n > ${offsetParam}${
      emptyColumn ? ` AND NOT EXISTS (SELECT FROM ${table} WHERE tenant = ${tenantParam} AND ${quoteIdent(entity, emptyColumn)} IS NOT NULL)` : ''
    }`;
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
    WHERE tenant = ${tenantParam} AND resource = ${params.add(entity['x-resource'])} AND field = ${params.add(column)}`;
  return `SELECT coalesce(sum(n), 0) AS total FROM (${days}) AS r WHERE ${where}`;
}
