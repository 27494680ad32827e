import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';

/** The signing secret all API nodes share: JWT_SECRET if given, else one generated once and kept in the database. */
export async function loadJwtSecret(db: Db, override?: string): Promise<string> {
  if (override) return override;
  return db.transaction(async (tx) => {
    await tx.query(`INSERT INTO system_settings (key, value) VALUES ('jwt_secret', $1) ON CONFLICT (key) DO NOTHING`, [randomBytes(48).toString('base64url')]);
    const { rows } = await tx.query<{ value: string }>(`SELECT value FROM system_settings WHERE key = 'jwt_secret'`);
    return rows[0].value;
  });
}
