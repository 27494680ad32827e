import type { Registry } from '../../shared/registry';
import type { Db } from '../db/db';
import { removeSeededBalances } from '../mass-balance/demo-balances';
import { recomputeTenantBalances, refreshRemainingVolumes } from '../mass-balance/figures';
import { insertRows } from '../resources/bulk-insert';
import { tableName } from '../resources/sql-names';
import { countValuesAnew } from '../resources/value-counts';
import type { ReportId } from '../../shared/reports/api';
import { CREDIT_REPORT } from '../reports/report-queries';
import type { ReportSql } from '../reports/report-sql';
import { seedCatsCreations } from './cats-creations';
import { loadWithIndexesAfter } from './indexes-after-load';
import { DEFAULT_YEAR, seedStreams } from './dataset';
import type { Row } from './fit-row';
import { removeSeededLinks, seedDemoLinks } from './links';
import { removeSeededRows, SEED_USER } from './seeded-rows';

/** Rows per insert call: large enough for speed, small enough that memory stays flat at a million rows. */
const BATCH_ROWS = 10_000;
/** Rows generated between two turns of the event loop. */
const YIELD_ROWS = 500;

export interface SeedRunOptions {
  tenant: string;
  size: number;
  /** Default: the tenant name, so every tenant gets its own but repeatable data. */
  seed?: string;
  /** Who started the run: the audit log names them for the rows it deletes. Default: SEED_USER. */
  user?: string;
  /** The SQL of the reports: with the credit generation report's, the CATS creations are booked from it (cats-creations.ts). */
  reportQueries?: ReadonlyMap<ReportId, ReportSql>;
  /** Called after every batch. */
  onProgress?: (done: number, total: number, resource: string) => void | Promise<void>;
}

/** Per resource: records deleted, rows inserted, and generated rows left out because a user's record has the key. */
export interface SeedResult {
  deleted: Record<string, number>;
  inserted: Record<string, number>;
  kept: Record<string, number>;
  /** Demo links written (seed/links.ts). */
  links: number;
}

/** Rows the seed will generate for `size`, without generating them. */
export function seedTotal(registry: Registry, size: number): number {
  return seedStreams(registry, { seed: '', size }).reduce((sum, stream) => sum + stream.total, 0);
}

/**
 * Replaces the tenant's generated data: deletes the generated records and links no user touched (audited), then
 * streams the new ones in batches, leaving out keys a user's record holds, and links some of them. A run that stops half-way
 * leaves a partial data set that the next run replaces.
 */
export async function runSeed(db: Db, registry: Registry, options: SeedRunOptions): Promise<SeedResult> {
  const streams = seedStreams(registry, { seed: options.seed ?? options.tenant, size: options.size });
  const total = streams.reduce((sum, stream) => sum + stream.total, 0);
  const result: SeedResult = { deleted: {}, inserted: {}, kept: {}, links: 0 };
  await db.transaction(async (tx) => {
    await removeSeededBalances(tx, options.tenant);
    await removeSeededLinks(tx, options.tenant);
    for (const { resource } of streams) {
      result.deleted[resource] = await removeSeededRows(tx, registry, options.tenant, resource, options.user ?? SEED_USER);
    }
  });
  let done = 0;
  const write = async (resource: string, batch: Row[]) => {
    const inserted = await insertRows(db, registry, resource, options.tenant, batch, { user: SEED_USER, skipExisting: true, countValuesLater: true });
    result.inserted[resource] += inserted;
    result.kept[resource] += batch.length - inserted;
    done += batch.length;
    await options.onProgress?.(done, total, resource);
  };
  const loads = streams.map((stream) => ({ resource: stream.resource, rows: stream.total }));
  // Until autovacuum gets to them, the planner's statistics describe the tables before the load (the CATS, link
  // and balance queries below were planned for a few rows and ran for minutes over a million), and no page is
  // marked all-visible, so a deep list page's index-only scan visits the table for every row it skips
  // (833 ms instead of 31 ms in the middle of a million inbounds). The rows were written uncounted
  // (countValuesLater): their values are counted once, from the table.
  const settle = async (resource: string) => {
    await db.query(`VACUUM (ANALYZE) ${tableName(resource)}`);
    await countValuesAnew(db, registry.get(resource)!, options.tenant);
  };
  await loadWithIndexesAfter(
    db,
    registry,
    loads,
    async (loaded) => {
      // One batch is written while the next is generated: PostgreSQL works in its own process meanwhile.
      let writing: Promise<void> = Promise.resolve();
      for (const stream of streams) {
        result.inserted[stream.resource] = 0;
        result.kept[stream.resource] = 0;
        let batch: Row[] = [];
        for (const row of stream.rows()) {
          batch.push(row);
          // Generation yields now and then, so the database's answers to the batch being written are read,
          // and on PGlite a job in the API process does not starve its requests (the polls too).
          if (batch.length % YIELD_ROWS === 0) await new Promise((resolve) => setImmediate(resolve));
          if (batch.length === BATCH_ROWS) {
            await writing;
            writing = write(stream.resource, batch);
            // Its failure is thrown where it is awaited, not reported as unhandled while the next batch is generated.
            writing.catch(() => undefined);
            batch = [];
          }
        }
        await writing;
        if (batch.length > 0) await write(stream.resource, batch);
        loaded(stream.resource);
      }
    },
    { settle },
  );
  // The tenant's counts before the load are dead rows now, which a deep page's read of the ranges would walk.
  await db.query('VACUUM (ANALYZE) value_counts');
  // Users' balances count the new movements; their proofs keep what is allocated from them.
  const creditReport = options.reportQueries?.get(CREDIT_REPORT);
  await db.transaction(async (tx) => {
    const booked = creditReport ? await seedCatsCreations(tx, registry, options.tenant, DEFAULT_YEAR, creditReport) : 0;
    result.links = booked + (await seedDemoLinks(tx, registry, options.tenant, creditReport ? ['catscredits.outbounds'] : []));
    await refreshRemainingVolumes(tx, options.tenant);
    await recomputeTenantBalances(tx, options.tenant);
  });
  return result;
}
