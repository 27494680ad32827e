import type { EntitySchema } from '../../shared/registry';
import { PLAN_ONCE, type Queryable } from '../db/db';
import { sqlLiteral, tableName } from './sql-names';
import { createStatementTriggers, type StatementTriggerNames } from './statement-triggers';

/** Deltas of one tenant and resource beyond which a read folds them into one row. */
const FOLD_AFTER = 64;
/** Keys a fold carries at most; beyond, it carries none (a reader that had not seen all it folded computes afresh). */
const FOLDED_KEYS = 10_000;

/** The triggers that keep record_counts (migration 13) for one table. */
function triggerNames(table: string): StatementTriggerNames {
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
  const resource = sqlLiteral(entity['x-resource']);
  const written = `${resource}, ${sqlLiteral(entity['x-key'])}`;
  for (const name of Object.values(names)) await db.query(`DROP TRIGGER IF EXISTS "${name}" ON ${table}`);
  await createStatementTriggers(db, table, names, `count_records(${written})`);
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

/** A delta row as keysWrittenSince reads it: a write's keys, or a fold's (`folded`: the rows it replaced). */
interface Delta {
  id: string;
  keys: string[] | null;
  folded: string[] | null;
  opaque: string[] | null;
}

/**
 * The keys of the records written between two write stamps of the tenant (writeState), each once; undefined
 * when that cannot be told. A write of many records and a truncate leave no keys. A fold replaces deltas by
 * one row carrying their keys, except those of rows that carried none themselves or were folds (`opaque`):
 * those only matter to a reader that had not seen them yet.
 */
export async function keysWrittenSince(db: Queryable, entity: EntitySchema, tenant: string, from: string, to: string): Promise<string[] | undefined> {
  const before = new Set(stampIds(from));
  const after = new Set(stampIds(to));
  const added = [...after].filter((id) => !before.has(id));
  const missing = [...before].filter((id) => !after.has(id));
  if (added.length === 0) return missing.length ? undefined : [];
  const { rows } = await db.query<Delta>(
    `SELECT id::text AS id, keys, folded::text[] AS folded, opaque::text[] AS opaque FROM record_counts WHERE tenant = $1 AND resource = $2 AND id = ANY($3::bigint[])`,
    [tenant, entity['x-resource'], added],
    PLAN_ONCE,
  );
  if (rows.length < added.length) return undefined;
  const replaced = new Set(rows.flatMap((row) => row.folded ?? []));
  if (missing.some((id) => !replaced.has(id))) return undefined;
  const keys = new Set<string>();
  for (const row of rows) {
    const unseen = row.folded?.filter((id) => !before.has(id));
    if (unseen?.length === 0) continue;
    const opaque = new Set(row.opaque ?? []);
    if (row.keys === null || unseen?.some((id) => opaque.has(id))) return undefined;
    for (const key of row.keys) keys.add(key);
  }
  return [...keys];
}

/** The tenant's number of records of the entity. */
export async function maintainedCount(db: Queryable, entity: EntitySchema, tenant: string): Promise<number> {
  return (await writeState(db, entity, tenant)).total;
}

/**
 * Replaces the deltas by their sum in one statement, with the keys they carried and the ids they replaced
 * (keysWrittenSince). Deltas committed meanwhile are not among the deleted ones and stay; a concurrent fold
 * finds the rows gone and adds nothing, and one that starts after it finds few deltas and leaves them (many
 * small folds would hide from readers which writes they had seen).
 */
async function foldDeltas(db: Queryable, tenant: string, resource: string): Promise<void> {
  await db.query(
    `WITH folded AS (DELETE FROM record_counts WHERE tenant = $1 AND resource = $2
       AND (SELECT count(*) FROM record_counts WHERE tenant = $1 AND resource = $2) > ${FOLD_AFTER} RETURNING id, n, keys, folded)
     INSERT INTO record_counts (tenant, resource, n, keys, folded, opaque)
     SELECT $1, $2, sum(n),
       CASE WHEN coalesce(sum(cardinality(keys)) FILTER (WHERE folded IS NULL), 0) <= ${FOLDED_KEYS}
         THEN ARRAY(SELECT DISTINCT written FROM folded, unnest(folded.keys) AS written WHERE folded.folded IS NULL) END,
       array_agg(id), coalesce(array_agg(id) FILTER (WHERE keys IS NULL OR folded IS NOT NULL), '{}')
     FROM folded HAVING count(*) > 0`,
    [tenant, resource],
  );
}
