import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../src/server/db/db';
import { migrate } from '../../src/server/db/migrations';
import { loadReference } from '../../src/server/reports/reference';
import { openPostgresDb } from '../../src/server/db/postgres';
import { seedDemoData } from '../../src/server/db/seed';

export interface ThrowAwayDb {
  db: Db;
  /** The database's own URL, for plain `pg` clients. */
  url: string;
  /** Closes the database and drops it. */
  dispose(): Promise<void>;
}

/** pool.end() resolves before the server has reaped the sessions; give them a moment so FORCE kills nothing live. */
async function waitForDisconnect(admin: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [database]);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A database of its own on the PostgreSQL server of `serverUrl` (API tests, bench), migrated and seeded
 * with the demo users, so nothing is written into an existing database.
 */
export async function openThrowAwayPostgres(serverUrl: string, prefix: string): Promise<ThrowAwayDb> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  const url = target.toString();
  const db = openPostgresDb(url);
  await migrate(db);
  await loadReference(db);
  await seedDemoData(db);
  return {
    db,
    url,
    async dispose() {
      await db.close();
      await waitForDisconnect(admin, name);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
