import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { migrate } from '../../src/server/db/migrations';
import { loadReference } from '../../src/server/reports/reference';
import { openPgliteDb } from '../../src/server/db/pglite';
import { seedDemoData } from '../../src/server/db/seed';
import { DEFAULT_SCHEMAS_DIR } from '../../src/server/project-paths';
import { loadRegistry } from '../../src/server/registry-loader';
import { syncEntityTables } from '../../src/server/resources/ddl';
import { SEEDED_DUMP } from './test-db';

/** Builds the seeded PGlite once, so each test file only loads a tarball (no initdb, migration, entity DDL or hashing per file). */
export default async function setup() {
  if (process.env.DATABASE_URL) return;
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
