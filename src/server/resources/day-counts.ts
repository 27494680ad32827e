import { createHash } from 'node:crypto';
import type { EntitySchema } from '../../shared/registry';
import type { Queryable } from '../db/db';
import type { Direction } from '../lists/page-params';
import { columnType } from '../../shared/column-values';
import { entityProperties } from './columns';
import { hasMaintainedCount } from './record-counts';
import { sortedColumns } from './indexes';
import type { SqlParams } from './sql-params';
import { quoteIdent, sqlLiteral, tableName } from './sql-names';
import { createStatementTriggers, type StatementTriggerNames } from './statement-triggers';

/**
 * The columns whose records per day day_counts keeps (migration 25): the sorted dates (indexes.ts) of an entity
 * whose rows are its records. A date has a few hundred days a year, so its counts stay small; a time would not.
 */
export function dayColumns(entity: EntitySchema): string[] {
  if (!hasMaintainedCount(entity)) return [];
  const properties = entityProperties(entity);
  return sortedColumns(entity).filter((name) => columnType(properties[name]) === 'date');
}

/** The trigger names of a table for one set of counted columns: another set is another name, made anew. */
function triggerNames(table: string, columns: string[]): StatementTriggerNames {
  const hash = createHash('sha256').update(columns.join(',')).digest('hex').slice(0, 8);
  const name = (operation: string) => `${table}_days_${operation}_${hash}`;
  return { insert: name('insert'), update: name('update'), delete: name('delete'), truncate: name('truncate') };
}

/**
 * Creates the day-count triggers of a table that lacks them (dropping those of another set of columns) and
 * counts its rows once. Inside the table sync's transaction: the trigger's lock keeps writes out until then.
 */
export async function ensureDayCountTriggers(db: Queryable, entity: EntitySchema, triggers: Set<string>): Promise<void> {
  const table = tableName(entity['x-resource']);
  const columns = dayColumns(entity);
  const names = triggerNames(table, columns);
  const wanted = columns.length ? Object.values(names) : [];
  const present = [...triggers].filter((name) => name.startsWith(`${table}_days_`));
  if (wanted.every((name) => triggers.has(name)) && present.every((name) => wanted.includes(name))) return;
  for (const name of present) await db.query(`DROP TRIGGER IF EXISTS "${name}" ON ${table}`);
  await db.query('DELETE FROM day_counts WHERE resource = $1', [entity['x-resource']]);
  if (!columns.length) return;
  const args = [entity['x-resource'], ...columns].map(sqlLiteral).join(', ');
  await createStatementTriggers(db, table, names, `count_days(${args})`);
  for (const column of columns) {
    await db.query(
      `INSERT INTO day_counts (tenant, resource, field, day, n, folded)
       SELECT tenant, $1, $2, ${quoteIdent(entity, column)}, count(*), true FROM ${table} GROUP BY tenant, ${quoteIdent(entity, column)}`,
      [entity['x-resource'], column],
    );
  }
}

/** Pages starting this deep read their day's position from day_counts; before it, skipping the rows costs less. */
export const DAY_START_FROM = 2_000;

/**
 * A query answering `page_key`: the keys of the page at `offset` of the tenant's records in the order of the date
 * `column` then the key, both in `direction`. day_counts tells how many records lie before each day in that order,
 * so the page's first row is found in its day by skipping only that day's rows before it; all in one statement,
 * so the counts and the rows are read in one snapshot. PostgreSQL's empty dates come last ascending, first
 * descending, as in the list's order; they are a day of their own here, read by a branch of their own.
 */
export function dayStartedPageKeys(
  entity: EntitySchema,
  params: SqlParams,
  tenantParam: string,
  column: string,
  direction: Direction,
  offset: number,
  limit: number,
): string {
  const table = tableName(entity['x-resource']);
  const key = quoteIdent(entity, entity['x-key']);
  const date = quoteIdent(entity, column);
  const offsetParam = `${params.add(offset)}::bigint`;
  const limitParam = `${params.add(limit)}::bigint`;
  const days = `SELECT day, sum(n) AS n FROM day_counts WHERE tenant = ${tenantParam} AND resource = ${params.add(entity['x-resource'])}
    AND field = ${params.add(column)} GROUP BY day HAVING sum(n) <> 0`;
  // The day holding the page's first row, and how many records come before that day.
  const start = `SELECT day, before FROM (SELECT day, n, sum(n) OVER (ORDER BY day ${direction}) - n AS before FROM (${days}) AS days) AS placed
    WHERE before <= ${offsetParam} AND before + n > ${offsetParam}`;
  const within = `(SELECT ${offsetParam} - before FROM start)`;
  // A page past the end has no start day: the branches then read nothing.
  const reach = `coalesce(${within} + ${limitParam}, 0)`;
  // Ascending, the empty dates follow every day; descending, they come first, so they are read only from their own start.
  const [dated, empty] =
    direction === 'ASC'
      ? [`${date} >= (SELECT day FROM start)`, 'true']
      : [`${date} <= coalesce((SELECT day FROM start), 'infinity'::date)`, '(SELECT day FROM start) IS NULL'];
  const branch = (condition: string) =>
    `(SELECT ${key} AS page_key, ${date} AS day FROM ${table} WHERE tenant = ${tenantParam} AND ${condition} ORDER BY ${date} ${direction}, ${key} ${direction} LIMIT ${reach})`;
  return `WITH start AS MATERIALIZED (${start})
    SELECT page_key FROM (${branch(dated)} UNION ALL ${branch(`${date} IS NULL AND ${empty}`)}) AS started
    ORDER BY day ${direction}, page_key ${direction} LIMIT ${limitParam} OFFSET ${within}`;
}

/**
 * A query answering `total`: how many of the tenant's records the condition `where`, which reads only the date
 * `column`, takes, summed from the day counts of the days it takes (count-strategy.ts dayCountedColumn). The
 * condition is applied to the counted days under the column's name; empty dates are a day of their own.
 */
export function dayCountedTotal(entity: EntitySchema, params: SqlParams, tenantParam: string, column: string, where: string): string {
  const days = `SELECT day AS ${quoteIdent(entity, column)}, n FROM day_counts
    WHERE tenant = ${tenantParam} AND resource = ${params.add(entity['x-resource'])} AND field = ${params.add(column)}`;
  return `SELECT coalesce(sum(n), 0) AS total FROM (${days}) AS r WHERE ${where}`;
}
