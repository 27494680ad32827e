import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../src/server/db/db';
import { migrate } from '../../src/server/db/migrations';
import { loadReference } from '../../src/server/reports/reference';
import { openPostgresDb } from '../../src/server/db/postgres';
import { seedDemoData } from '../../src/server/db/seed';
import { DEFAULT_SCHEMAS_DIR } from '../../src/server/project-paths';
import { loadRegistry } from '../../src/server/registry-loader';
import { syncEntityTables } from '../../src/server/resources/ddl';

export interface ThrowAwayDb {
  db: Db;
  /** The database's own URL, for plain `pg` clients. */
  url: string;
  /** Closes the database and drops it. */
  dispose(): Promise<void>;
}

export interface ThrowAwayOptions {
  /**
   * A database made by `createSeededTemplate` to copy (`CREATE DATABASE … TEMPLATE`): the copy is migrated
   * and seeded already, so nothing is run on it. Without it the new database is migrated and seeded here.
   */
  template?: string;
  /** Nothing is run on the new database: it stays empty, as before a first start. */
  empty?: boolean;
}

/** pool.end() resolves before the server has reaped the sessions; give them a moment so FORCE kills nothing live. */
async function waitForDisconnect(admin: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [database]);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return target.toString();
}

/** Migrates and seeds a new database as a first start would. */
async function prepare(db: Db): Promise<void> {
  await migrate(db);
  await loadReference(db);
  await seedDemoData(db);
}

async function createDatabase(serverUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const drop = async () => {
    await waitForDisconnect(admin, name);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
  return { name, url: databaseUrl(serverUrl, name), disconnected: () => waitForDisconnect(admin, name), drop };
}

/**
 * A database of its own on the PostgreSQL server of `serverUrl` (API tests, bench), migrated and seeded
 * with the demo users, so nothing is written into an existing database.
 */
export async function openThrowAwayPostgres(serverUrl: string, prefix: string, options: ThrowAwayOptions = {}): Promise<ThrowAwayDb> {
  const { url, drop } = await createDatabase(serverUrl, prefix, options.template);
  const db = openPostgresDb(url);
  if (!options.template && !options.empty) await prepare(db);
  return {
    db,
    url,
    async dispose() {
      await db.close();
      await drop();
    },
  };
}

/**
 * A migrated and seeded database with every entity table, made once per test run for
 * `openThrowAwayPostgres(…, { template })`: a copy takes a fraction of migrating and seeding (whose
 * password hashing alone costs seconds). Nothing may stay connected to it, or copying it fails.
 */
export async function createSeededTemplate(serverUrl: string, prefix: string): Promise<{ name: string; dispose(): Promise<void> }> {
  const { name, url, disconnected, drop } = await createDatabase(serverUrl, prefix);
  const db = openPostgresDb(url);
  try {
    await prepare(db);
    await syncEntityTables(db, await loadRegistry(DEFAULT_SCHEMAS_DIR));
  } finally {
    await db.close();
  }
  await disconnected();
  return { name, dispose: drop };
}
