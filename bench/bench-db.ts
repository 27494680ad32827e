import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../src/server/db/db';
import { migrate } from '../src/server/db/migrations';
import { openPostgresDb } from '../src/server/db/postgres';
import { seedDemoData } from '../src/server/db/seed';

const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDb {
  db: Db;
  /** The throw-away database's URL, for the plain `pg` client of the reference queries. */
  url: string;
  /** Closes the database and drops it. */
  dispose(): Promise<void>;
}

/** pool.end() resolves before the server has reaped the sessions; wait, so FORCE kills nothing live. */
async function waitForDisconnect(admin: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [database]);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A throw-away database on the PostgreSQL server of DATABASE_URL (default: the local server, trust
 * auth), migrated and seeded with the demo users. The bench writes some 130,000 rows, so it never runs
 * inside an existing database; the same convention as the API tests on PostgreSQL.
 */
export async function openBenchDb(): Promise<BenchDb> {
  const server = process.env.DATABASE_URL || DEFAULT_SERVER;
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(server);
  target.pathname = `/${name}`;
  const url = target.toString();
  const db = openPostgresDb(url);
  await migrate(db);
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
