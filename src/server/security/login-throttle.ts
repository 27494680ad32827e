import type { Queryable } from '../db/db';

/** Consecutive failures for one normalised login before it is blocked, and for how long. */
export const MAX_FAILURES = 5;
export const BLOCK_MINUTES = 15;

/** Seconds the login is still blocked (0 = not blocked). Kept in the database so all nodes agree. */
export async function blockedSeconds(db: Queryable, login: string): Promise<number> {
  const { rows } = await db.query<{ seconds: number }>(
    `SELECT ceil(extract(epoch FROM locked_until - now()))::int AS seconds
       FROM login_attempts WHERE login = $1 AND locked_until > now()`,
    [login],
  );
  return rows[0]?.seconds ?? 0;
}

/** Counts a failure; the MAX_FAILURES-th starts the block. A block that has run out starts a new count. */
export async function recordFailure(db: Queryable, login: string): Promise<void> {
  await db.query(
    `INSERT INTO login_attempts AS a (login, failures) VALUES ($1, 1)
     ON CONFLICT (login) DO UPDATE SET
       failures = CASE WHEN a.locked_until <= now() THEN 1 ELSE a.failures + 1 END,
       locked_until = CASE
         WHEN a.locked_until <= now() THEN NULL
         WHEN a.failures + 1 >= $2 THEN now() + make_interval(mins => $3)
         ELSE a.locked_until END`,
    [login, MAX_FAILURES, BLOCK_MINUTES],
  );
}

export async function resetFailures(db: Queryable, login: string): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE login = $1', [login]);
}
