import type { Entities, EntitySchema, Registry } from '../../shared/registry';
import { columnType } from '../../shared/column-values';
import type { Db, Queryable } from '../db/db';
import { entityProperties } from '../resources/columns';
import { quoteIdent } from '../resources/sql-names';

/** Serialises concurrent starts (several nodes), like the entity DDL; any constant. */
const STAGING_DDL_LOCK = 724_913;

/** The staging table of a resource: `partners` -> `import_stage_partners` (UNLOGGED, invisible to every list). */
export function stagingTable(resource: string): string {
  if (!/^[a-z][a-z0-9-]*$/.test(resource)) throw new Error(`not a resource name: ${resource}`);
  return `import_stage_${resource.replaceAll('-', '_')}`;
}

/** Columns of a staging table besides the entity's properties (`import_partial`: a row with problems, staged only to check its references). */
export const STAGING_COLUMNS = ['import_id', 'row_number', 'import_key', 'import_partial'] as const;

/** The resources an import can write: every registry entity that is not written by a domain service only. */
export const importableEntities = (registry: Entities): EntitySchema[] => [...registry.values()].filter((entity) => !entity['x-managed']);

function createStaging(entity: EntitySchema): string {
  const columns = Object.entries(entityProperties(entity)).map(([name, property]) => `${quoteIdent(entity, name)} ${columnType(property)}`);
  return `CREATE UNLOGGED TABLE IF NOT EXISTS ${stagingTable(entity['x-resource'])} (
    import_id text NOT NULL,
    row_number integer NOT NULL,
    import_key text NOT NULL,
    import_partial boolean NOT NULL DEFAULT false,
    ${columns.join(',\n    ')}
  )`;
}

/**
 * Creates or extends the staging tables (at start, after the entity tables) and the index that lets
 * one import per tenant and type run at a time, across nodes: the import message's state is the lock.
 */
export async function syncImportTables(db: Db, registry: Registry): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [STAGING_DDL_LOCK]);
    const { rows } = await tx.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name LIKE 'import\\_stage\\_%'`,
    );
    const existing = new Map<string, Set<string>>();
    for (const row of rows) existing.set(row.table_name, (existing.get(row.table_name) ?? new Set()).add(row.column_name));
    for (const entity of importableEntities(registry)) {
      const table = stagingTable(entity['x-resource']);
      const columns = existing.get(table);
      if (!columns) {
        await tx.query(createStaging(entity));
        await tx.query(`CREATE INDEX IF NOT EXISTS ${table}_import_idx ON ${table} (import_id, row_number)`);
        continue;
      }
      if (!columns.has('import_partial')) await tx.query(`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS import_partial boolean NOT NULL DEFAULT false`);
      for (const [name, property] of Object.entries(entityProperties(entity))) {
        if (!columns.has(name)) await tx.query(`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${quoteIdent(entity, name)} ${columnType(property)}`);
      }
    }
    await tx.query(
      `CREATE UNIQUE INDEX IF NOT EXISTS import_messages_running_idx ON e_import_messages (tenant, "importType") WHERE "importStatus" = 'running'`,
    );
  });
}

/** Removes the staging rows of one import (after it succeeded, failed or was found stale). */
export async function dropStagedRows(db: Queryable, registry: Entities, importId: string, resources?: string[]): Promise<void> {
  const names = resources ?? importableEntities(registry).map((entity) => entity['x-resource']);
  for (const resource of names) await db.query(`DELETE FROM ${stagingTable(resource)} WHERE import_id = $1`, [importId]);
}
