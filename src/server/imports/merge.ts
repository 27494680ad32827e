import type { Queryable } from '../db/db';
import { today } from '../resources/dates';
import { tableName } from '../resources/sql-names';
import type { RecordCounts } from './import-messages';
import { withStoredRecord } from './checks';
import type { TargetPlan } from './target-plan';

export interface MergeContext {
  stageId: string;
  tenant: string;
  user: string;
  importType: string;
  importId: string;
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
 * Non-versioned: a changed record is updated in place (only the supplied columns), a new key inserted;
 * unchanged records are not touched. One statement: both parts see the records as before it.
 */
function mergeInPlace(plan: TargetPlan): string {
  const table = tableName(plan.resource);
  const key = plan.q(plan.key);
  const columns = [...plan.columns].map((name) => plan.q(name));
  const updated = tracking(plan, 'updated');
  const created = tracking(plan, 'created');
  const sets = [
    ...plan.assigned.map((name) => `${plan.q(name)} = s.${plan.q(name)}`),
    ...updated.columns.map((column, index) => `${column} = ${updated.values[index]}`),
    'updated_at = now()',
    'updated_by = $4',
  ];
  return `WITH s AS (SELECT * FROM ${plan.table} WHERE import_id = $1),
    upd AS (UPDATE ${table} t SET ${sets.join(', ')} FROM s WHERE t.tenant = $2 AND t.${key} = s.${key} AND ${plan.changed('t', 's')} RETURNING 1),
    ins AS (
      INSERT INTO ${table} (tenant, created_by, updated_by, ${[...columns, ...created.columns].join(', ')})
      SELECT $2, $4, $4, ${[...columns.map((column) => `s.${column}`), ...created.values].join(', ')} FROM s
      WHERE NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.tenant = $2 AND t.${key} = s.${key})
      RETURNING 1)
    SELECT (SELECT count(*) FROM ins)::int AS created, (SELECT count(*) FROM upd)::int AS updated`;
}

/**
 * Versioned: the row's valid-from (the file's, else today, $6) names the version it writes. A version
 * of the record starting on that day is corrected in place where values changed (like a save in the
 * form that keeps the valid-from); another day adds a version — the latest version's values with the
 * supplied ones over them — so no two versions start on one day. A new key gets version 1.
 */
function mergeVersions(plan: TargetPlan): string {
  const table = tableName(plan.resource);
  const key = plan.q(plan.key);
  const properties = Object.keys(plan.entity.properties).filter(
    (name) => name !== plan.key && name !== 'version' && name !== 'validFrom' && !(plan.tracked && ['importSource', 'importKey', 'importStatus', 'lastImportTime', 'importMessage'].includes(name)),
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

/** Writes the staged rows of every target into its table (inside the caller's transaction). */
export async function mergeStagedRows(tx: Queryable, plans: TargetPlan[], context: MergeContext): Promise<RecordCounts> {
  const counts: RecordCounts = { recordsCreated: 0, recordsUpdated: 0, recordsUnchanged: 0 };
  for (const plan of plans) {
    if (!plan.rows) continue;
    const sql = plan.versioned ? mergeVersions(plan) : mergeInPlace(plan);
    const params = [context.stageId, context.tenant, context.importType, context.user, context.importId, ...(plan.versioned ? [today()] : [])];
    const { rows } = await tx.query<{ created: number; updated: number }>(sql, params);
    counts.recordsCreated += rows[0].created;
    counts.recordsUpdated += rows[0].updated;
    counts.recordsUnchanged += plan.rows - rows[0].created - rows[0].updated;
  }
  return counts;
}
