import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../src/server/db/db';
import type { ImportResult } from '../../src/shared/imports/api';
import type { Registry } from '../../src/shared/registry';
import { runSeed } from '../../src/server/seed/run-seed';
import type { BenchServer } from '../bench-server';
import {
  BARE_TABLE,
  bareColumns,
  bareCopyBatches,
  bareTableSql,
  INDEXED_TABLE,
  indexedColumns,
  indexedCopyBatches,
  indexedTableSql,
  rawImportRows,
  readMasterData,
  writeRawImportFile,
  type RawImportRow,
} from '../generators/raw-import';
import { timeIt } from '../stats';
import { indexCostLines, measureIndexCosts, type IndexCostResult } from './index-costs';
import type { Check, Measure } from './measure';

/** The second user, who lists inbounds while the import runs. */
const OTHER_LOGIN = 'multi@fuel-portal.example';
const LIST_PATH = '/inbounds?_start=0&_end=20';
/** Pause between two list requests of the other user. */
const LIST_PAUSE_MS = 200;
const RSS_SAMPLE_MS = 100;
/** Rows per COPY of the reference. */
const COPY_BATCH = 50_000;
/** Rows the index costs are measured with (PostgreSQL): each index is timed over them once. */
const INDEX_COST_ROWS = 200_000;

export interface ImportBenchResult {
  engine: string;
  seed: { rows: number; ms: number };
  import: { rows: number; bytes: number; ms: number; result: ImportResult };
  /** The same rows by COPY into a bare table (no key, no index), its COPY text made beforehand per batch. */
  copy: { rows: number; ms: number };
  /** The same rows by COPY into a table with the inbounds' columns, key and indexes (count of indexes besides the key). */
  indexedCopy: { rows: number; ms: number; indexes: number };
  /** PostgreSQL: what each of those indexes costs a write. */
  indexCosts?: IndexCostResult;
  rss: { startMb: number; maxGrowthMb: number };
  list: Measure;
  /** List requests that got no answer (time and error). */
  listFailures: string[];
  checks: Check[];
}

const mb = (bytes: number) => bytes / 2 ** 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Scenario C on one engine: seeds the tenant (seed rows/s and the master data the file refers to),
 * writes a raw import file of `rows` movements, uploads it through POST /imports?type=rawImport while
 * another user lists inbounds and the process's RSS is sampled, then COPYs the same rows into a bare table.
 */
export async function benchImport(server: BenchServer, db: Db, registry: Registry, engine: string, rows: number, seedSize: number): Promise<ImportBenchResult> {
  const tenant = server.tenant;
  const seeded = await timeIt(() => runSeed(db, registry, { tenant, size: seedSize, user: 'bench' }));
  const seedRows = Object.values(seeded.result.inserted).reduce((sum, count) => sum + count, 0);
  // The import view is switched on by a system administrator (no demo tenant has it).
  await db.query(
    `UPDATE tenants SET visible_routes = visible_routes || '["import-messages"]'::jsonb WHERE name = $1 AND NOT visible_routes ? 'import-messages'`,
    [tenant],
  );
  const master = await readMasterData(db, tenant);
  const prefix = `BENCH-IMP-${engine.toUpperCase()}`;
  const file = join(tmpdir(), `bench-raw-import-${process.pid}-${engine}.csv`);
  try {
    const bytes = await writeRawImportFile(file, rawImportRows(rows, master, prefix));
    const other = await server.login(OTHER_LOGIN);
    const latencies: number[] = [];
    const startRss = process.memoryUsage().rss;
    let maxRss = startRss;
    const sampler = setInterval(() => (maxRss = Math.max(maxRss, process.memoryUsage().rss)), RSS_SAMPLE_MS);
    let running = true;
    const failures: string[] = [];
    const lister = (async () => {
      while (running) {
        const started = performance.now();
        try {
          await server.call('GET', LIST_PATH, undefined, other);
          latencies.push(performance.now() - started);
        } catch (error) {
          // Counted, not fatal: a request the server dropped (a reset connection) is part of the result.
          const cause = (error as Error & { cause?: Error }).cause;
          failures.push(`${Math.round(performance.now() - started)} ms: ${(error as Error).message}${cause ? ` (${cause.message})` : ''}`);
        }
        await sleep(LIST_PAUSE_MS);
      }
    })();
    let imported: { ms: number; result: ImportResult };
    try {
      imported = await timeIt(() => server.upload<ImportResult>(`/imports?type=rawImport&fileName=bench-raw-import.csv`, file));
    } finally {
      running = false;
      clearInterval(sampler);
      await lister;
    }
    await db.query(`DROP TABLE IF EXISTS ${BARE_TABLE}`);
    await db.query(bareTableSql());
    let copyMs = 0;
    for (const text of bareCopyBatches(rawImportRows(rows, master, prefix), COPY_BATCH)) {
      copyMs += (await timeIt(() => db.copyFrom(BARE_TABLE, bareColumns(), text))).ms;
    }
    const { rows: copied } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${BARE_TABLE}`);
    await db.query(`DROP TABLE ${BARE_TABLE}`);
    const indexed = await copyIntoIndexedTable(db, rawImportRows(rows, master, prefix), tenant);
    const indexCosts =
      engine === 'PostgreSQL' ? await measureIndexCosts(db, registry, [...rawImportRows(Math.min(rows, INDEX_COST_ROWS), master, prefix)], tenant) : undefined;
    const result = imported.result;
    return {
      engine,
      seed: { rows: seedRows, ms: seeded.ms },
      import: { rows, bytes, ms: imported.ms, result },
      copy: { rows: copied[0].n, ms: copyMs },
      indexedCopy: indexed,
      indexCosts,
      rss: { startMb: mb(startRss), maxGrowthMb: mb(maxRss - startRss) },
      list: { name: `${engine}: list request of another user during the import (GET ${LIST_PATH})`, samples: latencies },
      listFailures: failures,
      checks: [
        { name: `${engine}: import status succeeded`, server: result.importStatus === 'succeeded' ? 1 : 0, expected: 1 },
        { name: `${engine}: rows read`, server: result.rowsRead, expected: rows },
        { name: `${engine}: records created`, server: result.recordsCreated, expected: rows },
        { name: `${engine}: rows COPYed into the bare table`, server: copied[0].n, expected: rows },
        { name: `${engine}: rows COPYed into the indexed table`, server: indexed.rows, expected: rows },
      ],
    };
  } finally {
    await rm(file, { force: true });
  }
}

/** COPYs the rows into a table shaped and indexed like the inbounds (INDEXED_TABLE): the write cost of the indexes. */
async function copyIntoIndexedTable(db: Db, rows: Iterable<RawImportRow>, tenant: string): Promise<ImportBenchResult['indexedCopy']> {
  await db.query(`DROP TABLE IF EXISTS ${INDEXED_TABLE}`);
  for (const statement of indexedTableSql(tenant)) await db.query(statement);
  try {
    let ms = 0;
    for (const text of indexedCopyBatches(rows, COPY_BATCH)) ms += (await timeIt(() => db.copyFrom(INDEXED_TABLE, indexedColumns(), text))).ms;
    const { rows: counted } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${INDEXED_TABLE}`);
    const { rows: indexes } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_indexes WHERE tablename = $1 AND indexname NOT LIKE '%pkey'`, [
      INDEXED_TABLE,
    ]);
    return { rows: counted[0].n, ms, indexes: indexes[0].n };
  } finally {
    await db.query(`DROP TABLE ${INDEXED_TABLE}`);
  }
}

const rate = (rows: number, ms: number) => Math.round(rows / (ms / 1000)).toLocaleString('en');

/** The list requests that failed, per engine (Markdown lines; none: nothing). */
export function listFailureLines(results: ImportBenchResult[]): string[] {
  const lines = results.flatMap((r) => r.listFailures.slice(0, 5).map((failure) => `- ${r.engine}: list request failed after ${failure}`));
  return lines.length ? ['', ...lines] : [];
}

/** Per engine that measured them, what each index costs a write (Markdown lines). */
export const indexCostsLines = (results: ImportBenchResult[]): string[] =>
  results.flatMap((r) => (r.indexCosts ? indexCostLines(r.indexCosts, r.copy.rows / (r.copy.ms / 1000)) : []));

/** The throughput table of scenario C (Markdown lines). */
export function importTable(results: ImportBenchResult[]): string[] {
  return [
    '| engine | rows | file MB | import s | import rows/s | COPY into a bare table rows/s | import / COPY | COPY into the indexed table rows/s (indexes) | import / indexed COPY | RSS growth MB (max) | list requests answered / failed | seed rows | seed s | seed rows/s |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map((r) =>
      [
        r.engine,
        r.import.rows.toLocaleString('en'),
        mb(r.import.bytes).toFixed(0),
        (r.import.ms / 1000).toFixed(1),
        rate(r.import.rows, r.import.ms),
        rate(r.copy.rows, r.copy.ms),
        `${((r.copy.ms / r.import.ms) * 100).toFixed(0)} %`,
        `${rate(r.indexedCopy.rows, r.indexedCopy.ms)} (${r.indexedCopy.indexes})`,
        `${((r.indexedCopy.ms / r.import.ms) * 100).toFixed(0)} %`,
        r.rss.maxGrowthMb.toFixed(0),
        `${r.list.samples.length} / ${r.listFailures.length}`,
        r.seed.rows.toLocaleString('en'),
        (r.seed.ms / 1000).toFixed(1),
        rate(r.seed.rows, r.seed.ms),
      ]
        .join(' | ')
        .replace(/^/, '| ')
        .concat(' |'),
    ),
  ];
}
