import type { Registry } from '../../shared/registry';
import type { Db } from '../db/db';
import { insertRows } from '../resources/bulk-insert';
import { tableName } from '../resources/sql-names';
import { seedStreams } from './dataset';
import type { Row } from './fit-row';

/** `created_by` of generated rows: a re-run replaces exactly these and leaves the users' own records alone. */
export const SEED_USER = 'seed';
/** Rows per insert call: large enough for speed, small enough that memory stays flat at a million rows. */
const BATCH_ROWS = 5_000;

export interface SeedRunOptions {
  tenant: string;
  size: number;
  /** Default: the tenant name, so every tenant gets its own but repeatable data. */
  seed?: string;
  /** Called after every batch. */
  onProgress?: (done: number, total: number, resource: string) => void | Promise<void>;
}

/** Rows the seed will insert for `size`, without generating them. */
export function seedTotal(registry: Registry, size: number): number {
  return seedStreams(registry, { seed: '', size }).reduce((sum, stream) => sum + stream.total, 0);
}

/**
 * Replaces the tenant's generated data: deletes the rows an earlier seed created, then streams the new
 * ones in batches. Returns the row count per resource. A run that stops half-way leaves a partial data
 * set that the next run replaces.
 */
export async function runSeed(db: Db, registry: Registry, options: SeedRunOptions): Promise<Record<string, number>> {
  const streams = seedStreams(registry, { seed: options.seed ?? options.tenant, size: options.size });
  const total = streams.reduce((sum, stream) => sum + stream.total, 0);
  await db.transaction(async (tx) => {
    for (const { resource } of streams) {
      await tx.query(`DELETE FROM ${tableName(resource)} WHERE tenant = $1 AND created_by = $2`, [options.tenant, SEED_USER]);
    }
  });
  const counts: Record<string, number> = {};
  let done = 0;
  const flush = async (resource: string, batch: Row[]) => {
    await insertRows(db, registry, resource, options.tenant, batch, SEED_USER);
    done += batch.length;
    await options.onProgress?.(done, total, resource);
    // PGlite answers without real I/O, so a job in the API process would starve its requests (the polls too).
    await new Promise((resolve) => setImmediate(resolve));
  };
  for (const stream of streams) {
    let batch: Row[] = [];
    for (const row of stream.rows()) {
      batch.push(row);
      if (batch.length === BATCH_ROWS) {
        await flush(stream.resource, batch);
        batch = [];
      }
    }
    if (batch.length > 0) await flush(stream.resource, batch);
    counts[stream.resource] = stream.total;
  }
  return counts;
}
