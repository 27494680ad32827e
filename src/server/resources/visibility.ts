import type { TenantConfig } from '../../shared/visibility';
import type { Queryable } from '../db/db';
import { errors } from '../errors';

/**
 * Whether the tenant's visible_routes hold every key. Read per request (one primary-key lookup), so a
 * changed tenant configuration applies at once on every node.
 */
export async function isVisible(db: Queryable, tenant: string, ...visibilityKeys: string[]): Promise<boolean> {
  const { rows } = await db.query<{ visible: boolean }>('SELECT visible_routes ?& $2::text[] AS visible FROM tenants WHERE name = $1', [
    tenant,
    visibilityKeys,
  ]);
  return !!rows[0]?.visible;
}

/** 403 RESOURCE_FORBIDDEN unless the tenant's visible_routes hold every key. */
export async function assertVisible(db: Queryable, tenant: string, ...visibilityKeys: string[]): Promise<void> {
  if (!(await isVisible(db, tenant, ...visibilityKeys))) throw errors.resourceForbidden();
}

/** The tenant's menu and import visibility, company name and time zone (docs/domain-rules.md#tenant-visibility-of-menus); undefined for no such tenant. */
export async function readTenantConfig(db: Queryable, tenant: string): Promise<Omit<TenantConfig, 'today'> | undefined> {
  const { rows } = await db.query<Omit<TenantConfig, 'today'>>(
    `SELECT name AS tenant, display_name AS "displayName", visible_routes AS "visibleRoutes", visible_import_types AS "visibleImportTypes",
            time_zone AS "timeZone" FROM tenants WHERE name = $1`,
    [tenant],
  );
  return rows[0];
}
