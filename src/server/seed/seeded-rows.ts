import type { Registry } from '../../shared/registry';
import type { Queryable } from '../db/db';
import { writeAudit } from '../resources/audit';
import { quoteIdent, tableName } from '../resources/sql-names';

/** `created_by` and `updated_by` of generated rows; a user's save puts their login into one of them. */
export const SEED_USER = 'seed';

/**
 * Deletes the tenant's generated records of `resource` that no user touched: a record stays when a
 * user created or changed any of its versions, or when links hold it (the generated links are gone by now,
 * removeSeededLinks, so these are a user's). What went is summarised in one audit entry by `user`
 * (key: first … last key; before: how many records and versions). Returns the number of records.
 */
export async function removeSeededRows(tx: Queryable, registry: Registry, tenant: string, resource: string, user: string): Promise<number> {
  const entity = registry.get(resource);
  if (!entity) throw new Error(`unknown resource ${resource}`);
  const table = tableName(resource);
  const key = quoteIdent(entity, entity['x-key']);
  const { rows } = await tx.query<{ records: number; versions: number; first: string | null; last: string | null }>(
    `WITH removed AS (
       DELETE FROM ${table} AS s
       WHERE s.tenant = $1 AND s.created_by = $2 AND s.updated_by = $2
         AND NOT EXISTS (SELECT 1 FROM ${table} AS u WHERE u.tenant = s.tenant AND u.${key} = s.${key} AND (u.created_by <> $2 OR u.updated_by <> $2))
         AND NOT EXISTS (SELECT 1 FROM record_links AS l WHERE l.tenant = s.tenant AND l.source_resource = $3 AND l.source_key = s.${key}::text)
         AND NOT EXISTS (SELECT 1 FROM record_links AS l WHERE l.tenant = s.tenant AND l.target_resource = $3 AND l.target_key = s.${key}::text)
       RETURNING s.${key}::text AS key
     ) SELECT count(DISTINCT key)::int AS records, count(*)::int AS versions, min(key) AS first, max(key) AS last FROM removed`,
    [tenant, SEED_USER, resource],
  );
  const { records, versions, first, last } = rows[0];
  if (records === 0) return 0;
  await writeAudit(tx, {
    tenant,
    user,
    resource,
    key: first === last ? first : `${first} … ${last}`,
    action: 'delete',
    before: entity['x-versioned'] ? { deletedBySeed: records, versions } : { deletedBySeed: records },
  });
  return records;
}
