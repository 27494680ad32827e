import type { Registry } from '../../shared/registry';
import type { Db, Queryable } from '../db/db';
import { columnType } from '../../shared/column-values';
import { entityProperties } from './columns';
import { copyText } from './copy-text';
import { tenantToday } from '../time/tenant-day';
import { quoteIdent, tableName } from './sql-names';
import { countValuesLater } from './value-counts';

/** Rows per COPY: large enough that the per-batch statements do not count, small enough for a flat memory. */
const BATCH_SIZE = 10_000;

export interface InsertRowsOptions {
  /** Login in created_by/updated_by. */
  user?: string;
  /** Leave out rows whose key (and version) is already taken instead of failing. */
  skipExisting?: boolean;
  /** Leave the rows' value counts to the caller's countValuesAnew once the load is done (value-counts.ts). */
  countValuesLater?: boolean;
}

const isDb = (db: Queryable): db is Db => typeof (db as Partial<Db>).transaction === 'function';

/** On a database handle: one transaction per batch (the staging table lives in it); inside a transaction: that one. */
const inTransaction = <T>(db: Queryable, work: (tx: Queryable) => Promise<T>): Promise<T> => (isDb(db) ? db.transaction(work) : work(db));

/**
 * Inserts many records of one resource, batch by batch: each batch is loaded with COPY (`copyFrom`:
 * COPY FROM STDIN on PostgreSQL, from '/dev/blob' on PGlite) into a temporary staging table typed with
 * the registry's column types, then moved with one INSERT … SELECT (ON CONFLICT DO NOTHING with
 * `skipExisting`), so the same SQL runs on both engines. No validation and no audit entries: for
 * generators and imports that checked their data. Versioned rows keep their `version`/`validFrom`,
 * default 1 / the tenant's business day. Returns the number of rows inserted.
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
  const names = properties.map(([name]) => name);
  const quoted = names.map((name) => quoteIdent(entity, name));
  const columns = quoted.join(', ');
  const definitions = properties.map(([name, property]) => `${quoteIdent(entity, name)} ${columnType(property)}`).join(', ');
  const table = tableName(resource);
  const stage = `stage_${table}`;
  const createStage = `CREATE TEMP TABLE IF NOT EXISTS ${stage} (${definitions}) ON COMMIT DROP`;
  const move = `WITH inserted AS (
    INSERT INTO ${table} (tenant, created_by, updated_by, ${columns})
    SELECT $1, $2, $2, ${columns} FROM ${stage}
    ${options.skipExisting ? 'ON CONFLICT DO NOTHING' : ''} RETURNING 1
  ) SELECT count(*)::int AS n FROM inserted`;
  const day = entity['x-versioned'] && rows.some((row) => row.validFrom === undefined || row.validFrom === null) ? await tenantToday(db, tenant) : undefined;
  const withVersion = entity['x-versioned']
    ? (row: Record<string, unknown>) => ({ ...row, version: row.version ?? 1, validFrom: row.validFrom ?? day })
    : (row: Record<string, unknown>) => row;
  let inserted = 0;
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const text = copyText(rows.slice(start, start + BATCH_SIZE).map(withVersion), names);
    inserted += await inTransaction(db, async (tx) => {
      await tx.query(createStage);
      await tx.copyFrom(stage, quoted, text);
      const write = () => tx.query<{ n: number }>(move, [tenant, options.user ?? 'system']);
      const result = options.countValuesLater ? await countValuesLater(tx, resource, tenant, write) : await write();
      // Inside a caller's transaction the next batch (or call) starts from an empty staging table.
      await tx.query(`DROP TABLE ${stage}`);
      return result.rows[0].n;
    });
  }
  return inserted;
}
