import type { EntitySchema } from '../../shared/registry';
import type { Queryable } from '../db/db';
import type { ImportRow } from './read/types';
import { quoteIdent } from '../resources/sql-names';
import { stagingTable } from './staging';

/** One field of COPY's CSV: NULL unquoted and empty, everything else quoted (so '' stays an empty string). */
function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return `"${text.replaceAll('"', '""')}"`;
}

/** The staging id of an import: import ids are unique per tenant only. */
export const stageId = (tenant: string, importId: string): string => `${tenant}/${importId}`;

/**
 * Writes one batch of checked rows of one resource into its staging table with COPY: the columns the
 * file supplies (`columns`, entity property names) besides the import id, file row and record key.
 */
export async function stageRows(db: Queryable, entity: EntitySchema, id: string, columns: string[], rows: ImportRow[]): Promise<void> {
  if (!rows.length) return;
  const key = entity['x-key'];
  const value = (row: ImportRow, name: string) => (name === key ? (row.values[name] ?? row.key) : row.values[name]);
  const lines = rows.map((row) => [csvField(id), String(row.row), csvField(row.key), ...columns.map((name) => csvField(value(row, name)))].join(','));
  const quoted = ['import_id', 'row_number', 'import_key', ...columns.map((name) => quoteIdent(entity, name))];
  await db.copyFrom(stagingTable(entity['x-resource']), quoted, `${lines.join('\n')}\n`);
}
