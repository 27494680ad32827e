import { SEARCH_HITS_PER_RESOURCE, searchableEntities, searchedProperties, type SearchGroup } from '../../shared/search';
import type { Registry } from '../../shared/registry';
import type { Queryable } from '../db/db';
import { anyContains, likePattern } from '../resources/text-search';
import { recordSource } from '../resources/repository';
import { SqlParams } from '../resources/sql-params';
import { quoteIdent } from '../resources/sql-names';
import { readTenantConfig } from '../resources/visibility';
import { tenantToday } from '../time/tenant-day';

/**
 * The tenant's records whose key or label contains `text` (case-insensitive), a few per resource, in one
 * statement over the resources the tenant's menu shows (active versions, like the lists). Each resource's
 * hits come in key order, so the same text finds the same records.
 */
export async function searchRecords(db: Queryable, registry: Registry, tenant: string, text: string): Promise<SearchGroup[]> {
  const visible = new Set((await readTenantConfig(db, tenant))?.visibleRoutes ?? []);
  const entities = searchableEntities(registry).filter((entity) => visible.has(entity['x-visibility']));
  if (!entities.length) return [];
  const day = await tenantToday(db, tenant);
  const params = new SqlParams();
  const pattern = params.add(likePattern(text));
  const limit = params.add(SEARCH_HITS_PER_RESOURCE);
  const selects = entities.map((entity, index) => {
    const names = searchedProperties(entity);
    const [key, label] = names.map((name) => quoteIdent(entity, name));
    const matches = anyContains(entity, names, pattern, text);
    return `(SELECT ${index} AS entity, ${key}::text AS key, ${label ? `${label}::text` : 'NULL'} AS label
      FROM ${recordSource(entity, params, tenant, day)} AS r WHERE ${matches} ORDER BY ${key} LIMIT ${limit})`;
  });
  const { rows } = await db.query<{ entity: number; key: string; label: string | null }>(selects.join('\nUNION ALL\n'), params.values);
  return entities
    .map((entity, index) => ({
      resource: entity['x-resource'],
      hits: rows.filter((row) => row.entity === index).map(({ key, label }) => ({ key, label })),
    }))
    .filter((group) => group.hits.length > 0);
}
