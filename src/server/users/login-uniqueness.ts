import type { Db, Queryable } from '../db/db';
import { MIGRATION_LOCK } from '../db/migration-lock';

/**
 * Logins are unique regardless of case. Case is kept as typed (the login shows as the user wrote it), so
 * the database holds it by a unique index on lower(login). The index cannot be built while two logins
 * differ only in case (made before the rule); which of them to keep is an administrator's choice, so the
 * index waits until they are resolved: created by the migration when there are none, else at the first
 * start after. Until then each start names them in the log, and the routes refuse new case-duplicates
 * on their own (insertUser).
 */
export const UNIQUE_LOGIN_INDEX = 'users_login_lower_key';

/** One statement that builds the index when no two logins differ only in case, and else does nothing. */
export const CREATE_UNIQUE_LOGIN_INDEX_WHEN_RESOLVED = `DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM users GROUP BY lower(login) HAVING count(*) > 1) THEN
    CREATE UNIQUE INDEX IF NOT EXISTS ${UNIQUE_LOGIN_INDEX} ON users (lower(login));
  END IF;
END $$`;

/** The logins that differ only in case, in groups (each sorted, oldest account first). */
async function caseDuplicateLogins(db: Queryable): Promise<string[][]> {
  const { rows } = await db.query<{ logins: string[] }>(
    `SELECT array_agg(login ORDER BY id) AS logins FROM users GROUP BY lower(login) HAVING count(*) > 1 ORDER BY lower(login)`,
  );
  return rows.map((row) => row.logins);
}

/** At start: builds the unique index once the case-duplicates are gone, and answers those still there. */
export async function enforceUniqueLogins(db: Db): Promise<string[][]> {
  const { rows } = await db.query<{ built: boolean }>(`SELECT to_regclass('${UNIQUE_LOGIN_INDEX}') IS NOT NULL AS built`);
  if (rows[0].built) return [];
  // Serialised with the migrations, so nodes starting together do not build it twice.
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(CREATE_UNIQUE_LOGIN_INDEX_WHEN_RESOLVED);
    return caseDuplicateLogins(tx);
  });
}

/** The start-up warning for one group of case-duplicates. */
export function caseDuplicateWarning(logins: string[]): string {
  return (
    `Logins differ only in case: ${logins.join(', ')}. Each signs in with its own spelling, any other reaches ${logins[0]}; ` +
    'keep one and rename or delete the others in the users table, and the next start makes logins unique regardless of case'
  );
}
