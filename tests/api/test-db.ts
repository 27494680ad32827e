import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import type { Db } from '../../src/server/db/db';
import { openPgliteDb } from '../../src/server/db/pglite';
import { openThrowAwayPostgres } from '../support/throw-away-postgres';

/** Migrated and seeded PGlite database, written once by global-setup.ts (tests/.cache is gitignored). */
export const SEEDED_DUMP = resolve(dirname(fileURLToPath(import.meta.url)), '../.cache/pglite-seeded.tar');

export interface TestDb {
  db: Db;
  /** On PostgreSQL: the database's URL, for a second API node on it. */
  url?: string;
  /** Closes the database and, on PostgreSQL, drops it. */
  dispose(): Promise<void>;
}

let seeded: Promise<Blob> | undefined;

/**
 * The seeded dump, read once per worker: the files of a worker share its modules (vitest.config.ts), and reading
 * the 45 MB file into a new Blob cost each file's database about a third of a second more to open.
 */
const seededDump = () => (seeded ??= readFile(SEEDED_DUMP).then((dump) => new Blob([dump])));

/**
 * One database per test file: on PostgreSQL (DATABASE_URL set) a copy of the run's seeded template, else an
 * in-memory PGlite from the seeded dump.
 */
export async function openTestDb(): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  if (url) return openThrowAwayPostgres(url, 'api', { template: inject('postgresTemplate') });
  const db = await openPgliteDb({ loadDataDir: await seededDump() });
  return { db, dispose: () => db.close() };
}
