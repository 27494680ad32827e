import type { EntitySchema, Registry } from '../../shared/registry';
import type { Queryable } from '../db/db';
import { recordSource } from './repository';
import { SqlParams } from './sql-params';
import { quoteIdent } from './sql-names';
import { tenantToday } from '../time/tenant-day';

/** Labels (x-label values) of the tenant's records of `entity` (active versions), by key; records without one are left out. */
export async function recordLabels(db: Queryable, entity: EntitySchema, tenant: string, keys: string[]): Promise<Map<string, string>> {
  const label = entity['x-label'];
  if (!label || keys.length === 0) return new Map();
  const day = await tenantToday(db, tenant);
  const params = new SqlParams();
  const key = quoteIdent(entity, entity['x-key']);
  const { rows } = await db.query<{ key: string; label: unknown }>(
    `SELECT r.${key}::text AS key, r.${quoteIdent(entity, label)} AS label FROM ${recordSource(entity, params, tenant, day)} AS r
     WHERE r.${key}::text = ANY(${params.add(keys)}::text[])`,
    params.values,
  );
  return new Map(rows.filter((row) => row.label !== null && row.label !== '').map((row) => [row.key, String(row.label)]));
}

/**
 * The referenced entity of each of `columns` whose records have a label of their own (not the key) and that
 * the tenant shows: a label from a resource the tenant may not see would leak what a getMany refuses.
 */
export function labelledTargets(registry: Registry, shown: readonly string[], entity: EntitySchema, columns: string[]): Map<string, EntitySchema> {
  const visible = new Set(shown);
  const targets = new Map<string, EntitySchema>();
  for (const column of columns) {
    const target = registry.get(entity.properties[column]?.['x-ref']?.resource ?? '');
    if (target && target['x-label'] !== target['x-key'] && visible.has(target['x-visibility'])) targets.set(column, target);
  }
  return targets;
}
