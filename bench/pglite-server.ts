import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../src/server/db/db';
import { migrate } from '../src/server/db/migrations';
import { openPgliteDb } from '../src/server/db/pglite';
import { seedDemoData } from '../src/server/db/seed';
import { loadReference } from '../src/server/reports/reference';
import type { Registry } from '../src/shared/registry';
import { BenchServer } from './bench-server';
import { TimedDb } from './timed-db';

/**
 * Runs `fn` on the embedded database: a PGlite of its own in a temporary directory, migrated and seeded with
 * the demo users, with the API built on it (not listening yet); closed and removed afterwards.
 */
export async function onPglite<T>(tenant: string, fn: (server: BenchServer, db: Db, registry: Registry) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-pglite-'));
  const pglite = await openPgliteDb({ dataDir: dir });
  const server = new BenchServer(new TimedDb(pglite), tenant);
  try {
    await migrate(pglite);
    await loadReference(pglite);
    await seedDemoData(pglite);
    const app = await server.build();
    return await fn(server, pglite as Db, app.registry);
  } finally {
    await server.close();
    await pglite.close();
    await rm(dir, { recursive: true, force: true });
  }
}
