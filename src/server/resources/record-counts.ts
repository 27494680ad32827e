import type { EntitySchema } from '../../shared/registry';
import { PLAN_ONCE, type Queryable } from '../db/db';
import { tableName } from './sql-names';

/** Deltas of one tenant and resource beyond which a read folds them into one row. */
const FOLD_AFTER = 64;

/** The triggers that keep record_counts (migration 13) for one table. */
function triggerNames(table: string) {
  return { insert: `${table}_count_insert`, update: `${table}_count_update`, delete: `${table}_count_delete`, truncate: `${table}_count_truncate` };
}

/** Whether the entity's list total is kept in record_counts: every row is a record (no versions). */
export function hasMaintainedCount(entity: EntitySchema): boolean {
  return !entity['x-versioned'];
}

/**
 * Creates the count triggers of a table that lacks them and counts its rows once. The trigger takes
 * the table's SHARE ROW EXCLUSIVE lock until the transaction ends, so no write slips between the
 * first count and the trigger.
 */
export async function ensureCountTriggers(db: Queryable, entity: EntitySchema, triggers: Set<string>): Promise<void> {
  const table = tableName(entity['x-resource']);
  const names = triggerNames(table);
  if (Object.values(names).every((name) => triggers.has(name))) return;
  const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const resource = literal(entity['x-resource']);
  const written = `${resource}, ${literal(entity['x-key'])}`;
  for (const name of Object.values(names)) await db.query(`DROP TRIGGER IF EXISTS "${name}" ON ${table}`);
  await db.query(
    `CREATE TRIGGER "${names.insert}" AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_records(${written})`,
  );
  await db.query(
    `CREATE TRIGGER "${names.update}" AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_records(${written})`,
  );
  await db.query(
    `CREATE TRIGGER "${names.delete}" AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_records(${written})`,
  );
  await db.query(`CREATE TRIGGER "${names.truncate}" AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION count_records(${written})`);
  await db.query(`DELETE FROM record_counts WHERE resource = $1`, [entity['x-resource']]);
  await db.query(`INSERT INTO record_counts (tenant, resource, n) SELECT tenant, $1, count(*) FROM ${table} GROUP BY tenant`, [entity['x-resource']]);
}

/**
 * The tenant's records of the entity as record_counts sees them: their number, from the deltas its writes
 * left, and a stamp that changes with every write statement (the ids of those rows: rows are only added, or
 * folded into a new one, so a set of ids never comes back).
 */
export interface WriteState {
  total: number;
  stamp: string;
}

/** Reads the write state; folds the deltas into one row when they have grown many (the next stamp differs then). */
export async function writeState(db: Queryable, entity: EntitySchema, tenant: string): Promise<WriteState> {
  const resource = entity['x-resource'];
  const { rows } = await db.query<{ total: string | null; deltas: number; stamp: string }>(
    `SELECT sum(n)::text AS total, count(*)::int AS deltas, coalesce(string_agg(id::text, ',' ORDER BY id), '') AS stamp
     FROM record_counts WHERE tenant = $1 AND resource = $2`,
    [tenant, resource],
    PLAN_ONCE,
  );
  if (rows[0].deltas > FOLD_AFTER) await foldDeltas(db, tenant, resource);
  return { total: Number(rows[0].total ?? 0), stamp: rows[0].stamp };
}

const stampIds = (stamp: string) => (stamp ? stamp.split(',') : []);

/**
 * The keys of the records written between two write stamps of the tenant (writeState), each once; undefined
 * when that cannot be told: a write since left no keys (a statement of many rows, a truncate), or deltas of
 * `from` are gone (folded into a row that keeps none).
 */
export async function keysWrittenSince(db: Queryable, entity: EntitySchema, tenant: string, from: string, to: string): Promise<string[] | undefined> {
  const before = new Set(stampIds(from));
  const after = stampIds(to);
  const present = new Set(after);
  if ([...before].some((id) => !present.has(id))) return undefined;
  const added = after.filter((id) => !before.has(id));
  if (added.length === 0) return [];
  const { rows } = await db.query<{ keys: string[] | null }>(
    `SELECT keys FROM record_counts WHERE tenant = $1 AND resource = $2 AND id = ANY($3::bigint[])`,
    [tenant, entity['x-resource'], added],
    PLAN_ONCE,
  );
  if (rows.length < added.length || rows.some((row) => row.keys === null)) return undefined;
  return [...new Set(rows.flatMap((row) => row.keys as string[]))];
}

/** The tenant's number of records of the entity. */
export async function maintainedCount(db: Queryable, entity: EntitySchema, tenant: string): Promise<number> {
  return (await writeState(db, entity, tenant)).total;
}

/**
 * Replaces the deltas by their sum in one statement. Deltas committed meanwhile are not among the
 * deleted ones and stay; a concurrent fold finds the rows gone and adds nothing.
 */
async function foldDeltas(db: Queryable, tenant: string, resource: string): Promise<void> {
  await db.query(
    `WITH folded AS (DELETE FROM record_counts WHERE tenant = $1 AND resource = $2 RETURNING n)
     INSERT INTO record_counts (tenant, resource, n) SELECT $1, $2, sum(n) FROM folded HAVING count(*) > 0`,
    [tenant, resource],
  );
}
