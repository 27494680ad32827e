import type { Db } from './db';
import { openPgliteDb } from './pglite';
import { openPostgresDb } from './postgres';

export type Engine = 'pglite' | 'postgres';

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in DATA_DIR. */
export async function openDb(env: { DATABASE_URL?: string; DATA_DIR?: string }): Promise<{ db: Db; engine: Engine }> {
  if (env.DATABASE_URL) return { db: openPostgresDb(env.DATABASE_URL), engine: 'postgres' };
  return { db: await openPgliteDb({ dataDir: env.DATA_DIR || './data' }), engine: 'pglite' };
}
