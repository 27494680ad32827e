import type { Db } from '../../src/server/db/db';
import { MIGRATIONS, migrate } from '../../src/server/db/migrations';
import { openPgliteDb } from '../../src/server/db/pglite';
import { openThrowAwayPostgres } from './throw-away-postgres';

/**
 * An empty database of the run's engine (PostgreSQL where DATABASE_URL names one, else PGlite), migrated as the
 * release before the migration step `name` left it, for tests of that step on existing data; and its index.
 */
export async function databaseBeforeStep(name: string): Promise<{ db: Db; step: number; dispose: () => Promise<void> }> {
  const step = MIGRATIONS.findIndex((migration) => migration.name === name);
  if (step < 0) throw new Error(`no migration step "${name}"`);
  const url = process.env.DATABASE_URL;
  let opened: { db: Db; dispose: () => Promise<void> };
  if (url) {
    opened = await openThrowAwayPostgres(url, 'api', { empty: true });
  } else {
    const pglite = await openPgliteDb();
    opened = { db: pglite, dispose: () => pglite.close() };
  }
  await migrate(opened.db, MIGRATIONS.slice(0, step));
  return { db: opened.db, step, dispose: opened.dispose };
}
