import type { Db } from '../../src/server/db/db';
import type { Registry } from '../../src/shared/registry';
import { wantedIndexes } from '../../src/server/resources/indexes';
import { INDEXED_TABLE, indexedColumns, indexedCopyBatches, indexedTableSql, type RawImportRow } from '../generators/raw-import';
import { timeIt } from '../stats';

/** Rows per COPY while the indexes are timed one by one. */
const COPY_BATCH = 50_000;
const PER = 100_000;

export interface IndexCost {
  name: string;
  definition: string;
  /** ms of COPYing the rows into the table with the key and this index alone. */
  ms: number;
}

export interface IndexCostResult {
  rows: number;
  /** ms of COPYing the rows into the table with its key alone. */
  keyOnlyMs: number;
  indexes: IndexCost[];
}

/**
 * What each index the registry gives the inbounds costs a write: the same rows COPYed into the inbounds'
 * table with its primary key alone, then with the key and one of the indexes at a time (emptied between
 * trials, the faster of two COPYs each). A product choice of which columns sort fast at scale is a choice of these rows.
 */
export async function measureIndexCosts(db: Db, registry: Registry, rows: RawImportRow[], tenant: string): Promise<IndexCostResult> {
  const copyOnce = async () => {
    await db.query(`TRUNCATE ${INDEXED_TABLE}`);
    let ms = 0;
    for (const text of indexedCopyBatches(rows, COPY_BATCH)) ms += (await timeIt(() => db.copyFrom(INDEXED_TABLE, indexedColumns(), text))).ms;
    return ms;
  };
  // The faster of two: a checkpoint or autovacuum during one trial is not the index's cost.
  const copyAll = async () => Math.min(await copyOnce(), await copyOnce());
  await db.query(`DROP TABLE IF EXISTS ${INDEXED_TABLE}`);
  for (const statement of indexedTableSql(tenant)) await db.query(statement);
  try {
    const { rows: copied } = await db.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = $1 AND indexname NOT LIKE '%pkey'`, [
      INDEXED_TABLE,
    ]);
    for (const { indexname } of copied) await db.query(`DROP INDEX "${indexname}"`);
    // The first COPY warms the table's files and the engine's caches.
    await copyOnce();
    const keyOnlyMs = await copyAll();
    const indexes: IndexCost[] = [];
    for (const index of wantedIndexes(registry.get('inbounds')!)) {
      await db.query(`CREATE INDEX bench_index_cost ON ${INDEXED_TABLE} ${index.definition}`);
      indexes.push({ ...index, ms: await copyAll() });
      await db.query('DROP INDEX bench_index_cost');
    }
    return { rows: rows.length, keyOnlyMs, indexes };
  } finally {
    await db.query(`DROP TABLE ${INDEXED_TABLE}`);
  }
}

const perHundredThousand = (ms: number, rows: number) => (ms * PER) / rows;
const whole = (value: number) => Math.round(value).toLocaleString('en');

/**
 * The table of the index costs (Markdown lines), most expensive first, and the budget the import's
 * target leaves them: at half of a bare COPY's rate a row may take twice a bare COPY's time in all.
 */
export function indexCostLines(result: IndexCostResult, bareCopyRowsPerSecond: number): string[] {
  const added = (index: IndexCost) => perHundredThousand(index.ms - result.keyOnlyMs, result.rows);
  const keyOnly = perHundredThousand(result.keyOnlyMs, result.rows);
  const budget = 2 * ((PER / bareCopyRowsPerSecond) * 1000) - keyOnly;
  const total = result.indexes.reduce((sum, index) => sum + added(index), 0);
  const sorted = [...result.indexes].sort((a, b) => added(b) - added(a));
  return [
    '',
    `What each index of the inbounds costs a write (PostgreSQL, the first ${whole(result.rows)} rows of the file COPYed into the inbounds' table with its primary key alone, then with the key and one index at a time):`,
    '',
    `- the key alone: ${whole(keyOnly)} ms per 100,000 rows (${whole((result.rows / result.keyOnlyMs) * 1000)} rows/s)`,
    `- the ${result.indexes.length} indexes added one at a time: ${whole(total)} ms per 100,000 rows together`,
    `- the import's target (half of a bare COPY's ${whole(bareCopyRowsPerSecond)} rows/s) leaves every index together ${whole(Math.max(0, budget))} ms per 100,000 rows beside the key, before any parsing, checking or merging`,
    '',
    '| index | on (tenant first) | ms per 100,000 rows beyond the key alone | rows/s with the key and this index |',
    '|---|---|---:|---:|',
    ...sorted.map((index) => {
      const on = (index.definition.length > 60 ? `${index.definition.slice(0, 57)}…` : index.definition).replaceAll('|', '\\|');
      return `| ${index.name} | \`${on}\` | ${whole(added(index))} | ${whole((result.rows / index.ms) * 1000)} |`;
    }),
  ];
}
