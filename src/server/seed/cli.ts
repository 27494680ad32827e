/**
 * npm run seed -- --tenant OILCO_CFR --size 1 [--seed text]
 * Fills one tenant with generated demo data in the database main.ts uses (DATABASE_URL, else PGlite in
 * DATA_DIR). Replaces what an earlier seed of that tenant created and no user touched. PGlite: stop the
 * server first, the embedded database takes one process at a time (the data directory's lock refuses
 * a second one).
 */
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { normalizeTenant } from '../../shared/login';
import { isSeedSize, SEED_SIZE_MAX, SEED_SIZE_MIN } from '../../shared/seed-size';
import { DataDirLockedError } from '../db/data-dir-lock';
import { migrate } from '../db/migrations';
import { loadReference } from '../reports/reference';
import { openDb } from '../db/open';
import { DEFAULT_SCHEMAS_DIR } from '../project-paths';
import { loadRegistry } from '../registry-loader';
import { syncEntityTables } from '../resources/ddl';
import { loadReportQueries } from '../reports/report-queries';
import { runSeed } from './run-seed';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const USAGE = 'Usage: npm run seed -- --tenant <TENANT> [--size <n>] [--seed <text>]';

function readArgs() {
  try {
    return parseArgs({ options: { tenant: { type: 'string' }, size: { type: 'string', default: '1' }, seed: { type: 'string' } } }).values;
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
}

/** The audit log's name for what this run deletes: the operating-system user at the command line. */
function auditUser(): string {
  try {
    return `${userInfo().username} (npm run seed)`;
  } catch {
    return 'npm run seed';
  }
}

const values = readArgs();
const tenant = normalizeTenant(values.tenant ?? '');
const size = Number(values.size);
if (!tenant) fail(USAGE);
if (!isSeedSize(size)) fail(`--size must be a number from ${SEED_SIZE_MIN} to ${SEED_SIZE_MAX} (1 ≈ 1,000 inbounds; 1000 ≈ 1,000,000)`);

const registry = await loadRegistry(DEFAULT_SCHEMAS_DIR);
const reportQueries = await loadReportQueries(DEFAULT_SCHEMAS_DIR, registry);
const { db, engine } = await openDb({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR }).catch((error: Error) =>
  // With PGlite the server must be stopped first: the lock names the process that holds the data directory.
  error instanceof DataDirLockedError ? fail(error.message) : Promise.reject(error),
);
// Ctrl+C ends the run through process.exit, so the data directory's lock is released; what was written stays for the next run to replace.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const)
  process.once(signal, () => process.exit(code));
try {
  await migrate(db);
  await loadReference(db);
  await syncEntityTables(db, registry);
  const { rows } = await db.query<{ name: string }>('SELECT name FROM tenants ORDER BY name');
  if (rows.some((row) => row.name === tenant)) {
    await seed(engine);
  } else {
    console.error(
      `Unknown tenant ${tenant}. Known tenants: ${rows.map((row) => row.name).join(', ') || 'none (start the server once to create the demo tenants)'}`,
    );
    process.exitCode = 1;
  }
} finally {
  await db.close();
}

async function seed(engine: string) {
  const started = Date.now();
  let lastLine = 0;
  const result = await runSeed(db, registry, {
    tenant,
    size,
    seed: values.seed,
    user: auditUser(),
    reportQueries,
    onProgress: (done, total, resource) => {
      if (Date.now() - lastLine < 250 && done < total) return;
      lastLine = Date.now();
      const rate = Math.round(done / ((Date.now() - started) / 1000));
      process.stdout.write(
        `\r${tenant} (${engine}): ${done.toLocaleString('en')}/${total.toLocaleString('en')} rows, ${resource}, ${rate.toLocaleString('en')} rows/s   `,
      );
    },
  });
  const seconds = (Date.now() - started) / 1000;
  const total = Object.values(result.inserted).reduce((sum, count) => sum + count, 0);
  console.log(
    `\nDone in ${seconds.toFixed(1)} s (${Math.round(total / seconds).toLocaleString('en')} rows/s). Deleted: earlier generated records; kept: generated keys a user's record holds.`,
  );
  console.table(
    Object.fromEntries(
      Object.keys(result.inserted).map((resource) => [
        resource,
        { deleted: result.deleted[resource], inserted: result.inserted[resource], kept: result.kept[resource] },
      ]),
    ),
  );
  console.log(`Demo links: ${result.links.toLocaleString('en')}`);
}
