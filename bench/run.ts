import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Registry } from '../src/shared/registry';
import type { Db, Queryable } from '../src/server/db/db';
import { openPostgresDb } from '../src/server/db/postgres';
import { DEFAULT_STATIC_DIR, hasIndexHtml } from '../src/server/project-paths';
import { insertRows } from '../src/server/resources/bulk-insert';
import { openBenchDb } from './bench-db';
import { BenchServer } from './bench-server';
import { autoAssignRows } from './generators/auto-assign-data';
import { figuresRows } from './generators/figures-data';
import { masterDataRows } from './generators/master-data';
import { AUTO_ASSIGN_SCOPE, FIGURES_SCOPE } from './generators/scenario';
import { benchAutoAssign } from './measures/auto-assign';
import { benchFigures } from './measures/figures';
import { benchAuditPack } from './measures/audit-pack';
import { benchImport, importTable, indexCostsLines, listFailureLines, type ImportBenchResult } from './measures/imports';
import { benchLists } from './measures/lists';
import { benchListPage } from './measures/list-page';
import { listsScenario, type ListsEngineResult } from './measures/lists-table';
import { prepareListsTenant } from './lists-tenant';
import { onPglite } from './pglite-server';
import { benchPeriodClose } from './measures/period-close';
import { benchReports } from './measures/reports';
import { reportsBalanceRows, reportsMasterRows, reportsMovementSlices } from './generators/reports-data';
import { recomputeChain } from '../src/server/mass-balance/figures';
import { checkPassed, type ScenarioResult } from './measures/measure';
import { benchLoad, type LoadEngineResult } from './measures/load';
import { loadScenario } from './measures/load-table';
import { loadAtStart, machineFacts, resultsMarkdown } from './report';
import { timeIt } from './stats';
import { TimedDb } from './timed-db';
import { ensureChromium } from '../scripts/chromium';

/** `--quick`: a tenth of the data and fewer runs, printed only; for trying the bench itself. */
const QUICK = process.argv.includes('--quick');
const SIZES = QUICK ? { proofs: 1_000, movements: 10_000, extra: 1_000 } : { proofs: 10_000, movements: 100_000, extra: 10_000 };
const RUNS = QUICK ? { autoAssign: 2, create: 2, edit: 2, get: 3, report: 2 } : { autoAssign: 3, create: 5, edit: 10, get: 20, report: 5 };
/** Movements of scenario D (the CFR reports). */
const REPORT_MOVEMENTS = QUICK ? 100_000 : 1_000_000;
/** Rows of the raw import file (scenario C); `--import-rows N` overrides. */
const IMPORT_ROWS = Number(optionValue('--import-rows') ?? (QUICK ? 100_000 : 1_000_000));
/** Seed size of scenario C (1 ≈ 1,000 inbounds, 2,600 rows; 1000 ≈ 1,000,000 inbounds); `--seed-size N` overrides. */
const SEED_SIZE = Number(optionValue('--seed-size') ?? (QUICK ? 1 : 10));
/** `--engines postgres` (or pglite) runs scenarios C and G on one engine only. */
const ENGINES = (optionValue('--engines') ?? 'postgres,pglite').split(',');
/** `--only-import`, `--only-reports`, `--only-lists`, `--only-page`, `--only-load`: scenario C, D, E, F or G alone (printed, not written), for trying it. */
const ONLY = ['import', 'reports', 'lists', 'page', 'load', 'pack'].find((scenario) => process.argv.includes(`--only-${scenario}`));
const runs = (scenario: string) => !ONLY || ONLY === scenario;
/** Inbounds of scenario E on PostgreSQL (`--lists-rows N` overrides); PGlite gets a tenth. */
const LISTS_ROWS = Number(optionValue('--lists-rows') ?? (QUICK ? 100_000 : 1_000_000));
/** Scenario E's shapes by number (`--lists-shapes 1,6`), all without it. */
const LISTS_SHAPES = optionValue('--lists-shapes')?.split(',').map(Number);
const LISTS_TIMING = QUICK ? { warmupMs: 500, durationMs: 2_000 } : { warmupMs: 1_000, durationMs: 5_000 };
/** Scenario H: inbounds of the packed month, documents and their size (`--quick`: a tenth). */
const PACK_SIZES = QUICK ? { movements: 10_000, documents: 100, documentKb: 100 } : { movements: 100_000, documents: 1_000, documentKb: 100 };

/** Scenario G: simulated users on PostgreSQL (`--load-users N`; PGlite gets half) and their window (`--load-seconds S`). */
const LOAD_USERS = Number(optionValue('--load-users') ?? (QUICK ? 50 : 200));
const LOAD_TIMING = { warmupMs: QUICK ? 2_000 : 5_000, durationMs: 1000 * Number(optionValue('--load-seconds') ?? (QUICK ? 10 : 60)) };
/** Page views of scenario F, after one that fills the browser's cache. */
const PAGE_VIEWS = QUICK ? 3 : 7;
/** Scenario E runs in a tenant of its own, so its lists hold exactly its rows. */
const LISTS_TENANT = 'BENCH_LISTS';
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
    const reports = await benchReports(server, client, REPORT_MOVEMENTS, RUNS.report);
    const close = await benchPeriodClose(server, client, RUNS.report);
    return {
      ...reports,
      title: `${reports.title} and the period-close page`,
      facts: [...reports.facts, ...close.facts],
      lines: [...(reports.lines ?? []), ...(close.lines ?? [])],
      measures: [...reports.measures, ...close.measures],
      checks: [...reports.checks, ...close.checks],
    };
  } finally {
    await server.close();
  }
}

/** Scenario E on PostgreSQL: the API on the bench database, the naive reference over a pool of its own. */
async function runListsOnPostgres(db: TimedDb, url: string, registry: Registry): Promise<ListsEngineResult> {
  const generated = await timeIt(() => prepareListsTenant(db, registry, LISTS_TENANT, LOGIN, LISTS_ROWS));
  console.log(`scenario E data (PostgreSQL) generated in ${(generated.ms / 1000).toFixed(1)} s`);
  const server = new BenchServer(db, LISTS_TENANT);
  const naive = openPostgresDb(url);
  try {
    await server.build();
    await server.listen(LOGIN);
    const measured = await benchLists(server, naive, registry, LISTS_ROWS, LISTS_TIMING, LISTS_SHAPES);
    const targets = { 'page 1': { perSecond: 400, p99Ms: 100 }, 'any page': { p99Ms: 250 }, search: { perSecond: 200, p99Ms: 250 } };
    return { engine: 'PostgreSQL', rows: LISTS_ROWS, targets, naive: "a pg pool of 10 connections, as many as the server's", ...measured };
  } finally {
    await server.close();
    await naive.close();
  }
}

/** Scenario F on PostgreSQL: scenario E's tenant (filled here when E did not run), the API serving the client build. */
async function runListPage(db: TimedDb, registry: Registry): Promise<ScenarioResult> {
  if (!hasIndexHtml(DEFAULT_STATIC_DIR)) throw new Error(`no client build in ${DEFAULT_STATIC_DIR}: run \`npx vite build\` first`);
  // Before the tenant is filled (minutes at a million rows), not after.
  ensureChromium();
  if (!runs('lists')) await prepareListsTenant(db, registry, LISTS_TENANT, LOGIN, LISTS_ROWS);
  const server = new BenchServer(db, LISTS_TENANT);
  try {
    await server.build(DEFAULT_STATIC_DIR);
    await server.listen(LOGIN);
    return await benchListPage(server, LOGIN, LISTS_ROWS, PAGE_VIEWS);
  } finally {
    await server.close();
  }
}

/** Scenario G on PostgreSQL, in scenario E's tenant (filled here when E did not run). */
async function runLoadOnPostgres(db: TimedDb, registry: Registry): Promise<LoadEngineResult> {
  if (!runs('lists')) await prepareListsTenant(db, registry, LISTS_TENANT, LOGIN, LISTS_ROWS);
  const server = new BenchServer(db, LISTS_TENANT);
  try {
    await server.build();
    await server.listen(LOGIN);
    return await benchLoad(server, 'PostgreSQL', LISTS_ROWS, LOAD_USERS, LOAD_TIMING, { readP99Ms: 500, writeP99Ms: 1_000, rssGrowthMb: 300 });
  } finally {
    await server.close();
  }
}

/** Scenario G on the embedded database: a tenth of the rows, half the users. */
function runLoadOnPglite(): Promise<LoadEngineResult> {
  const rows = LISTS_ROWS / 10;
  return onPglite(LISTS_TENANT, async (server, db, registry) => {
    await prepareListsTenant(db, registry, LISTS_TENANT, LOGIN, rows);
    await server.listen(LOGIN);
    return benchLoad(server, 'PGlite', rows, Math.max(1, Math.round(LOAD_USERS / 2)), LOAD_TIMING, { readP99Ms: 2_000 });
  });
}

/** Scenario E on the embedded database, at a tenth of the rows; the naive reference through the same handle. */
function runListsOnPglite(): Promise<ListsEngineResult> {
  const rows = LISTS_ROWS / 10;
  return onPglite(LISTS_TENANT, async (server, db, registry) => {
    const generated = await timeIt(() => prepareListsTenant(db, registry, LISTS_TENANT, LOGIN, rows));
    console.log(`scenario E data (PGlite) generated in ${(generated.ms / 1000).toFixed(1)} s`);
    await server.listen(LOGIN);
    const measured = await benchLists(server, db, registry, rows, LISTS_TIMING, LISTS_SHAPES);
    return {
      engine: 'PGlite',
      rows,
      targets: { 'page 1': { perSecond: 100, p99Ms: 250 }, 'any page': { perSecond: 100, p99Ms: 250 }, search: { perSecond: 100, p99Ms: 250 } },
      naive: "through the same embedded handle, the server's one connection",
      ...measured,
    };
  });
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
    const generated = ONLY ? undefined : await timeIt(() => generateData(db, app.registry));
    if (generated) console.log(`data generated in ${(generated.ms / 1000).toFixed(1)} s`);
    await server.listen(LOGIN);
    const scenarioRuns: [string, () => Promise<ScenarioResult>][] = generated
      ? [
          ['A: auto assign', () => benchAutoAssign(server, client, AUTO_ASSIGN_SCOPE, SIZES.proofs, RUNS.autoAssign)],
          ['B: figures', () => benchFigures(server, client, FIGURES_SCOPE, SIZES, generated.result.editedInbound, RUNS)],
        ]
      : [];
    if (runs('reports')) scenarioRuns.push(['D: reports', () => runReports(db, client, app.registry)]);
    if (runs('lists')) {
      scenarioRuns.push([
        'E: lists',
        async () => listsScenario([await runListsOnPostgres(db, benchDb.url, app.registry), await runListsOnPglite()], LISTS_TIMING),
      ]);
    }
    if (runs('page')) scenarioRuns.push(['F: a list page in Chromium', () => runListPage(db, app.registry)]);
    if (runs('pack')) scenarioRuns.push(['H: audit pack', () => benchAuditPack(server, app.registry, PACK_SIZES, QUICK ? 1 : 3)]);
    if (runs('load')) {
      const engines = ENGINES.map((engine) => (engine === 'pglite' ? runLoadOnPglite : () => runLoadOnPostgres(db, app.registry)));
      scenarioRuns.push(['G: many users at once', async () => loadScenario(await sequence(engines))]);
    }
    for (const [name, run] of scenarioRuns) {
      try {
        scenarios.push(await run());
      } catch (error) {
        failures.push(`${name}: ${(error as Error).message}`);
      }
    }
    const imports: ImportBenchResult[] = [];
    if (runs('import') && ENGINES.includes('postgres'))
      await runImport('PostgreSQL', () => benchImport(server, db, app.registry, 'PostgreSQL', IMPORT_ROWS, SEED_SIZE), imports, failures);
    if (runs('import') && ENGINES.includes('pglite')) await runImport('PGlite', () => benchImportOnPglite(), imports, failures);
    if (imports.length > 0) scenarios.push(importScenario(imports));
    const markdown = resultsMarkdown(await machineFacts(client, load), scenarios, failures);
    console.log(markdown);
    const wrong = scenarios.flatMap((scenario) => scenario.checks).filter((check) => !checkPassed(check));
    if (!QUICK && !ONLY && failures.length === 0) {
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

/** Runs the calls one after another (each engine alone on the machine). */
async function sequence<T>(calls: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = [];
  for (const call of calls) results.push(await call());
  return results;
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
function benchImportOnPglite(): Promise<ImportBenchResult> {
  return onPglite(TENANT, async (server, db, registry) => {
    await server.listen(LOGIN);
    return benchImport(server, db, registry, 'PGlite', IMPORT_ROWS, SEED_SIZE);
  });
}

function importScenario(results: ImportBenchResult[]): ScenarioResult {
  return {
    title: `C: raw import of ${IMPORT_ROWS.toLocaleString('en')} movements, and the seed`,
    facts: [
      'per engine: `runSeed` of the tenant (size ' +
        SEED_SIZE +
        ': seed rows/s, and the partners, sites and products the file names), then a raw import file (schemas/imports/raw-import.json: 16 columns, `;`, decimal comma, DD.MM.YYYY) of inbounds and outbounds uploaded through `POST /imports?type=rawImport`, streamed from disk',
      'COPY reference: the same rows (ISO dates, decimal point) by `copyFrom` into a bare table of the same columns (no key, no index) on the same engine; its rows/s count only the COPY statements',
      "indexed COPY reference: the same rows as inbounds of one tenant by `copyFrom` into a table with the inbounds' columns, primary key and every index the registry gives them (`LIKE e_inbounds INCLUDING INDEXES`: sort indexes, trigram index, composite ones; no triggers), the number of indexes besides the key in brackets: what the list indexes cost a write, and the rate no import of indexed records can exceed",
      'RSS growth: the largest resident set of the API process during the import minus the one before it (sampled every 100 ms; the API runs in the bench process; with PGlite the database too); target ≤ 300 MB',
      `meanwhile another user (${'multi@fuel-portal.example'}) lists inbounds (GET /inbounds?_start=0&_end=20) every 200 ms: the latencies below. The requests are sent from the bench process, where the API runs too: while its event loop is blocked (PGlite works in the process) none is sent, so compare the count answered with what an unblocked loop sends, import seconds ÷ (0.2 s + median latency)`,
    ],
    lines: [...importTable(results), ...listFailureLines(results), ...indexCostsLines(results)],
    measures: results.map((result) => result.list),
    checks: results.flatMap((result) => result.checks),
  };
}

process.exitCode = await main();
