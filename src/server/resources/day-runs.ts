import type { EntitySchema } from '../../shared/registry';
import { dayRunDays, type DayRun } from '../lists/page-scan';
import { sortColumn } from './collation';
import { boundsOf, type ListQuery } from './list-query';
import type { SqlParams } from './sql-params';
import { quoteIdent, tableName } from './sql-names';

/**
 * A window's days on the date `column`, for a read day by day: `span`, a query answering the `first` and `last` day
 * of its matches (read as `span`); `days`, the series of those days as `run(day)`; `fits`, the condition that they
 * are no more than dayRunDays of the page, beyond which reading a page's rows per day costs more than sorting; and
 * `onDay`, the condition that a record lies on the series' day.
 */
export function windowDays(entity: EntitySchema, params: SqlParams, tenantParam: string, query: ListQuery, column: string) {
  const date = quoteIdent(entity, column);
  return {
    span: `SELECT min(${date}) AS first, max(${date}) AS last FROM ${tableName(entity['x-resource'])} WHERE tenant = ${tenantParam}${boundsOf(query, column)}`,
    days: `generate_series(span.first, span.last, interval '1 day') AS run(day)`,
    fits: `span.last - span.first < ${params.add(dayRunDays(query.page))}`,
    onDay: `${date} = run.day::date`,
  };
}

/**
 * A query answering `page_key`: the keys of a filtered page in the key's order, read day by day of the bounded date
 * `run.column` (page-scan.ts dayRun). Its sort index (tenant, date, key) holds each day's records in the key's order,
 * so each day between the first and the last match gives at most the rows up to the page's end, and the page is
 * taken from those. Where the matches of a date window lie at one place of the key's order (a record number grows
 * with its dates), a walk of the key's order passes over every record before them; this reads a page's rows per
 * day. It answers no row when the matches span more than dayRunDays days, or when `run.oneValueOf` holds more than
 * one value in the tenant's records (the key alone then does not decide the order): the page is read otherwise.
 */
export function dayRunPageKeys(entity: EntitySchema, params: SqlParams, tenantParam: string, query: ListQuery, run: DayRun): string {
  const table = tableName(entity['x-resource']);
  const key = quoteIdent(entity, entity['x-key']);
  const direction = query.sort.at(-1)?.direction ?? 'ASC';
  const { offset, limit } = query.page;
  const window = windowDays(entity, params, tenantParam, query, run.column);
  const conditions = [window.fits];
  if (run.oneValueOf) {
    const column = quoteIdent(entity, run.oneValueOf);
    const end = (order: string) =>
      `(SELECT ${column} FROM ${table} WHERE tenant = ${tenantParam} ORDER BY ${sortColumn(entity, run.oneValueOf as string)} ${order} LIMIT 1)`;
    conditions.push(`${end('ASC')} IS NOT DISTINCT FROM ${end('DESC')}`);
  }
  const runs = `SELECT ${key} AS page_key FROM ${table} WHERE tenant = ${tenantParam} AND ${window.onDay} AND ${query.where}
    ORDER BY ${key} ${direction} LIMIT ${params.add(offset + limit)}`;
  return `SELECT runs.page_key FROM (${window.span}) AS span, ${window.days}, LATERAL (${runs}) AS runs
    WHERE ${conditions.join(' AND ')} ORDER BY runs.page_key ${direction} LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`;
}
