import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { ImportDeclaration } from '../../shared/imports/declaration';
import { targetResources } from '../../shared/imports/declaration';
import type { Registry } from '../../shared/registry';
import type { Db } from '../db/db';
import { recomputeTenantBalances } from '../mass-balance/figures';
import { checkStagedRows } from './checks';
import { auditImport } from './import-audit';
import { finishImportMessage, reportProgress, touchImportMessage, type ImportCounts } from './import-messages';
import { heartbeatMs } from './limits';
import { mergeStagedRows } from './merge';
import { rebalanceKeyMarks } from '../resources/value-counts';
import { ProblemStore } from './problem-store';
import { ImportFileError, type PartialRow, type ReadBatch } from './read/types';
import { stageId, stageRows } from './stage-rows';
import { dropStagedRows } from './staging';
import { TargetPlan } from './target-plan';
import { errorText, translate, type Language } from '../i18n/translate';
import { BodyTooLargeError } from './body-stream';
import { importEvent } from './import-event';

/** Resources whose records a mass balance's figures are computed from. */
const BALANCE_SOURCES = new Set(['inbounds', 'outbounds', 'production-figures', 'stock-measurements', 'mass-balances']);

export type ReadFile = (input: AsyncIterable<Buffer>, declaration: ImportDeclaration) => AsyncGenerator<ReadBatch>;

export interface ImportJob {
  db: Db;
  registry: Registry;
  log: FastifyBaseLogger;
  declaration: ImportDeclaration;
  tenant: string;
  id: string;
  user: string;
  fileName: string;
  /** The language of the summary in errorMessage. */
  language: Language;
  /** The import date (MergeContext.day). */
  day: string;
  read: ReadFile;
  input: AsyncIterable<Buffer>;
}

/**
 * One import, all-or-nothing: reading (rows COPYed into the staging tables batch by batch, outside a
 * transaction, yielding between batches; rows with problems too, as far as they were read), checking
 * (SQL over the staged rows, so one run lists every error up to the store's cap), writing (one
 * transaction, a slice of rows per statement; rowsWritten counts the rows written so far). Any problem
 * or error: nothing written, the message failed. Staging rows are removed in every case. A
 * BodyTooLargeError is passed on after the cleanup (the route answers 413).
 */
export async function runImport(job: ImportJob): Promise<void> {
  const { db, registry, declaration, tenant, id } = job;
  const stage = stageId(tenant, id);
  const plans = new Map(targetResources(declaration).map((resource) => [resource, new TargetPlan(registry.get(resource)!, declaration, job.language)]));
  const problems = new ProblemStore(db, tenant, id);
  const counts: ImportCounts = { rowsRead: 0, rowsWritten: 0, errorCount: 0 };
  const resources = [...plans.keys()];
  // After every batch and phase: the progress lives in the database, so any node answers GET /imports/{id}.
  const progress = async (phase: 'reading' | 'checking' | 'writing') => {
    counts.errorCount = problems.count;
    await reportProgress(db, tenant, id, phase, counts);
  };
  // Beside the progress: a slow upload or a long write transaction (PostgreSQL: from another connection).
  const heartbeat = setInterval(() => void touchImportMessage(db, tenant, id).catch(() => undefined), heartbeatMs());
  heartbeat.unref();
  try {
    try {
      for await (const batch of job.read(job.input, declaration)) {
        if (batch.warnings.length) await problems.addWarnings(batch.warnings);
        await problems.add(batch.problems);
        counts.rowsRead = batch.rowsRead;
        // Rows with problems are staged too: the checks list their references in the same run.
        await stageBatch(db, plans, stage, batch.rows);
        await stageBatch(db, plans, stage, batch.partial, true);
        await progress('reading');
        // PGlite has one connection: other users' requests get their turn between batches.
        await nextTurn();
      }
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error;
      await problems.add(error.problems);
    }
    await progress('checking');
    await checkStagedRows(registry, problems, [...plans.values()], [stage, tenant]);
    counts.errorCount = problems.count;
    if (problems.count) {
      await finishFailed(db, tenant, id, counts, translate(job.language, 'result.failedWithErrors', { count: problems.count }));
      return;
    }
    await progress('writing');
    await db.transaction(async (tx) => {
      // PostgreSQL runs the transaction again after a deadlock: the count starts over with it.
      counts.rowsWritten = 0;
      const context = { stageId: stage, tenant, user: job.user, importType: declaration.type, importId: id, day: job.day };
      const records = await mergeStagedRows(tx, [...plans.values()], context, async (rows) => {
        counts.rowsWritten += rows;
        // PostgreSQL: from another connection, so every node's GET /imports/{id} sees the write phase move;
        // PGlite: that query would wait for this transaction, but other requests get their turn.
        if (db.concurrent) await progress('writing');
        else await nextTurn();
      });
      if (resources.some((resource) => BALANCE_SOURCES.has(resource)) && records.recordsCreated + records.recordsUpdated > 0) {
        await recomputeTenantBalances(tx, tenant);
      }
      await auditImport(tx, { tenant, user: job.user, importId: id, importType: declaration.type, fileName: job.fileName, resources }, records);
      if (!(await finishImportMessage(tx, tenant, id, 'succeeded', { ...counts, ...records }, null))) throw new ImportInterruptedError();
      await importEvent(tx, tenant, id, 'succeeded');
    });
    // The written keys may fill a range between two key marks; the import stands either way.
    for (const resource of resources) {
      await rebalanceKeyMarks(db, registry.get(resource)!, tenant).catch((error) => job.log.error({ err: error, import: id }, 'marking keys failed'));
    }
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw error;
    if (error instanceof ImportInterruptedError) {
      job.log.warn({ tenant, import: id }, 'import failed as stopped by another node while it wrote: rolled back');
      return;
    }
    job.log.error({ err: error, tenant, import: id }, 'import failed');
    const message = translate(job.language, 'result.failedWithError', { message: errorText(job.language, error as Error) });
    await finishFailed(db, tenant, id, counts, message).catch(() => undefined);
  } finally {
    clearInterval(heartbeat);
    await dropStagedRows(db, registry, stage, resources).catch((error) => job.log.error({ err: error, import: id }, 'staging cleanup failed'));
  }
}

/** Ends the import as failed, with its webhook event in the same transaction (none when it had already ended). */
async function finishFailed(db: Db, tenant: string, id: string, counts: ImportCounts, message: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (await finishImportMessage(tx, tenant, id, 'failed', { ...counts, rowsWritten: 0 }, message)) await importEvent(tx, tenant, id, 'failed');
  });
}

/** Another node took the import for stopped (its heartbeat was stale) before it committed: nothing of it is written. */
class ImportInterruptedError extends Error {}

/** COPYs one batch's rows (`partial`: its rows with problems) into the staging tables of their resources. */
async function stageBatch(db: Db, plans: Map<string, TargetPlan>, stage: string, rows: PartialRow[], partial = false): Promise<void> {
  const byResource = new Map<string, PartialRow[]>();
  for (const row of rows) {
    const group = byResource.get(row.resource);
    if (group) group.push(row);
    else byResource.set(row.resource, [row]);
  }
  for (const [resource, group] of byResource) {
    const plan = plans.get(resource);
    if (!plan) throw new Error(`the reader sent a row for ${resource}, which the import type does not write`);
    const columns = new Set<string>();
    for (const row of group) for (const name of plan.columnsOf(row.values)) columns.add(name);
    columns.add(plan.key);
    plan.columns.add(plan.key);
    await stageRows(db, plan.entity, stage, [...columns], group, partial);
    plan.rows += group.length;
  }
}
