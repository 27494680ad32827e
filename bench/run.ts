import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Registry } from '../src/shared/registry';
import type { Db, Queryable } from '../src/server/db/db';
import { migrate } from '../src/server/db/migrations';
import { loadReference } from '../src/server/reports/reference';
import { openPgliteDb } from '../src/server/db/pglite';
import { seedDemoData } from '../src/server/db/seed';
import { insertRows } from '../src/server/resources/bulk-insert';
import { openBenchDb } from './bench-db';
import { BenchServer } from './bench-server';
import { autoAssignRows } from './generators/auto-assign-data';
import { figuresRows } from './generators/figures-data';
import { masterDataRows } from './generators/master-data';
import { AUTO_ASSIGN_SCOPE, FIGURES_SCOPE } from './generators/scenario';
import { benchAutoAssign } from './measures/auto-assign';
import { benchFigures } from './measures/figures';
import { benchImport, importTable, listFailureLines, type ImportBenchResult } from './measures/imports';
import { benchReports } from './measures/reports';
import { reportsBalanceRows, reportsMasterRows, reportsMovementSlices } from './generators/reports-data';
import { recomputeChain } from '../src/server/mass-balance/figures';
import { checkPassed, type ScenarioResult } from './measures/measure';
import { loadAtStart, machineFacts, resultsMarkdown } from './report';
import { timeIt } from './stats';
import { TimedDb } from './timed-db';

/** `--quick`: a tenth of the data and fewer runs, printed only; for trying the bench itself. */
const QUICK = process.argv.includes('--quick');
const SIZES = QUICK
  ? { proofs: 1_000, movements: 10_000, extra: 1_000 }
  : { proofs: 10_000, movements: 100_000, extra: 10_000 };
const RUNS = QUICK ? { autoAssign: 2, create: 2, edit: 2, get: 3, report: 2 } : { autoAssign: 3, create: 5, edit: 10, get: 20, report: 5 };
/** Movements of scenario D (the CFR reports). */
const REPORT_MOVEMENTS = QUICK ? 100_000 : 1_000_000;
/** Rows of the raw import file (scenario C); `--import-rows N` overrides. Seed size: 1 ≈ 2,600 rows. */
const IMPORT_ROWS = Number(optionValue('--import-rows') ?? (QUICK ? 100_000 : 1_000_000));
const SEED_SIZE = QUICK ? 1 : 10;
/** `--engines postgres` (or pglite) runs scenario C on one engine only. */
const ENGINES = (optionValue('--engines') ?? 'postgres,pglite').split(',');
/** `--only-import`: scenario C alone (printed, not written), for trying it. */
const ONLY_IMPORT = process.argv.includes('--only-import');
/** `--only-reports`: scenario D alone (printed, not written), for trying it. */
const ONLY_REPORTS = process.argv.includes('--only-reports');
/** Scenario D runs in a CFR tenant of its own, so its reports hold exactly its data. */
const REPORTS_TENANT = 'OILCO_CFR';
const REPORTS_LOGIN = 'producer.admin@oilco.example';
const TENANT = 'TENANT1';
const LOGIN = 'user@tenant1.example';
const BENCH_USER = 'bench';
const RESULTS = join(dirname(fileURLToPath(import.meta.url)), 'RESULTS.md');

function optionValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function generateData(db: Queryable, registry: Registry): Promise<{ editedInbound: string }> {
  const insert = (resource: string, rows: Record<string, unknown>[]) => insertRows(db, registry, resource, TENANT, rows, { user: BENCH_USER });
  for (const scope of [AUTO_ASSIGN_SCOPE, FIGURES_SCOPE]) {
    const { locations, products } = masterDataRows(scope);
    await insert('locations', locations);
    await insert('products', products);
  }
  const a = autoAssignRows(AUTO_ASSIGN_SCOPE, SIZES.proofs);
  await insert('inbounds', a.inbounds);
  await insert('sustainabilitydata', a.proofs);
  const b = figuresRows(FIGURES_SCOPE, SIZES.movements, SIZES.extra);
  await insert('inbounds', b.inbounds);
  await insert('outbounds', b.outbounds);
  // Fresh statistics, so neither side pays for a planner that has not seen the rows.
  await db.query('ANALYZE');
  return { editedInbound: String(b.inbounds[0].number) };
}

/** Scenario D's data in its tenant: master data, the movements in slices, then the balances recomputed per chain by the server's SQL. */
async function generateReportsData(db: Db, registry: Registry): Promise<void> {
  const insert = (resource: string, rows: Record<string, unknown>[]) => insertRows(db, registry, resource, REPORTS_TENANT, rows, { user: BENCH_USER });
  const { locations, products, configurations } = reportsMasterRows();
  await insert('locations', locations);
  await insert('products', products);
  await insert('carbonintensityconfigurations', configurations);
  for (const { inbounds, outbounds } of reportsMovementSlices(REPORT_MOVEMENTS, 100_000)) {
    await insert('inbounds', inbounds);
    await insert('outbounds', outbounds);
  }
  const balances = reportsBalanceRows();
  await insert('mass-balances', balances);
  const chains = new Set(balances.map((row) => `${row.site}|${row.product}`));
  for (const chain of chains) {
    const [site, product] = chain.split('|');
    await db.transaction((tx) => recomputeChain(tx, REPORTS_TENANT, site, product));
  }
  await db.query('ANALYZE');
}

async function runReports(db: TimedDb, client: pg.Client, registry: Registry): Promise<ScenarioResult> {
  const generated = await timeIt(() => generateReportsData(db, registry));
  console.log(`scenario D data generated in ${(generated.ms / 1000).toFixed(1)} s`);
  const server = new BenchServer(db, REPORTS_TENANT);
  try {
    await server.build();
    await server.listen(REPORTS_LOGIN);
    return await benchReports(server, client, REPORT_MOVEMENTS, RUNS.report);
  } finally {
    await server.close();
  }
}

async function main(): Promise<number> {
  const load = loadAtStart();
  const benchDb = await openBenchDb();
  const db = new TimedDb(benchDb.db);
  const server = new BenchServer(db, TENANT);
  const client = new pg.Client({ connectionString: benchDb.url });
  const scenarios: ScenarioResult[] = [];
  const failures: string[] = [];
  try {
    await client.connect();
    const app = await server.build();
    const generated = ONLY_IMPORT || ONLY_REPORTS ? undefined : await timeIt(() => generateData(db, app.registry));
    if (generated) console.log(`data generated in ${(generated.ms / 1000).toFixed(1)} s`);
    await server.listen(LOGIN);
    const scenarioRuns: [string, () => Promise<ScenarioResult>][] = generated
      ? [
          ['A: auto assign', () => benchAutoAssign(server, client, AUTO_ASSIGN_SCOPE, SIZES.proofs, RUNS.autoAssign)],
          ['B: figures', () => benchFigures(server, client, FIGURES_SCOPE, SIZES, generated.result.editedInbound, RUNS)],
        ]
      : [];
    if (!ONLY_IMPORT) scenarioRuns.push(['D: reports', () => runReports(db, client, app.registry)]);
    for (const [name, run] of scenarioRuns) {
      try {
        scenarios.push(await run());
      } catch (error) {
        failures.push(`${name}: ${(error as Error).message}`);
      }
    }
    const imports: ImportBenchResult[] = [];
    if (!ONLY_REPORTS && ENGINES.includes('postgres')) await runImport('PostgreSQL', () => benchImport(server, db, app.registry, 'PostgreSQL', IMPORT_ROWS, SEED_SIZE), imports, failures);
    if (!ONLY_REPORTS && ENGINES.includes('pglite')) await runImport('PGlite', () => benchImportOnPglite(), imports, failures);
    if (imports.length > 0) scenarios.push(importScenario(imports));
    const markdown = resultsMarkdown(await machineFacts(client, load), scenarios, failures);
    console.log(markdown);
    const wrong = scenarios.flatMap((scenario) => scenario.checks).filter((check) => !checkPassed(check));
    if (!QUICK && !ONLY_IMPORT && !ONLY_REPORTS && failures.length === 0) {
      await writeFile(RESULTS, markdown);
      console.log(`written to ${RESULTS}`);
    }
    return failures.length > 0 || wrong.length > 0 ? 1 : 0;
  } finally {
    await server.close();
    await client.end();
    await benchDb.dispose();
  }
}

async function runImport(engine: string, run: () => Promise<ImportBenchResult>, results: ImportBenchResult[], failures: string[]): Promise<void> {
  try {
    results.push(await run());
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause;
    failures.push(`C: import (${engine}): ${(error as Error).message}${cause ? ` (${cause.message})` : ''}`);
  }
}

/** Scenario C on the embedded database: a PGlite of its own in a temporary directory, with the API on it. */
async function benchImportOnPglite(): Promise<ImportBenchResult> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-pglite-'));
  const pglite = await openPgliteDb({ dataDir: dir });
  const server = new BenchServer(new TimedDb(pglite), TENANT);
  try {
    await migrate(pglite);
    await loadReference(pglite);
    await seedDemoData(pglite);
    const app = await server.build();
    await server.listen(LOGIN);
    return await benchImport(server, pglite as Db, app.registry, 'PGlite', IMPORT_ROWS, SEED_SIZE);
  } finally {
    await server.close();
    await pglite.close();
    await rm(dir, { recursive: true, force: true });
  }
}

function importScenario(results: ImportBenchResult[]): ScenarioResult {
  return {
    title: `C: raw import of ${IMPORT_ROWS.toLocaleString('en')} movements, and the seed`,
    facts: [
      'per engine: `runSeed` of the tenant (size ' + SEED_SIZE + ': seed rows/s, and the partners, sites and products the file names), then a raw import file (schemas/imports/raw-import.json: 16 columns, `;`, decimal comma, DD.MM.YYYY) of inbounds and outbounds uploaded through `POST /imports?type=rawImport`, streamed from disk',
      'COPY reference: the same rows (ISO dates, decimal point) by `copyFrom` into a bare table of the same columns (no key, no index) on the same engine; its rows/s count only the COPY statements',
      'RSS growth: the largest resident set of the API process during the import minus the one before it (sampled every 100 ms; the API runs in the bench process; with PGlite the database too); target ≤ 300 MB',
      `meanwhile another user (${'multi@fuel-portal.example'}) lists inbounds (GET /inbounds?_start=0&_end=20) every 200 ms: the latencies below. The requests are sent from the bench process, where the API runs too: while its event loop is blocked (PGlite works in the process) none is sent, so compare the count answered with what an unblocked loop sends, import seconds ÷ (0.2 s + median latency)`,
    ],
    lines: [...importTable(results), ...listFailureLines(results)],
    measures: results.map((result) => result.list),
    checks: results.flatMap((result) => result.checks),
  };
}

process.exitCode = await main();
