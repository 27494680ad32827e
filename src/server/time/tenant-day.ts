import type { Queryable } from '../db/db';
import { errors } from '../errors';
import { businessDay } from './business-day';
import { now } from './clock';

/**
 * How long a node keeps a tenant's time zone. A change made through this node applies at once
 * (rememberTimeZone); another node on the same PostgreSQL database keeps the old zone for up to this long.
 */
const ZONE_TTL_MS = 60_000;

const zones = new Map<string, { zone: string; until: number }>();

/** Keeps the tenant's zone for ZONE_TTL_MS (after a change has committed, or when read). */
export function rememberTimeZone(tenant: string, zone: string): void {
  zones.set(tenant, { zone, until: performance.now() + ZONE_TTL_MS });
}

/** The tenant's time zone (tenants.time_zone); 403 TENANT_FORBIDDEN for no such tenant. */
export async function tenantTimeZone(db: Queryable, tenant: string): Promise<string> {
  const kept = zones.get(tenant);
  if (kept && kept.until > performance.now()) return kept.zone;
  const { rows } = await db.query<{ time_zone: string }>('SELECT time_zone FROM tenants WHERE name = $1', [tenant]);
  if (!rows[0]) throw errors.tenantForbidden();
  rememberTimeZone(tenant, rows[0].time_zone);
  return rows[0].time_zone;
}

/**
 * The tenant's business day (`YYYY-MM-DD`): the clock's now in the tenant's time zone. The one "today" of
 * the server: the version of master data in effect, the valid-from of a new version, an import's date and
 * the default report period all take it, never the server's or the database session's time zone.
 */
export async function tenantToday(db: Queryable, tenant: string): Promise<string> {
  return businessDay(now(), await tenantTimeZone(db, tenant));
}
