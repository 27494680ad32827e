import type { EntitySchema } from '../../shared/registry';
import { COUNT_CAP } from '../../shared/list-count';
import type { Queryable } from '../db/db';
import { cappedCountSql, dayCountedColumn } from './count-strategy';
import { dayColumns, dayCountedTotal, valueCountsLag } from './value-counts';
import type { ListCache } from './list-cache';
import type { ListQuery } from './list-query';
import { keysWrittenSince } from './record-counts';
import { SqlParams } from './sql-params';
import { tableName } from './sql-names';

/** Matches counted beyond COUNT_CAP when a filter has more: each record written since takes at most one of them away. */
const SPARE = 1_000;

/**
 * The total of a filter on a counted date alone, summed from its day counts (value-counts.ts), or undefined for
 * another filter and while the counts lack rows of a load.
 */
async function dayCountedTotalOf(db: Queryable, entity: EntitySchema, tenant: string, build: (params: SqlParams) => ListQuery): Promise<number | undefined> {
  const params = new SqlParams();
  const tenantParam = params.add(tenant);
  const query = build(params);
  const column = dayCountedColumn(query, dayColumns(entity));
  if (!column || (await valueCountsLag(db, entity['x-resource'], tenant))) return undefined;
  const { rows } = await db.query<{ total: string }>(dayCountedTotal(entity, params, tenantParam, column, query.where), params.values);
  return Number(rows[0].total);
}

/**
 * The total of a filtered list of an entity whose rows are its records (count-strategy.ts: exact up to
 * COUNT_CAP, COUNT_CAP + 1 above). A filter on a counted date alone is summed from its day counts. A count
 * above the cap is kept in the node's list cache as "at least so many"; after writes it stands, less one for
 * every record written since (record-counts.ts), while that stays above the cap, so a broad filter is not
 * counted again at every save of another user.
 */
export async function filteredTotal(
  db: Queryable,
  entity: EntitySchema,
  tenant: string,
  build: (params: SqlParams) => ListQuery,
  cache: ListCache,
  filter: string,
  stamp: string,
): Promise<number> {
  const dated = await dayCountedTotalOf(db, entity, tenant, build);
  if (dated !== undefined) return Math.min(dated, COUNT_CAP + 1);
  const kept = cache.atLeast(filter);
  if (kept) {
    const written = kept.stamp === stamp ? [] : await keysWrittenSince(db, entity, tenant, kept.stamp, stamp);
    if (written && kept.atLeast - written.length > COUNT_CAP) {
      cache.keepAtLeast(filter, stamp, kept.atLeast - written.length);
      return COUNT_CAP + 1;
    }
  }
  const params = new SqlParams();
  const { where } = build(params);
  const from = `${tableName(entity['x-resource'])} AS r WHERE tenant = ${params.add(tenant)} AND ${where}`;
  const { rows } = await db.query<{ total: number | string }>(cappedCountSql(from, COUNT_CAP + 1 + SPARE), params.values);
  const counted = Number(rows[0].total);
  if (counted <= COUNT_CAP) return counted;
  cache.keepAtLeast(filter, stamp, counted);
  return COUNT_CAP + 1;
}
