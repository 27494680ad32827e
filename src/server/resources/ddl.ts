import type { EntitySchema, Registry } from '../../shared/registry';
import type { Db, Queryable } from '../db/db';
import { columnType } from '../../shared/column-values';
import { entityProperties } from './columns';
import { createIndexSql, isDerivedIndexName, wantedIndexes, type WantedIndex } from './indexes';
import { ensureCountTriggers, hasMaintainedCount } from './record-counts';
import { countLeftValues, ensureValueCountTriggers, rebalanceKeyMarks } from './value-counts';
import { quoteIdent, tableName } from './sql-names';

/** Serialises concurrent starts (several nodes) like the migrations do; any constant. */
const DDL_LOCK = 724_912;

export interface StaleColumn {
  table: string;
  column: string;
}

/** The primary key columns: (tenant, key) or (tenant, key, version). */
function primaryKey(entity: EntitySchema): string[] {
  return entity['x-versioned'] ? [entity['x-key'], 'version'] : [entity['x-key']];
}

function createTable(entity: EntitySchema): string {
  const table = tableName(entity['x-resource']);
  const key = primaryKey(entity);
  const columns = Object.entries(entityProperties(entity)).map(
    ([name, property]) => `${quoteIdent(entity, name)} ${columnType(property)}${key.includes(name) ? ' NOT NULL' : ''}`,
  );
  return `CREATE TABLE IF NOT EXISTS ${table} (
    tenant text NOT NULL,
    ${columns.join(',\n    ')},
    created_at timestamptz NOT NULL DEFAULT now(),
    created_by text NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now(),
    updated_by text NOT NULL,
    PRIMARY KEY (tenant, ${key.map((name) => quoteIdent(entity, name)).join(', ')})
  )`;
}

/** What the database already has, read once: columns per table, indexes per table (name → valid), trigger names. */
interface Existing {
  columns: Map<string, Set<string>>;
  indexes: Map<string, Map<string, boolean>>;
  triggers: Set<string>;
}

/** Index work on a table that existed before this start: done outside the transaction, without blocking writes. */
interface IndexChange {
  table: string;
  create: WantedIndex[];
  drop: string[];
}

async function readExisting(db: Queryable): Promise<Existing> {
  const { rows: columns } = await db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name LIKE 'e\\_%'`,
  );
  const { rows: indexes } = await db.query<{ table_name: string; index_name: string; valid: boolean }>(
    `SELECT t.relname AS table_name, i.relname AS index_name, x.indisvalid AS valid FROM pg_index x
     JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
     WHERE t.relnamespace = current_schema()::regnamespace AND t.relname LIKE 'e\\_%'`,
  );
  const { rows: triggers } = await db.query<{ tgname: string }>(`SELECT tgname FROM pg_trigger WHERE NOT tgisinternal`);
  const byTable = new Map<string, Set<string>>();
  for (const row of columns) byTable.set(row.table_name, (byTable.get(row.table_name) ?? new Set()).add(row.column_name));
  const indexesByTable = new Map<string, Map<string, boolean>>();
  for (const row of indexes) indexesByTable.set(row.table_name, (indexesByTable.get(row.table_name) ?? new Map()).set(row.index_name, row.valid));
  return { columns: byTable, indexes: indexesByTable, triggers: new Set(triggers.map((row) => row.tgname)) };
}

/** Only the statements that change something run, so a start with an unchanged registry costs three queries. */
async function syncEntity(db: Queryable, entity: EntitySchema, existing: Existing, changes: IndexChange[]): Promise<StaleColumn[]> {
  const table = tableName(entity['x-resource']);
  const properties = entityProperties(entity);
  const columns = existing.columns.get(table);
  if (!columns) await db.query(createTable(entity));
  // Additive only: a new property becomes a column; a type change or removal is never applied automatically.
  for (const [name, property] of Object.entries(properties)) {
    if (columns && !columns.has(name)) await db.query(`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${quoteIdent(entity, name)} ${columnType(property)}`);
  }
  const wanted = wantedIndexes(entity);
  if (!columns) {
    // A table created just now is empty and nobody else's yet: its indexes cost nothing to build here.
    for (const index of wanted) await db.query(createIndexSql(table, index));
  } else {
    const present = existing.indexes.get(table) ?? new Map<string, boolean>();
    // An invalid index is what a CREATE INDEX CONCURRENTLY that did not finish leaves: built again.
    const create = wanted.filter((index) => present.get(index.name) !== true);
    const names = new Set(wanted.map((index) => index.name));
    const drop = [...present.keys()].filter((name) => !names.has(name) && isDerivedIndexName(table, name));
    if (create.length || drop.length) changes.push({ table, create, drop });
  }
  if (hasMaintainedCount(entity)) await ensureCountTriggers(db, entity, existing.triggers);
  await ensureValueCountTriggers(db, entity, existing.triggers);
  const known = new Set(['tenant', 'created_at', 'created_by', 'updated_at', 'updated_by', ...Object.keys(properties)]);
  return [...(columns ?? [])].filter((column) => !known.has(column)).map((column) => ({ table, column }));
}

/**
 * Builds and drops the indexes of tables that already hold data, one statement at a time and CONCURRENTLY,
 * so writers (an import on another node) go on meanwhile. Under a session lock: one node builds, another
 * starting at the same time waits and then finds nothing left to do.
 */
async function applyIndexChanges(db: Db, changes: IndexChange[]): Promise<void> {
  await db.session(async (connection) => {
    await connection.query('SELECT pg_advisory_lock($1)', [DDL_LOCK]);
    try {
      const existing = await readExisting(connection);
      for (const { table, create, drop } of changes) {
        const present = existing.indexes.get(table) ?? new Map<string, boolean>();
        for (const name of drop) if (present.has(name)) await connection.query(`DROP INDEX CONCURRENTLY IF EXISTS "${name}"`);
        for (const index of create) {
          if (present.get(index.name) === true) continue;
          if (present.has(index.name)) await connection.query(`DROP INDEX CONCURRENTLY IF EXISTS "${index.name}"`);
          await connection.query(createIndexSql(table, index, true));
        }
      }
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [DDL_LOCK]);
    }
  });
}

/**
 * Creates or extends one table per registry entity (run on every start, after the migrations), then
 * brings the indexes of existing tables to what the registry asks for (indexes.ts), counts the values a load left
 * uncounted, and marks the keys anew where writes since the last start have filled a range between two marks
 * (value-counts.ts).
 * Returns the columns that are no longer in a schema: they are kept, so no data is lost.
 */
export async function syncEntityTables(db: Db, registry: Registry): Promise<StaleColumn[]> {
  const changes: IndexChange[] = [];
  const stale = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [DDL_LOCK]);
    const existing = await readExisting(tx);
    const found: StaleColumn[] = [];
    for (const entity of registry.values()) found.push(...(await syncEntity(tx, entity, existing, changes)));
    return found;
  });
  if (changes.length) await applyIndexChanges(db, changes);
  await countLeftValues(db, registry);
  for (const entity of registry.values()) await rebalanceKeyMarks(db, entity);
  return stale;
}
