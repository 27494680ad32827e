import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Db } from '../../src/server/db/db';
import { migrate } from '../../src/server/db/migrations';
import { openPgliteDb } from '../../src/server/db/pglite';
import { openPostgresDb } from '../../src/server/db/postgres';
import { seedDemoData } from '../../src/server/db/seed';

/** Migrated and seeded PGlite database, written once by global-setup.ts (tests/.cache is gitignored). */
export const SEEDED_DUMP = resolve(dirname(fileURLToPath(import.meta.url)), '../.cache/pglite-seeded.tar.gz');

export interface TestDb {
  db: Db;
  /** Closes the database and, on PostgreSQL, drops it. */
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

/** A throw-away database of its own on the server of DATABASE_URL, migrated and seeded. */
async function openThrowAwayPostgres(url: string): Promise<TestDb> {
  const name = `api_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = openPostgresDb(target.toString());
  await migrate(db);
  await seedDemoData(db);
  return {
    db,
    async dispose() {
      await db.close();
      await waitForDisconnect(admin, name);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** One database per test file: PostgreSQL when DATABASE_URL is set, else an in-memory PGlite from the seeded dump. */
export async function openTestDb(): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  if (url) return openThrowAwayPostgres(url);
  const db = await openPgliteDb({ loadDataDir: new Blob([await readFile(SEEDED_DUMP)]) });
  return { db, dispose: () => db.close() };
}
