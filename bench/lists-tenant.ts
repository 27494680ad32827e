import type { Queryable } from '../src/server/db/db';
import type { Registry } from '../src/shared/registry';
import { insertRows } from '../src/server/resources/bulk-insert';
import { listsInboundSlices, listsMasterRows } from './generators/lists-data';

/** Rows generated and inserted at a time: a million at once would hold the heap for nothing. */
const SLICE = 100_000;

/**
 * Scenario E's tenant, so its lists hold exactly the generated rows: created by SQL with every visibility
 * key of the entities and reports (as tests/api/list-limits.test.ts does), `login` made a member, then filled with the master data and
 * `inbounds` inbounds, and vacuumed.
 */
export async function prepareListsTenant(db: Queryable, registry: Registry, tenant: string, login: string, inbounds: number): Promise<void> {
  const keys = [
    ...new Set([...[...registry.values()].map((entity) => entity['x-visibility']), ...[...registry.reports.values()].map((report) => report.visibility)]),
  ];
  await db.query('INSERT INTO tenants (name, display_name, visible_routes) VALUES ($1, $1, $2::jsonb)', [tenant, JSON.stringify(keys)]);
  await db.query('INSERT INTO user_tenants (tenant, user_id) SELECT $1, id FROM users WHERE login = $2', [tenant, login]);
  const insert = (resource: string, rows: Record<string, unknown>[]) => insertRows(db, registry, resource, tenant, rows, { user: 'bench' });
  const { partners, locations, products } = listsMasterRows();
  await insert('partners', partners);
  await insert('locations', locations);
  await insert('products', products);
  for (const rows of listsInboundSlices(inbounds, SLICE)) await insert('inbounds', rows);
  // VACUUM too: autovacuum does it to a table at rest (inserts count since PostgreSQL 13), and index-only
  // scans need the visibility map it sets; a table just bulk-loaded would make every count read the heap.
  await db.query('VACUUM ANALYZE');
}
