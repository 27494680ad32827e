import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { migrate } from '../../src/server/db/migrations';
import { openPgliteDb } from '../../src/server/db/pglite';
import { seedDemoData } from '../../src/server/db/seed';
import { SEEDED_DUMP } from './test-db';

/** Builds the seeded PGlite once, so each test file only loads a tarball (no initdb, migration or hashing per file). */
export default async function setup() {
  if (process.env.DATABASE_URL) return;
  const db = await openPgliteDb();
  await migrate(db);
  await seedDemoData(db);
  const dump = await db.dumpDataDir();
  await db.close();
  await mkdir(dirname(SEEDED_DUMP), { recursive: true });
  await writeFile(SEEDED_DUMP, Buffer.from(await dump.arrayBuffer()));
}
