import type { EntitySchema } from '../../shared/registry';
import type { Queryable } from '../db/db';
import type { PartialRow } from './read/types';
import { copyText } from '../resources/copy-text';
import { quoteIdent } from '../resources/sql-names';
import { STAGING_COLUMNS, stagingTable } from './staging';

/** The staging id of an import: import ids are unique per tenant only. */
export const stageId = (tenant: string, importId: string): string => `${tenant}/${importId}`;

/**
 * Writes one batch of rows of one resource into its staging table with COPY: the columns the file
 * supplies (`columns`, entity property names) besides the import id, file row, record key and whether
 * the rows are `partial` (rows with problems: a key that could not be built stays empty, NULL in its column).
 */
export async function stageRows(db: Queryable, entity: EntitySchema, id: string, columns: string[], rows: PartialRow[], partial = false): Promise<void> {
  if (!rows.length) return;
  const key = entity['x-key'];
  // The staging columns are snake_case: no property name (camelCase) can clash with them.
  const staged = rows.map((row) => ({
    ...row.values,
    [key]: row.values[key] ?? row.key,
    import_id: id,
    row_number: row.row,
    import_key: row.key ?? '',
    import_partial: partial,
  }));
  const own = [...STAGING_COLUMNS];
  await db.copyFrom(stagingTable(entity['x-resource']), [...own, ...columns.map((name) => quoteIdent(entity, name))], copyText(staged, [...own, ...columns]));
}
