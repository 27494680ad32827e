import type { TenantAccess } from '../../shared/user';
import type { Queryable } from '../db/db';
import { COLUMNS as USER_COLUMNS, tenantsJsonSql, type UserRow } from '../users/user-repository';
import { sessionAliveSql } from './refresh-tokens';

export type SessionUserRow = UserRow & { session_alive: boolean; tenants: TenantAccess[] };

/** The user of an access token, whether its session is still alive, and the user's tenants, in one query (it runs on every request). */
export async function findSessionUser(db: Queryable, userId: string, sessionId: string): Promise<SessionUserRow | undefined> {
  const { rows } = await db.query<SessionUserRow>(
    `SELECT ${USER_COLUMNS}, ${sessionAliveSql('$2', 'users.id')} AS session_alive, ${tenantsJsonSql('users')} AS tenants FROM users WHERE id = $1`,
    [userId, sessionId],
  );
  return rows[0];
}
