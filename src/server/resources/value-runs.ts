import type { EntitySchema } from '../../shared/registry';
import { columnType } from '../../shared/column-values';
import type { ValueRun } from '../lists/page-scan';
import { windowDays } from './day-runs';
import { sortColumn } from './collation';
import { entityProperties } from './columns';
import type { ListQuery } from './list-query';
import type { SqlParams } from './sql-params';
import { quoteIdent, tableName } from './sql-names';

/** The most values a page is looked for in: each costs a descent of two indexes, even where it has no match. */
const VALUE_RUN_VALUES = 1_000;

/** Read day by day, the most values times days a page is looked for in: each costs a descent, even where it has no match. */
const VALUE_RUN_VALUE_DAYS = 4_000;

/**
 * A query answering `page_key`: the keys of a filtered page in the order of the sort column `run.column` then the
 * key, read value by value of that column (page-scan.ts valueRun). The column's values are found one after the
 * other in its sort index (one descent each, in the list's order, empty ones last ascending and first descending);
 * for each, a composite index starting with the column hands out its matches, of which the first up to the page's
 * end by key are taken. PostgreSQL reads a WITH query only as far as its reader asks, and the values' runs are
 * joined in the values' order, so the reading stops at the value that ends the page: where the filter's matches
 * lie at one place of the order (a date window in a status's records, which follow the record numbers), the page
 * costs the matches of its first values instead of a walk over every record before them. Where the composite index
 * is the column and the window's date (`run.days`), a value's matches are read day by day like day-runs.ts, a
 * page's rows per day, within VALUE_RUN_VALUE_DAYS values times days, and not at all where the window spans more
 * than dayRunDays days: a page so read costs at most that many descents, so it is tried before a walk of the order.
 * A page not filled within VALUE_RUN_VALUES values (or those) is read otherwise.
 */
export function valueRunPageKeys(entity: EntitySchema, params: SqlParams, tenantParam: string, query: ListQuery, run: ValueRun): string {
  const table = tableName(entity['x-resource']);
  const key = quoteIdent(entity, entity['x-key']);
  const value = quoteIdent(entity, run.column);
  const sorted = sortColumn(entity, run.column);
  const direction = query.sort[0].direction;
  const { offset, limit } = query.page;
  const next = (condition: string) => `(SELECT ${value} FROM ${table} WHERE tenant = ${tenantParam} AND ${condition} ORDER BY ${sorted} ${direction} LIMIT 1)`;
  const after = `${sorted} ${direction === 'ASC' ? '>' : '<'} vals.v`;
  // Each row a value, `empties` the row that stands for the records without one: after the last value ascending, before the first descending.
  const firsts =
    direction === 'ASC'
      ? `SELECT first.v, first.v IS NULL, 1 FROM (SELECT ${next(`${value} IS NOT NULL`)} AS v) AS first`
      : `SELECT NULL::${columnType(entityProperties(entity)[run.column])}, true, 1 UNION ALL SELECT ${next(`${value} IS NOT NULL`)}, false, 1`;
  const values = params.add(VALUE_RUN_VALUES);
  // Read day by day, each value costs the window's days: the fewer values then.
  const valuesRead = run.days ? `least(${values}, ${params.add(VALUE_RUN_VALUE_DAYS)} / (SELECT span.last - span.first + 1 FROM span))` : values;
  const following = `SELECT following.v, ${direction === 'ASC' ? 'following.v IS NULL' : 'false'}, vals.depth + 1
    FROM vals, LATERAL (SELECT ${next(after)} AS v) AS following WHERE vals.v IS NOT NULL AND vals.depth < ${valuesRead}`;
  const need = params.add(offset + limit);
  // The value's (or the empty records') matches up to the page's end by key, within `more` conditions.
  const matches = (more: string) =>
    [`${value} = vals.v`, `vals.empties AND ${value} IS NULL`]
      .map(
        (inValue) =>
          `(SELECT ${key} AS page_key FROM ${table} WHERE tenant = ${tenantParam} AND ${inValue}${more} AND ${query.where} ORDER BY ${key} ${direction} LIMIT ${need})`,
      )
      .join(' UNION ALL ');
  const window = run.days ? windowDays(entity, params, tenantParam, query, run.days) : undefined;
  const valueMatches = window
    ? `SELECT by_day.page_key FROM span, ${window.days}, LATERAL (${matches(` AND ${window.onDay}`)}) AS by_day WHERE ${window.fits}`
    : matches('');
  const runs = `SELECT page_key FROM (${valueMatches}) AS matches ORDER BY page_key ${direction} LIMIT ${need}`;
  const span = window ? `span AS MATERIALIZED (${window.span}), ` : '';
  return `WITH RECURSIVE ${span}vals(v, empties, depth) AS (${firsts} UNION ALL ${following})
    SELECT runs.page_key FROM vals, LATERAL (${runs}) AS runs LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`;
}
