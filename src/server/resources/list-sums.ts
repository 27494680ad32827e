import type { EntitySchema } from '../../shared/registry';
import { sumProperties, type ListSums } from '../../shared/sums';
import type { Queryable } from '../db/db';
import { tenantToday } from '../time/tenant-day';
import type { ListCache } from './list-cache';
import type { ListQuery } from './list-query';
import { hasMaintainedCount, writeState } from './record-counts';
import { filterKey, recordSource } from './repository';
import { SqlParams } from './sql-params';
import { quoteIdent } from './sql-names';

/** The exact sums (numeric, as decimal text) of the entity's x-sum properties over every record the filter matches, versions as on `day`. */
export async function sumRows(db: Queryable, entity: EntitySchema, tenant: string, build: (params: SqlParams) => ListQuery, day: string) {
  const names = sumProperties(entity);
  const params = new SqlParams();
  const source = recordSource(entity, params, tenant, day);
  const { where } = build(params);
  const columns = names.map((name, index) => `coalesce(sum(r.${quoteIdent(entity, name)}), 0)::text AS s${index}`);
  const { rows } = await db.query<Record<string, string>>(`SELECT ${columns.join(', ')} FROM ${source} AS r WHERE ${where}`, params.values);
  return Object.fromEntries(names.map((name, index) => [name, rows[0][`s${index}`]]));
}

/**
 * The totals of a list (GET /{resource}.sums): its x-sum properties summed over the whole filtered set, not
 * one page. Kept in the node's list cache under the list's filter key while the tenant's write stamp holds
 * (as the list's total, repository.ts listPage), so paging and reloads do not add the rows up again.
 */
export async function listSums(
  db: Queryable,
  entity: EntitySchema,
  tenant: string,
  build: (params: SqlParams) => ListQuery,
  cache: ListCache,
): Promise<ListSums> {
  const day = await tenantToday(db, tenant);
  let sums: Record<string, string> | undefined;
  if (!hasMaintainedCount(entity)) sums = await sumRows(db, entity, tenant, build, day);
  else {
    const { stamp } = await writeState(db, entity, tenant);
    const params = new SqlParams();
    const filter = filterKey(entity, tenant, build(params).where, params);
    sums = cache.sums(filter, stamp);
    if (!sums) {
      sums = await sumRows(db, entity, tenant, build, day);
      cache.keepSums(filter, stamp, sums);
    }
  }
  return Object.fromEntries(Object.entries(sums).map(([name, text]) => [name, Number(text)]));
}
