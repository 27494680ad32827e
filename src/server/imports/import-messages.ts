import type { ImportPhase, ImportResult, ImportStatus } from '../../shared/imports/api';
import type { Queryable } from '../db/db';

const UNIQUE_VIOLATION = '23505';

export interface ImportCounts {
  rowsRead: number;
  rowsWritten: number;
  errorCount: number;
}

export interface RecordCounts {
  recordsCreated: number;
  recordsUpdated: number;
  recordsUnchanged: number;
}

export interface NewImport {
  tenant: string;
  id: string;
  importType: string;
  fileName: string;
  fileSize: number | null;
  importedBy: string;
}

const COLUMNS = `id, "importType", "importStatus", phase, "fileName", "fileSize", "importedBy", "startedAt", "lastImportTime",
  coalesce("rowsRead", 0) AS "rowsRead", coalesce("rowsWritten", 0) AS "rowsWritten", coalesce("recordsCreated", 0) AS "recordsCreated",
  coalesce("recordsUpdated", 0) AS "recordsUpdated", coalesce("recordsUnchanged", 0) AS "recordsUnchanged",
  coalesce("errorCount", 0) AS "errorCount", "errorMessage"`;

const iso = (value: unknown): string | null => (value instanceof Date ? value.toISOString() : value === null || value === undefined ? null : String(value));

/**
 * Starts the import message (running, reading). Returns false when the tenant has a running import of
 * the type: the partial unique index import_messages_running_idx decides, on every node alike.
 */
export async function insertImportMessage(db: Queryable, message: NewImport): Promise<boolean> {
  try {
    await db.query(
      `INSERT INTO e_import_messages (tenant, id, "importType", "importStatus", phase, "fileName", "fileSize", "importedBy", "startedAt",
         "rowsRead", "rowsWritten", "recordsCreated", "recordsUpdated", "recordsUnchanged", "errorCount", created_by, updated_by)
       VALUES ($1, $2, $3, 'running', 'reading', $4, $5, $6, now(), 0, 0, 0, 0, 0, 0, $6, $6)`,
      [message.tenant, message.id, message.importType, message.fileName, message.fileSize, message.importedBy],
    );
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) return false;
    throw error;
  }
}

export async function importIdExists(db: Queryable, tenant: string, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM e_import_messages WHERE tenant = $1 AND id = $2', [tenant, id]);
  return rows.length > 0;
}

/** Whether the tenant has a succeeded import of each type (docs/domain-rules.md#import-order). */
export async function hasSucceeded(db: Queryable, tenant: string, types: string[]): Promise<boolean> {
  if (!types.length) return true;
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(DISTINCT "importType")::int AS n FROM e_import_messages WHERE tenant = $1 AND "importType" = ANY($2::text[]) AND "importStatus" = 'succeeded'`,
    [tenant, types],
  );
  return rows[0].n === types.length;
}

/** Progress and heartbeat (updated_at): any node answers GET /imports/{id} from here. */
export async function reportProgress(db: Queryable, tenant: string, id: string, phase: ImportPhase, counts: ImportCounts): Promise<void> {
  await db.query(
    `UPDATE e_import_messages SET phase = $3, "rowsRead" = $4, "rowsWritten" = $5, "errorCount" = $6, updated_at = now()
     WHERE tenant = $1 AND id = $2 AND "importStatus" = 'running'`,
    [tenant, id, phase, counts.rowsRead, counts.rowsWritten, counts.errorCount],
  );
}

/** The heartbeat alone (a long upload or write transaction): a node starting meanwhile must not take it for stopped. */
export async function touchImportMessage(db: Queryable, tenant: string, id: string): Promise<void> {
  await db.query(`UPDATE e_import_messages SET updated_at = now() WHERE tenant = $1 AND id = $2 AND "importStatus" = 'running'`, [tenant, id]);
}

/** The bytes the upload had (exact, also without a Content-Length). */
export async function setFileSize(db: Queryable, tenant: string, id: string, bytes: number): Promise<void> {
  await db.query(`UPDATE e_import_messages SET "fileSize" = $3 WHERE tenant = $1 AND id = $2`, [tenant, id, bytes]);
}

/**
 * Ends the import: succeeded with its record counts, or failed with its message. False when it had already
 * ended: found stale (recovery.ts) while it ran, it keeps the message that says it was interrupted.
 */
export async function finishImportMessage(
  db: Queryable,
  tenant: string,
  id: string,
  status: Exclude<ImportStatus, 'running'>,
  counts: ImportCounts & Partial<RecordCounts>,
  errorMessage: string | null,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE e_import_messages SET "importStatus" = $3, phase = 'done', "lastImportTime" = now(), "rowsRead" = $4, "rowsWritten" = $5,
       "errorCount" = $6, "recordsCreated" = $7, "recordsUpdated" = $8, "recordsUnchanged" = $9, "errorMessage" = $10, updated_at = now()
     WHERE tenant = $1 AND id = $2 AND "importStatus" = 'running'
     RETURNING 1`,
    [
      tenant,
      id,
      status,
      counts.rowsRead,
      counts.rowsWritten,
      counts.errorCount,
      counts.recordsCreated ?? 0,
      counts.recordsUpdated ?? 0,
      counts.recordsUnchanged ?? 0,
      errorMessage?.slice(0, 4000) ?? null,
    ],
  );
  return rows.length > 0;
}

/** Deletes the message of an import refused while its body streamed (413: nothing is written). */
export async function deleteImportMessage(db: Queryable, tenant: string, id: string): Promise<void> {
  await db.query('DELETE FROM e_import_messages WHERE tenant = $1 AND id = $2', [tenant, id]);
}

export type StoredImport = Omit<ImportResult, 'warnings'>;

export async function findImportMessage(db: Queryable, tenant: string, id: string): Promise<StoredImport | undefined> {
  const { rows } = await db.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM e_import_messages WHERE tenant = $1 AND id = $2`, [tenant, id]);
  const row = rows[0];
  if (!row) return undefined;
  return {
    ...(row as unknown as StoredImport),
    startedAt: iso(row.startedAt)!,
    lastImportTime: iso(row.lastImportTime),
    fileSize: row.fileSize === null ? null : Number(row.fileSize),
  };
}
