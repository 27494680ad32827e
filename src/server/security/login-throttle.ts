import type { Queryable } from '../db/db';

/**
 * Password guesses are counted *before* the password is checked, in one statement, so parallel
 * requests cannot slip past the limit. Two counts (README "Login throttling"):
 * - per login and client address: 5 checks in a 15-minute window; the 5th starts a 15-minute block;
 * - per login over all addresses: 20 checks per window, which takes at least four addresses to reach,
 *   and which never blocks an address the login succeeded from in the last 30 days, so an attacker
 *   elsewhere cannot lock the user out of their usual places.
 * Kept in the database so that every API node shares the counts.
 */
export const PER_CLIENT_LIMIT = 5;
export const PER_LOGIN_LIMIT = 20;
export const WINDOW_MINUTES = 15;
export const TRUSTED_DAYS = 30;

/** Whose guesses are counted: the login's key (shared/login.ts, lower-cased) and the client's address key (see client-address.ts). */
export interface AttemptKey {
  login: string;
  client: string;
}

/*
 * Each count: a window expired starts over at 1; otherwise +1, and the attempt reaching the limit
 * restarts the window, so the block lasts WINDOW_MINUTES from it. Attempts past the limit are refused
 * and do not move the window. The login's total counts the attempts from addresses not trusted that
 * their own count let through.
 */
const CLAIM = `
  WITH client_count AS (
    INSERT INTO login_attempts AS a (login, client, attempts, window_start) VALUES ($1, $2, 1, now())
    ON CONFLICT (login, client) DO UPDATE SET
      attempts = CASE WHEN a.window_start <= now() - make_interval(mins => $5) THEN 1 ELSE a.attempts + 1 END,
      window_start = CASE
        WHEN a.window_start <= now() - make_interval(mins => $5) OR a.attempts + 1 = $3 THEN now()
        ELSE a.window_start END
    RETURNING attempts, window_start, coalesce(trusted_until > now(), false) AS trusted
  ), login_count AS (
    INSERT INTO login_attempt_totals AS t (login, attempts, window_start)
    SELECT $1, 1, now() FROM client_count WHERE client_count.attempts <= $3 AND NOT client_count.trusted
    ON CONFLICT (login) DO UPDATE SET
      attempts = CASE WHEN t.window_start <= now() - make_interval(mins => $5) THEN 1 ELSE t.attempts + 1 END,
      window_start = CASE
        WHEN t.window_start <= now() - make_interval(mins => $5) OR t.attempts + 1 = $4 THEN now()
        ELSE t.window_start END
    RETURNING attempts, window_start
  )
  SELECT CASE
      WHEN c.attempts > $3 THEN c.window_start
      WHEN NOT c.trusted AND l.attempts > $4 THEN l.window_start
    END + make_interval(mins => $5) AS blocked_until,
    now() AS now
  FROM client_count c LEFT JOIN login_count l ON true`;

/**
 * Counts one password check of `key` and answers whether it may be evaluated: 0 = go ahead,
 * otherwise the seconds until the block ends (the check must then not happen at all).
 */
export async function claimAttempt(db: Queryable, key: AttemptKey): Promise<number> {
  const { rows } = await db.query<{ blocked_until: Date | null; now: Date }>(CLAIM, [key.login, key.client, PER_CLIENT_LIMIT, PER_LOGIN_LIMIT, WINDOW_MINUTES]);
  const { blocked_until: until, now } = rows[0];
  return until === null ? 0 : Math.max(1, Math.ceil((new Date(until).getTime() - new Date(now).getTime()) / 1000));
}

/** The password was right: the caller's count starts over, and their address is trusted for this login. */
export async function attemptSucceeded(db: Queryable, key: AttemptKey): Promise<void> {
  await db.query(
    `INSERT INTO login_attempts (login, client, attempts, window_start, trusted_until)
     VALUES ($1, $2, 0, now(), now() + make_interval(days => $3))
     ON CONFLICT (login, client) DO UPDATE SET attempts = 0, trusted_until = EXCLUDED.trusted_until`,
    [key.login, key.client, TRUSTED_DAYS],
  );
}
