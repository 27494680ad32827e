import type { EntitySchema } from '../../shared/registry';
import { dayRunDays, type DayRun } from '../lists/page-scan';
import { sortColumn } from './collation';
import type { ListQuery } from './list-query';
import type { SqlParams } from './sql-params';
import { quoteIdent, tableName } from './sql-names';

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
  const date = quoteIdent(entity, run.column);
  const direction = query.sort.at(-1)?.direction ?? 'ASC';
  const { offset, limit } = query.page;
  const bounds = (query.bounds.get(run.column) ?? []).map((condition) => ` AND ${condition}`).join('');
  const span = `SELECT min(${date}) AS first, max(${date}) AS last FROM ${table} WHERE tenant = ${tenantParam}${bounds}`;
  const conditions = [`span.last - span.first < ${params.add(dayRunDays(query.page))}`];
  if (run.oneValueOf) {
    const column = quoteIdent(entity, run.oneValueOf);
    const end = (order: string) =>
      `(SELECT ${column} FROM ${table} WHERE tenant = ${tenantParam} ORDER BY ${sortColumn(entity, run.oneValueOf as string)} ${order} LIMIT 1)`;
    conditions.push(`${end('ASC')} IS NOT DISTINCT FROM ${end('DESC')}`);
  }
  const runs = `SELECT ${key} AS page_key FROM ${table} WHERE tenant = ${tenantParam} AND ${date} = run.day::date AND ${query.where}
    ORDER BY ${key} ${direction} LIMIT ${params.add(offset + limit)}`;
  return `SELECT runs.page_key FROM (${span}) AS span, generate_series(span.first, span.last, interval '1 day') AS run(day), LATERAL (${runs}) AS runs
    WHERE ${conditions.join(' AND ')} ORDER BY runs.page_key ${direction} LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`;
}
