import type { Queryable } from '../db/db';
import { COLUMNS as USER_COLUMNS, type UserRow } from '../users/user-repository';
import { sessionAliveSql } from './refresh-tokens';

/** The user of an access token and whether its session is still alive, in one query (it runs on every request). */
export async function findSessionUser(db: Queryable, userId: string, sessionId: string): Promise<(UserRow & { session_alive: boolean }) | undefined> {
  const { rows } = await db.query<UserRow & { session_alive: boolean }>(
    `SELECT ${USER_COLUMNS}, ${sessionAliveSql('$2', 'users.id')} AS session_alive FROM users WHERE id = $1`,
    [userId, sessionId],
  );
  return rows[0];
}
