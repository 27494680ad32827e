import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../src/server/db/migrations';
import { loadReference } from '../../src/server/reports/reference';
import { openPgliteDb } from '../../src/server/db/pglite';
import { seedDemoData } from '../../src/server/db/seed';
import { DEFAULT_SCHEMAS_DIR } from '../../src/server/project-paths';
import { loadRegistry } from '../../src/server/registry-loader';
import { syncEntityTables } from '../../src/server/resources/ddl';
import { createSeededTemplate } from '../support/throw-away-postgres';
import { SEEDED_DUMP } from './test-db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** On PostgreSQL: the seeded database each test file's database is copied from. */
    postgresTemplate?: string;
  }
}

/**
 * Prepares the seeded database once, so each test file only copies it (no initdb, migration, entity DDL or
 * password hashing per file): on PostgreSQL a template database, dropped at the end; on PGlite a tarball.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = await createSeededTemplate(url, 'api_template');
    project.provide('postgresTemplate', template.name);
    return () => template.dispose();
  }
  const db = await openPgliteDb();
  await migrate(db);
  await loadReference(db);
  await seedDemoData(db);
  await syncEntityTables(db, await loadRegistry(DEFAULT_SCHEMAS_DIR));
  const dump = await db.dumpDataDir();
  await db.close();
  await mkdir(dirname(SEEDED_DUMP), { recursive: true });
  await writeFile(SEEDED_DUMP, Buffer.from(await dump.arrayBuffer()));
}
