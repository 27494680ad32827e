import type { TenantAccess } from '../../shared/user';
import { PLAN_ONCE, type Queryable } from '../db/db';
import { SHOWN_ROUTES_SQL } from '../resources/visibility';
import { COLUMNS as USER_COLUMNS, tenantsJsonSql, type UserRow } from '../users/user-repository';
import { sessionAliveSql } from './refresh-tokens';

/** `tenant_routes`: the menu keys shown by the tenant the request names (X-Tenant), null for none or no such tenant. */
export type SessionUserRow = UserRow & { session_alive: boolean; tenants: TenantAccess[]; tenant_routes: unknown };

/**
 * The user of an access token, whether its session is still alive, the user's tenants and the visible routes
 * of `tenant` (the one the request names), in one query: it runs on every request.
 */
export async function findSessionUser(db: Queryable, userId: string, sessionId: string, tenant: string): Promise<SessionUserRow | undefined> {
  const { rows } = await db.query<SessionUserRow>(
    `SELECT ${USER_COLUMNS}, ${sessionAliveSql('$2', 'users.id')} AS session_alive, ${tenantsJsonSql('users')} AS tenants,
            (SELECT ${SHOWN_ROUTES_SQL} FROM tenants WHERE name = $3) AS tenant_routes FROM users WHERE id = $1`,
    [userId, sessionId, tenant],
    PLAN_ONCE,
  );
  return rows[0];
}
