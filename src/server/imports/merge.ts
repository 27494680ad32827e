import type { Queryable } from '../db/db';
import { tableName } from '../resources/sql-names';
import type { RecordCounts } from './import-messages';
import { withStoredRecord } from './checks';
import { mergeSliceRows } from './limits';
import type { TargetPlan } from './target-plan';

/** The staged rows of one slice (`alias`): $1 the staging id, $6…$7 the file rows. */
const inSlice = (alias: string) => `${alias}.import_id = $1 AND ${alias}.row_number BETWEEN $6 AND $7`;

export interface MergeContext {
  stageId: string;
  tenant: string;
  user: string;
  importType: string;
  importId: string;
  /** The import date (the tenant's business day when the import started): a versioned row's valid-from when the file gives none. */
  day: string;
}

/** importSource, importKey, importStatus, lastImportTime, importMessage of a written row ($3 type, $5 import id). */
function tracking(plan: TargetPlan, status: 'created' | 'updated'): { columns: string[]; values: string[] } {
  if (!plan.tracked) return { columns: [], values: [] };
  return {
    columns: ['"importSource"', '"importKey"', '"importStatus"', '"lastImportTime"', '"importMessage"'],
    values: ['$3', 's.import_key', `'${status}'`, 'now()', '$5'],
  };
}

/**
 * Non-versioned: one upsert on the primary key per slice: a new key inserted, a record whose supplied
 * columns differ updated in place (only those columns), an unchanged one left as it is (locked until
 * the import commits, not written). No join the planner could misjudge while the table's statistics
 * do not yet know the rows earlier slices wrote; `xmax = 0` marks a row the statement inserted.
 */
function mergeInPlace(plan: TargetPlan): string {
  const table = tableName(plan.resource);
  const key = plan.q(plan.key);
  const columns = [...plan.columns].map((name) => plan.q(name));
  const created = tracking(plan, 'created');
  const sets = [
    ...plan.assigned.map((name) => `${plan.q(name)} = excluded.${plan.q(name)}`),
    // The tracking values the row would have been inserted with, but the status of an update.
    ...created.columns.map((column) => `${column} = ${column === '"importStatus"' ? "'updated'" : `excluded.${column}`}`),
    'updated_at = now()',
    'updated_by = $4',
  ];
  return `WITH s AS (SELECT * FROM ${plan.table} s WHERE ${inSlice('s')}),
    w AS (
      INSERT INTO ${table} AS t (tenant, created_by, updated_by, ${[...columns, ...created.columns].join(', ')})
      SELECT $2, $4, $4, ${[...columns.map((column) => `s.${column}`), ...created.values].join(', ')} FROM s
      ON CONFLICT (tenant, ${key}) DO UPDATE SET ${sets.join(', ')} WHERE ${plan.changed('t', 'excluded')}
      RETURNING t.xmax = 0 AS inserted)
    SELECT (SELECT count(*) FROM s)::int AS staged, (SELECT count(*) FROM w WHERE inserted)::int AS created,
      (SELECT count(*) FROM w WHERE NOT inserted)::int AS updated`;
}

/**
 * Versioned: the row's valid-from (the file's, else the import date, $6) names the version it writes. A version
 * of the record starting on that day is corrected in place where values changed (like a save in the
 * form that keeps the valid-from); another day adds a version — the latest version's values with the
 * supplied ones over them — so no two versions start on one day. A new key gets version 1.
 */
function mergeVersions(plan: TargetPlan): string {
  const table = tableName(plan.resource);
  const key = plan.q(plan.key);
  const properties = Object.keys(plan.entity.properties).filter(
    (name) =>
      name !== plan.key &&
      name !== 'version' &&
      name !== 'validFrom' &&
      !(plan.tracked && ['importSource', 'importKey', 'importStatus', 'lastImportTime', 'importMessage'].includes(name)),
  );
  const validFrom = plan.columns.has('validFrom') ? 'coalesce(s."validFrom", $6::date)' : '$6::date';
  const updated = tracking(plan, 'updated');
  const created = tracking(plan, 'created');
  const columns = [key, '"version"', '"validFrom"', ...properties.map((name) => plan.q(name))];
  const fromFile = (name: string) => (plan.columns.has(name) ? `s.${plan.q(name)}` : null);
  const sets = [
    ...plan.assigned.filter((name) => name !== 'validFrom').map((name) => `${plan.q(name)} = s.${plan.q(name)}`),
    ...updated.columns.map((column, index) => `${column} = ${updated.values[index]}`),
    'updated_at = now()',
    'updated_by = $4',
  ];
  const sameDay = (row: string) => `${row}.${key} = s.${key} AND ${row}."validFrom" = ${validFrom}`;
  return `WITH fix AS (
      UPDATE ${table} v SET ${sets.join(', ')}
      FROM ${plan.table} s
      WHERE s.import_id = $1 AND v.tenant = $2 AND ${sameDay('v')} AND ${plan.changed('v', 's')}
      RETURNING 1),
    ver AS (
      INSERT INTO ${table} (tenant, created_by, updated_by, ${[...columns, ...updated.columns].join(', ')})
      SELECT $2, $4, $4, s.${key}, t."version" + 1, ${validFrom},
        ${[...properties.map((name) => fromFile(name) ?? `t.${plan.q(name)}`), ...updated.values].join(', ')}
      ${withStoredRecord(plan)} AND ${plan.changed('t', 's')} AND NOT EXISTS (SELECT 1 FROM ${table} o WHERE o.tenant = $2 AND ${sameDay('o')})
      RETURNING 1),
    ins AS (
      INSERT INTO ${table} (tenant, created_by, updated_by, ${[...columns, ...created.columns].join(', ')})
      SELECT $2, $4, $4, s.${key}, 1, ${validFrom}, ${[...properties.map((name) => fromFile(name) ?? 'NULL'), ...created.values].join(', ')}
      FROM ${plan.table} s WHERE s.import_id = $1 AND NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.tenant = $2 AND t.${key} = s.${key})
      RETURNING 1)
    SELECT (SELECT count(*) FROM ins)::int AS created, (SELECT count(*) FROM fix)::int + (SELECT count(*) FROM ver)::int AS updated`;
}

/**
 * Writes the staged rows of every target into its table (inside the caller's transaction), unversioned
 * ones a slice of file rows per statement (keys are unique in a file, checked before, so no record spans
 * two slices); `afterSlice` gets the rows each statement wrote (created, updated or unchanged).
 */
export async function mergeStagedRows(
  tx: Queryable,
  plans: TargetPlan[],
  context: MergeContext,
  afterSlice: (rows: number) => Promise<void>,
): Promise<RecordCounts> {
  const counts: RecordCounts = { recordsCreated: 0, recordsUpdated: 0, recordsUnchanged: 0 };
  const add = async ({ staged, created, updated }: { staged: number; created: number; updated: number }) => {
    counts.recordsCreated += created;
    counts.recordsUpdated += updated;
    counts.recordsUnchanged += staged - created - updated;
    await afterSlice(staged);
  };
  for (const plan of plans) {
    if (!plan.rows) continue;
    const params = [context.stageId, context.tenant, context.importType, context.user, context.importId];
    if (plan.versioned) {
      // It joins the stored versions: one statement, planned over all its rows (master data: few).
      const { rows } = await tx.query<{ created: number; updated: number }>(mergeVersions(plan), [...params, context.day]);
      await add({ staged: plan.rows, ...rows[0] });
      continue;
    }
    const { rows: span } = await tx.query<{ first: number; last: number }>(
      `SELECT min(row_number) AS first, max(row_number) AS last FROM ${plan.table} WHERE import_id = $1`,
      [context.stageId],
    );
    const slice = mergeSliceRows();
    for (let first = span[0].first; first <= span[0].last; first += slice) {
      const { rows } = await tx.query<{ staged: number; created: number; updated: number }>(mergeInPlace(plan), [...params, first, first + slice - 1]);
      await add(rows[0]);
    }
  }
  return counts;
}
