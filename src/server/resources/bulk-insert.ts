import type { Registry } from '../../shared/registry';
import type { Queryable } from '../db/db';
import { columnType } from '../../shared/column-values';
import { entityProperties } from './columns';
import { today } from './dates';
import { quoteIdent, tableName } from './sql-names';

/** Rows per statement: keeps the JSON parameter well below protocol limits. */
const BATCH_SIZE = 2000;

export interface InsertRowsOptions {
  /** Login in created_by/updated_by. */
  user?: string;
  /** Leave out rows whose key (and version) is already taken instead of failing. */
  skipExisting?: boolean;
}

/**
 * Inserts many records of one resource with one statement per batch. The rows travel as one JSON
 * parameter, typed by `jsonb_to_recordset` with the registry's column types, so the same SQL runs on
 * PGlite and PostgreSQL. No validation and no audit entries: for generators and imports that checked
 * their data. Versioned rows keep their `version`/`validFrom`, default 1 / today. Returns the number
 * of rows inserted.
 */
export async function insertRows(
  db: Queryable,
  registry: Registry,
  resource: string,
  tenant: string,
  rows: Record<string, unknown>[],
  options: InsertRowsOptions = {},
): Promise<number> {
  const entity = registry.get(resource);
  if (!entity) throw new Error(`unknown resource ${resource}`);
  const properties = Object.entries(entityProperties(entity));
  const columns = properties.map(([name]) => quoteIdent(entity, name)).join(', ');
  const definitions = properties.map(([name, property]) => `${quoteIdent(entity, name)} ${columnType(property)}`).join(', ');
  const sql = `WITH inserted AS (
    INSERT INTO ${tableName(resource)} (tenant, created_by, updated_by, ${columns})
    SELECT $1, $2, $2, ${columns} FROM jsonb_to_recordset($3::jsonb) AS t(${definitions})
    ${options.skipExisting ? 'ON CONFLICT DO NOTHING' : ''} RETURNING 1
  ) SELECT count(*)::int AS n FROM inserted`;
  const withVersion = entity['x-versioned']
    ? (row: Record<string, unknown>) => ({ ...row, version: row.version ?? 1, validFrom: row.validFrom ?? today() })
    : (row: Record<string, unknown>) => row;
  let inserted = 0;
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = rows.slice(start, start + BATCH_SIZE).map(withVersion);
    const result = await db.query<{ n: number }>(sql, [tenant, options.user ?? 'system', JSON.stringify(batch)]);
    inserted += result.rows[0].n;
  }
  return inserted;
}
