import { resolve } from 'node:path';
import { buildApp } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/db';
import { migrate } from '../../../src/server/db/migrations';
import { openPgliteDb } from '../../../src/server/db/pglite';
import { seedDemoData } from '../../../src/server/db/seed';
import { DEFAULT_STATIC_DIR } from '../../../src/server/project-paths';

/**
 * A portal of one test file (see ownServer.ts): the built UI on an in-memory database with the demo tenants
 * and logins and no demo records, filled by the setup module named as the argument (its default export
 * gets the database). Prints `listening <url>` once it answers.
 */
const db = await openPgliteDb();
await migrate(db);
await seedDemoData(db);
const setup = process.argv[2];
if (setup) await ((await import(resolve(setup))) as { default: (db: Db) => Promise<void> }).default(db);
const app = await buildApp({ db, staticDir: DEFAULT_STATIC_DIR });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${url}`);
process.on('SIGTERM', () => void app.close().then(() => db.close().then(() => process.exit(0))));
