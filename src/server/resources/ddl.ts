import type { EntitySchema, Registry } from '../../shared/registry';
import type { Db, Queryable } from '../db/db';
import { columnType } from '../../shared/column-values';
import { isCollated, sortColumn } from './collation';
import { entityProperties, isTemporal } from './columns';
import { ensureCountTriggers, hasMaintainedCount } from './record-counts';
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

/**
 * Columns indexed after `tenant`: list columns, references, dates. The key is covered by the primary
 * key, except that a versioned key gets (tenant, key, validFrom) for finding the active version. A
 * list-valued (jsonb) column is never in a B-tree: it is not sorted, and fifty entries would exceed
 * the index's row size.
 */
function indexedColumns(entity: EntitySchema): string[] {
  return Object.entries(entityProperties(entity))
    .filter(([name, property]) =>
      name === entity['x-key']
        ? !!entity['x-versioned']
        : property.type !== 'array' && (property['x-list'] || property['x-ref'] || isTemporal(property)),
    )
    .map(([name]) => name);
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

/** What the database already has, read once: columns per table, index and trigger names. */
interface Existing {
  columns: Map<string, Set<string>>;
  indexes: Set<string>;
  triggers: Set<string>;
}

async function readExisting(db: Queryable): Promise<Existing> {
  const { rows: columns } = await db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name LIKE 'e\\_%'`,
  );
  const { rows: indexes } = await db.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()`);
  const { rows: triggers } = await db.query<{ tgname: string }>(`SELECT tgname FROM pg_trigger WHERE NOT tgisinternal`);
  const byTable = new Map<string, Set<string>>();
  for (const row of columns) byTable.set(row.table_name, (byTable.get(row.table_name) ?? new Set()).add(row.column_name));
  return { columns: byTable, indexes: new Set(indexes.map((row) => row.indexname)), triggers: new Set(triggers.map((row) => row.tgname)) };
}

/** Only the statements that change something run, so a start with an unchanged registry costs three queries. */
async function syncEntity(db: Queryable, entity: EntitySchema, existing: Existing): Promise<StaleColumn[]> {
  const table = tableName(entity['x-resource']);
  const properties = entityProperties(entity);
  const columns = existing.columns.get(table);
  if (!columns) await db.query(createTable(entity));
  // Additive only: a new property becomes a column; a type change or removal is never applied automatically.
  for (const [name, property] of Object.entries(properties)) {
    if (columns && !columns.has(name)) await db.query(`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${quoteIdent(entity, name)} ${columnType(property)}`);
  }
  for (const name of indexedColumns(entity)) {
    // Free text is sorted in TEXT_COLLATION: its index must be in it too (a new name, as older ones were not).
    const index = `${table}_${name}_${isCollated(entity, name) ? 'sort' : 'idx'}`;
    if (existing.indexes.has(index)) continue;
    const extra = entity['x-versioned'] && name === entity['x-key'] ? ', "validFrom"' : '';
    await db.query(`CREATE INDEX IF NOT EXISTS "${index}" ON ${table} (tenant, ${sortColumn(entity, name)}${extra})`);
  }
  // Composite indexes the domain queries need (x-indexes), tenant first like every other.
  for (const names of entity['x-indexes'] ?? []) {
    const index = `${table}_${names.join('_')}_idx`;
    if (existing.indexes.has(index)) continue;
    await db.query(`CREATE INDEX IF NOT EXISTS "${index}" ON ${table} (tenant, ${names.map((name) => quoteIdent(entity, name)).join(', ')})`);
  }
  if (hasMaintainedCount(entity)) await ensureCountTriggers(db, entity, existing.triggers);
  const known = new Set(['tenant', 'created_at', 'created_by', 'updated_at', 'updated_by', ...Object.keys(properties)]);
  return [...(columns ?? [])].filter((column) => !known.has(column)).map((column) => ({ table, column }));
}

/**
 * Creates or extends one table per registry entity (run on every start, after the migrations).
 * Returns the columns that are no longer in a schema: they are kept, so no data is lost.
 */
export async function syncEntityTables(db: Db, registry: Registry): Promise<StaleColumn[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [DDL_LOCK]);
    const existing = await readExisting(tx);
    const stale: StaleColumn[] = [];
    for (const entity of registry.values()) stale.push(...(await syncEntity(tx, entity, existing)));
    return stale;
  });
}
