import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from '../../shared/registry';
import type { ReportId } from '../../shared/reports/api';
import type { Db } from '../db/db';
import type { ReportSql } from '../reports/report-sql';
import { runSeed, seedTotal } from './run-seed';

export type JobState = 'running' | 'done' | 'failed';

export interface SeedJob {
  state: JobState;
  done: number;
  total: number;
  message: string;
  /** Rows inserted per resource once done. */
  counts: Record<string, number> | null;
}

/** A running job whose node stopped reporting this long ago is reported as failed. */
const STALE_AFTER = '5 minutes';
/** Progress is written at most this often (ms), not after every batch. */
const WRITE_EVERY = 500;

/**
 * Starts seeding the tenant in the background and returns the job id; while a job of the tenant is
 * running, returns that one instead of starting a second.
 */
export async function startSeedJob(
  db: Db,
  registry: Registry,
  reportQueries: ReadonlyMap<ReportId, ReportSql>,
  log: FastifyBaseLogger,
  tenant: string,
  size: number,
  user: string,
): Promise<string> {
  const id = randomUUID();
  const started = await db.transaction(async (tx) => {
    // One starter per tenant at a time, across nodes.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`seed:${tenant}`]);
    const { rows } = await tx.query<{ id: string }>(
      `SELECT id FROM seed_jobs WHERE tenant = $1 AND state = 'running' AND updated_at > now() - interval '${STALE_AFTER}'`,
      [tenant],
    );
    if (rows[0]) return rows[0].id;
    await tx.query('INSERT INTO seed_jobs (tenant, id, state, size, total, created_by) VALUES ($1, $2, $3, $4, $5, $6)', [
      tenant,
      id,
      'running',
      size,
      seedTotal(registry, size),
      user,
    ]);
    return id;
  });
  if (started === id) void runJob(db, registry, reportQueries, log, { tenant, id, size, user });
  return started;
}

async function runJob(
  db: Db,
  registry: Registry,
  reportQueries: ReadonlyMap<ReportId, ReportSql>,
  log: FastifyBaseLogger,
  job: { tenant: string; id: string; size: number; user: string },
): Promise<void> {
  const { tenant, id, size, user } = job;
  const update = (sql: string, params: unknown[]) =>
    db.query(`UPDATE seed_jobs SET ${sql}, updated_at = now() WHERE tenant = $1 AND id = $2`, [tenant, id, ...params]);
  let written = 0;
  try {
    const { inserted } = await runSeed(db, registry, {
      tenant,
      size,
      user,
      reportQueries,
      onProgress: async (done) => {
        if (Date.now() - written < WRITE_EVERY) return;
        written = Date.now();
        await update('done = $3', [done]);
      },
    });
    await update(`state = 'done', done = total, counts = $3::jsonb`, [JSON.stringify(inserted)]);
  } catch (error) {
    log.error({ err: error, tenant, job: id }, 'seed job failed');
    await update(`state = 'failed', message = $3`, [(error as Error).message]).catch(() => undefined);
  }
}

export async function findSeedJob(db: Db, tenant: string, id: string): Promise<SeedJob | undefined> {
  const { rows } = await db.query<SeedJob & { stale: boolean }>(
    `SELECT state, done::float8 AS done, total::float8 AS total, message, counts,
       state = 'running' AND updated_at < now() - interval '${STALE_AFTER}' AS stale
     FROM seed_jobs WHERE tenant = $1 AND id = $2`,
    [tenant, id],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { stale, ...job } = row;
  return stale ? { ...job, state: 'failed', message: 'The job stopped reporting progress (server restarted?)' } : job;
}
