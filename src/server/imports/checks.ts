import type { Registry } from '../../shared/registry';
import { tableName } from '../resources/sql-names';
import { balanceChecks } from './balance-checks';
import type { ProblemStore } from './problem-store';
import type { TargetPlan } from './target-plan';

/** `s` = the staged rows of this import ($1 = stage id) and `t` = the stored record of the key ($2 = tenant): the latest version if versioned. */
export function withStoredRecord(plan: TargetPlan): string {
  const table = tableName(plan.resource);
  const key = plan.q(plan.key);
  const stored = plan.versioned
    ? `JOIN LATERAL (SELECT * FROM ${table} l WHERE l.tenant = $2 AND l.${key} = s.${key} ORDER BY l."version" DESC LIMIT 1) t ON true`
    : `JOIN ${table} t ON t.tenant = $2 AND t.${key} = s.${key}`;
  return `FROM ${plan.table} s ${stored} WHERE s.import_id = $1`;
}

const text = (sql: string) => `(${sql})::text`;

/** A key twice in the file: every later row names the first (errors.duplicateKey). */
function duplicateKeys(plan: TargetPlan): string {
  const key = plan.q(plan.key);
  return `SELECT s.row_number, ${text(`'${plan.header(plan.key).replaceAll("'", "''")}'`)} AS column_name, s.import_key AS value,
      'errors.duplicateKey' AS message_key, jsonb_build_object('key', s.import_key, 'row', f.first) AS params
    FROM ${plan.table} s
    JOIN (SELECT ${key}, min(row_number) AS first FROM ${plan.table} WHERE import_id = $1 GROUP BY ${key} HAVING count(*) > 1) f ON f.${key} = s.${key}
    WHERE s.import_id = $1 AND s.row_number <> f.first AND $2::text IS NOT NULL`; // $2 (tenant) unused: typed so the statement prepares
}

/** References (x-ref) to no record of the tenant, any version, nor to a row of this file (errors.unknownReference). */
function unknownReferences(registry: Registry, plan: TargetPlan, plans: TargetPlan[]): string[] {
  const checks: string[] = [];
  for (const name of plan.columns) {
    const ref = plan.entity.properties[name]?.['x-ref'];
    const target = ref && registry.get(ref.resource);
    if (!target || plan.entity.properties[name].type === 'array') continue;
    const column = plan.q(name);
    const targetKey = `"${target['x-key']}"`;
    const inFile = plans.find((candidate) => candidate.resource === target['x-resource']);
    const header = plan.header(name).replaceAll("'", "''");
    checks.push(`SELECT s.row_number, '${header}'::text AS column_name, s.${column}::text AS value, 'errors.unknownReference' AS message_key,
        jsonb_build_object('column', '${header}'::text, 'value', s.${column}::text, 'resource', '${target['x-resource']}'::text) AS params
      FROM ${plan.table} s WHERE s.import_id = $1 AND s.${column} IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM ${tableName(target['x-resource'])} r WHERE r.tenant = $2 AND r.${targetKey} = s.${column})
        ${inFile ? `AND NOT EXISTS (SELECT 1 FROM ${inFile.table} f WHERE f.import_id = $1 AND f.${targetKey} = s.${column})` : ''}`);
  }
  return checks;
}

/** References inside list entries (`certificates.1.sustainabilityData`): the column is the list's, the value the entry's. */
function unknownEntryReferences(registry: Registry, plan: TargetPlan): string[] {
  const checks: string[] = [];
  for (const name of plan.columns) {
    const property = plan.entity.properties[name];
    if (property?.type !== 'array') continue;
    for (const [item, schema] of Object.entries(property.items?.properties ?? {})) {
      const target = schema['x-ref'] && registry.get(schema['x-ref'].resource);
      if (!target) continue;
      const header = plan.header(name).replaceAll("'", "''");
      checks.push(`SELECT s.row_number, '${header}'::text AS column_name, e.value->>'${item}' AS value, 'errors.unknownReference' AS message_key,
          jsonb_build_object('column', '${header}'::text, 'value', e.value->>'${item}', 'resource', '${target['x-resource']}'::text) AS params
        FROM ${plan.table} s CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(s.${plan.q(name)}) = 'array' THEN s.${plan.q(name)} ELSE '[]'::jsonb END) e
        WHERE s.import_id = $1 AND e.value->>'${item}' IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM ${tableName(target['x-resource'])} r WHERE r.tenant = $2 AND r."${target['x-key']}" = e.value->>'${item}')`);
    }
  }
  return checks;
}

/**
 * Rows that would change a record its x-lock holds (errors.recordLocked); unchanged rows of locked records pass,
 * rows with problems too (what they would change is not known).
 */
function lockedRecords(plan: TargetPlan): string | undefined {
  const lock = plan.entity['x-lock'];
  if (!lock) return undefined;
  const values = lock.values.map((value) => (typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`)).join(', ');
  return `SELECT s.row_number, '${plan.header(plan.key).replaceAll("'", "''")}'::text AS column_name, s.import_key AS value,
      'errors.recordLocked' AS message_key, jsonb_build_object('key', s.import_key, 'status', t.${plan.q(lock.property)}::text) AS params
    ${withStoredRecord(plan)} AND NOT s.import_partial AND t.${plan.q(lock.property)} IN (${values}) AND ${plan.changed('t', 's')}`;
}

/**
 * The checks over the staged rows of every target, in SQL: problems go straight to import_errors. Keys and
 * references are checked in the rows with problems too (`import_partial`, their readable values); the checks
 * of what a row would change only in complete rows.
 */
export async function checkStagedRows(
  registry: Registry,
  problems: ProblemStore,
  plans: TargetPlan[],
  params: [stageId: string, tenant: string],
): Promise<void> {
  for (const plan of plans) {
    if (!plan.rows) continue;
    const checks = [
      duplicateKeys(plan),
      ...unknownReferences(registry, plan, plans),
      ...unknownEntryReferences(registry, plan),
      lockedRecords(plan),
      ...balanceChecks(plan),
    ].filter((sql) => sql !== undefined);
    for (const sql of checks) await problems.addFromSql(sql, params);
  }
}
