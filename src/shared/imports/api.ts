import type { ImportColumn } from './declaration';

/**
 * The import API (src/server/routes/areas/imports.ts), shared by the server and the import view.
 * Tenant routes under /api/v1; the tenant must show `import-messages`, the import view's menu key, and the role hold `imports.run`.
 *
 * - `GET  /import-types` → `ImportTypesResponse`: the types this tenant and user may import.
 * - `GET  /import-types/{type}/sample` → a valid sample CSV (tests/fixtures/imports/{type}.csv).
 * - `POST /imports?type=&fileName=&id=` with the file's bytes as the body (any content type; streamed) →
 *   `ImportResult` once the import is finished (succeeded or failed: both leave an import message);
 *   refused before it starts: 400 IMPORT_FILE_REQUIRED (no body, or not a CSV by name), 403
 *   IMPORT_TYPE_FORBIDDEN, 409 IMPORT_ORDER (`requires` not met), 409 IMPORT_RUNNING (this tenant and type
 *   has one running), 413 IMPORT_TOO_LARGE (`limit` in bytes), 400 INVALID_ID for a malformed `id`.
 *   `id` (optional, `IMPORT_ID` pattern) lets the client poll the progress while its upload runs.
 * - `GET  /imports/{id}` → `ImportResult` (while running: the progress so far); 404 until it exists.
 * - `GET  /imports/{id}/errors?_start=&_end=` → `ImportError[]`, total in `x-total-count`.
 * - `GET  /imports/{id}/errors.csv?lang=de|en` → the error list as CSV (UTF-8 with BOM, `;`).
 * The import messages themselves are the registry entity `import-messages` (x-managed: read-only).
 */

/** The import view's tenant menu key: shown by a tenant that has import types or has it switched on. */
export const IMPORT_VIEW_KEY = 'import-messages';

/** Bytes a file may have (the route's body limit); `IMPORT_MAX_BYTES` overrides it in the environment. */
export const IMPORT_MAX_BYTES = 1024 * 1024 * 1024;
/** Errors stored and listed per import; `errorCount` counts them all. */
export const IMPORT_MAX_ERRORS = 10_000;
/** An id the client chooses for its import (a UUID or similar). */
export const IMPORT_ID = /^[A-Za-z0-9-]{8,60}$/;

export interface ImportTypeInfo {
  /** `rawImport`, … or `resource:{x-resource}` for the round trip of a list's CSV export. */
  type: string;
  /** Resources the type writes to. */
  resources: string[];
  columns: Pick<ImportColumn, 'property' | 'header' | 'required'>[];
  decimal: ',' | '.';
  dateFormats: string[];
  requires: string[];
  /** For `requires`: whether the tenant has a succeeded import of each required type. */
  ready: boolean;
}

export interface ImportTypesResponse {
  /** The tenant's company name ("Please select a {company} CSV file."). */
  company: string;
  types: ImportTypeInfo[];
}

export type ImportStatus = 'running' | 'succeeded' | 'failed';
export type ImportPhase = 'reading' | 'checking' | 'writing' | 'done';

export interface ImportError {
  /** File row (the header is row 1); absent for a problem of the whole file. */
  row?: number;
  /** Header of the column as in the file. */
  column?: string;
  value?: string;
  /** i18n key (locales/{lang}/imports.json `errors.*`) and its parameters. */
  messageKey: string;
  params?: Record<string, string | number>;
  /** The text in the language of the request (Accept-Language / lang). */
  message: string;
}

export interface ImportResult {
  id: string;
  importType: string;
  importStatus: ImportStatus;
  phase: ImportPhase;
  fileName: string;
  fileSize: number | null;
  importedBy: string;
  startedAt: string;
  lastImportTime: string | null;
  rowsRead: number;
  rowsWritten: number;
  recordsCreated: number;
  recordsUpdated: number;
  recordsUnchanged: number;
  errorCount: number;
  errorMessage: string | null;
  /** Not fatal: columns of the file no declaration knows (ignored). */
  warnings: ImportError[];
}
