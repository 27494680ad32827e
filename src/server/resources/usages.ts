import { incomingLinks } from '../../shared/links';
import type { EntitySchema, Registry } from '../../shared/registry';
import type { Queryable } from '../db/db';
import { ApiError } from '../errors';
import { keyExists } from './repository';
import { quoteIdent, tableName } from './sql-names';

/**
 * A property of `entity` whose x-ref holds keys of the referenced resource, or a property of the
 * entries of its list `column` (`field` is then `{list}.{entry property}`).
 */
interface Referrer {
  entity: EntitySchema;
  field: string;
  column: string;
  item?: string;
}

/** How many records of `resource` hold the key in `field`. */
export interface Usage {
  resource: string;
  field: string;
  count: number;
}

const referrersOf = new WeakMap<Registry, Map<string, Referrer[]>>();

/** Every x-ref of the registry (list entries' too), by the resource it points at; derived once per registry. */
export function referrers(registry: Registry, resource: string): Referrer[] {
  let byTarget = referrersOf.get(registry);
  if (!byTarget) {
    byTarget = new Map();
    for (const entity of registry.values()) {
      for (const [column, property] of Object.entries(entity.properties)) {
        const add = (target: string | undefined, item?: string) => {
          if (target) byTarget!.set(target, [...(byTarget!.get(target) ?? []), { entity, field: item ? `${column}.${item}` : column, column, item }]);
        };
        add(property['x-ref']?.resource);
        for (const [item, schema] of Object.entries(property.items?.properties ?? {})) add(schema['x-ref']?.resource, item);
      }
    }
    referrersOf.set(registry, byTarget);
  }
  return byTarget.get(resource) ?? [];
}

/**
 * Records (any version) of the tenant that refer to `key`; a record's reference to itself does not count.
 * Uses the per-tenant index every x-ref column has (ddl.ts); a list entry's reference is found by jsonb
 * containment (some entry holds the key).
 */
async function countUsages(tx: Queryable, registry: Registry, entity: EntitySchema, tenant: string, key: string): Promise<Usage[]> {
  const usages: Usage[] = [];
  for (const { entity: referrer, field, column, item } of referrers(registry, entity['x-resource'])) {
    const ownKey = quoteIdent(referrer, referrer['x-key']);
    const notItself = referrer === entity ? ` AND ${ownKey} <> $2` : '';
    // Entry property names are plain identifiers (PROPERTY_NAME), safe as a JSON key literal.
    const holds = item
      ? `${quoteIdent(referrer, column)} @> jsonb_build_array(jsonb_build_object('${item}', $2::text))`
      : `${quoteIdent(referrer, column)} = $2`;
    const { rows } = await tx.query<{ count: number | string }>(
      `SELECT count(DISTINCT ${ownKey}) AS count FROM ${tableName(referrer['x-resource'])} WHERE tenant = $1 AND ${holds}${notItself}`,
      [tenant, key],
    );
    const count = Number(rows[0].count);
    if (count > 0) usages.push({ resource: referrer['x-resource'], field, count });
  }
  return [...usages, ...(await countLinkUsages(tx, registry, entity, tenant, key))];
}

/** Source records whose links (x-links) point at `key`, per link, as usages of the field `links.{link}`. */
async function countLinkUsages(tx: Queryable, registry: Registry, entity: EntitySchema, tenant: string, key: string): Promise<Usage[]> {
  if (incomingLinks(registry, entity['x-resource']).length === 0) return [];
  const { rows } = await tx.query<{ source_resource: string; link: string; count: number | string }>(
    `SELECT source_resource, link, count(*) AS count FROM record_links WHERE tenant = $1 AND target_resource = $2 AND target_key = $3
     GROUP BY source_resource, link ORDER BY source_resource, link`,
    [tenant, entity['x-resource'], key],
  );
  return rows.map((row) => ({ resource: row.source_resource, field: `links.${row.link}`, count: Number(row.count) }));
}

/**
 * Refuses (409 IN_USE, naming the usages) to delete or rename `key` while other records refer to it or link it.
 * The record's rows are locked first: a writer that checked its reference (keyExists with KEY SHARE, references.ts)
 * either committed before this count sees it, or waits and then finds the key gone.
 */
export async function assertNotInUse(tx: Queryable, registry: Registry, entity: EntitySchema, tenant: string, key: string): Promise<void> {
  if (referrers(registry, entity['x-resource']).length === 0 && incomingLinks(registry, entity['x-resource']).length === 0) return;
  await keyExists(tx, entity, tenant, key, 'UPDATE');
  const usages = await countUsages(tx, registry, entity, tenant, key);
  if (usages.length) throw new ApiError(409, 'IN_USE', 'The record is used by other records and cannot be deleted or renumbered.', { usages });
}
