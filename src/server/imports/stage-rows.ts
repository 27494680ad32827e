import type { EntitySchema } from '../../shared/registry';
import type { Queryable } from '../db/db';
import type { ImportRow } from './read/types';
import { copyCsv } from '../resources/copy-csv';
import { quoteIdent } from '../resources/sql-names';
import { stagingTable } from './staging';

/** The staging id of an import: import ids are unique per tenant only. */
export const stageId = (tenant: string, importId: string): string => `${tenant}/${importId}`;

/**
 * Writes one batch of checked rows of one resource into its staging table with COPY: the columns the
 * file supplies (`columns`, entity property names) besides the import id, file row and record key.
 */
export async function stageRows(db: Queryable, entity: EntitySchema, id: string, columns: string[], rows: ImportRow[]): Promise<void> {
  if (!rows.length) return;
  const key = entity['x-key'];
  // The staging columns are snake_case: no property name (camelCase) can clash with them.
  const staged = rows.map((row) => ({ ...row.values, [key]: row.values[key] ?? row.key, import_id: id, row_number: row.row, import_key: row.key }));
  const quoted = ['import_id', 'row_number', 'import_key', ...columns.map((name) => quoteIdent(entity, name))];
  await db.copyFrom(stagingTable(entity['x-resource']), quoted, copyCsv(staged, ['import_id', 'row_number', 'import_key', ...columns]));
}
