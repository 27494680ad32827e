import { SIDES, sideOf } from '../mass-balance/movement-sql';
import type { MovementResource } from '../../shared/mass-balance/api';
import type { TargetPlan } from './target-plan';

const MOVEMENTS = new Set<string>(['inbounds', 'outbounds']);

/**
 * The mass balance's rules of the generic movement writes (mass-balance/entity-hooks.ts), set-based: a
 * row that creates or changes a movement placed (before or after) in a completed balance's period
 * (errors.periodCompleted), or changes the placement or quantities of a movement with allocations
 * (errors.movementAllocated). `s` staged rows ($1; not those with problems: what they change is not known),
 * `t` the stored movement ($2 tenant).
 */
export function balanceChecks(plan: TargetPlan): string[] {
  if (!MOVEMENTS.has(plan.resource)) return [];
  const side = SIDES[sideOf(plan.resource as MovementResource)];
  const after = (column: string) => (plan.columns.has(column.replaceAll('"', '')) ? `s.${column}` : `t.${column}`);
  const placed = (row: (column: string) => string, b = 'b') =>
    `(${row(side.site)} = ${b}.site AND ${row('product')} = ${b}.product AND ${row(side.date)} BETWEEN ${b}."dateFrom" AND ${b}."dateTo"
      AND ${row('cancelled')} IS DISTINCT FROM 1)`;
  const header = plan.header(plan.key).replaceAll("'", "''");
  const moved = [side.site, 'product', side.date, side.kg, side.l15, 'cancelled']
    .filter((column) => plan.columns.has(column.replaceAll('"', '')))
    .map((column) => `t.${column} IS DISTINCT FROM s.${column}`);
  const checks = [
    `SELECT DISTINCT ON (s.row_number) s.row_number, '${header}'::text AS column_name, s.import_key AS value, 'errors.periodCompleted' AS message_key,
        jsonb_build_object('key', s.import_key, 'balance', b."identifierValue") AS params
      FROM ${plan.table} s LEFT JOIN ${side.table} t ON t.tenant = $2 AND t.number = s.number
      JOIN e_mass_balances b ON b.tenant = $2 AND b."balanceStatus" = 'completed'
        AND (${placed(after)} OR (t.number IS NOT NULL AND ${placed((column) => `t.${column}`)}))
      WHERE s.import_id = $1 AND NOT s.import_partial AND (t.number IS NULL OR ${plan.changed('t', 's')})
      ORDER BY s.row_number`,
  ];
  if (moved.length) {
    checks.push(`SELECT s.row_number, '${header}'::text AS column_name, s.import_key AS value, 'errors.movementAllocated' AS message_key,
        jsonb_build_object('key', s.import_key) AS params
      FROM ${plan.table} s JOIN ${side.table} t ON t.tenant = $2 AND t.number = s.number
      WHERE s.import_id = $1 AND NOT s.import_partial AND (${moved.join(' OR ')})
        AND EXISTS (SELECT 1 FROM e_mass_balance_allocations a WHERE a.tenant = $2 AND a.${side.allocationColumn} = s.number)`);
  }
  return checks;
}
