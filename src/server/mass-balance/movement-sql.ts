import type { MovementResource } from '../../shared/mass-balance/api';

/** What a movement contributes to a balance, per side: its table and the columns that place it. */
export const SIDES = {
  inputs: {
    resource: 'inbounds' as MovementResource,
    table: 'e_inbounds',
    site: '"dischargeSite"',
    date: '"dischargeDate"',
    partner: '"supplierPartner"',
    kg: '"quantityDischargedKg"',
    l15: '"quantityDischargedL15"',
    direction: 'input',
    allocationColumn: '"inbound"',
  },
  outputs: {
    resource: 'outbounds' as MovementResource,
    table: 'e_outbounds',
    site: '"loadingSite"',
    date: '"loadingDate"',
    partner: '"recipientPartner"',
    kg: '"quantityLoadedKg"',
    l15: '"quantityLoadedL15"',
    direction: 'output',
    allocationColumn: '"outbound"',
  },
} as const;

export type Side = keyof typeof SIDES;

export const sideOf = (resource: MovementResource): Side => (resource === 'inbounds' ? 'inputs' : 'outputs');

/**
 * The movements of the balance row aliased `b` on one side: key, date, partner, movementStatus and the
 * quantity in the balance's unit (null: an error line). Cancelled movements count nowhere.
 */
export function balanceMovementsSql(side: Side, b = 'b'): string {
  const s = SIDES[side];
  return `SELECT m.number AS key, m.${s.date} AS date, m.${s.partner} AS partner, m."movementStatus" AS status,
      CASE WHEN ${b}.unit = 'Kg' THEN m.${s.kg} ELSE m.${s.l15} END AS quantity
    FROM ${s.table} m
    WHERE m.tenant = ${b}.tenant AND m.${s.site} = ${b}.site AND m.product = ${b}.product
      AND m.${s.date} BETWEEN ${b}."dateFrom" AND ${b}."dateTo" AND m.cancelled IS DISTINCT FROM 1`;
}

/** What the allocations of balance `b` cover of its movement `mv` (the alias balanceMovementsSql's rows take). */
export const coveredSql = (side: Side) => `(SELECT coalesce(sum(a.quantity), 0) FROM e_mass_balance_allocations a
  WHERE a.tenant = b.tenant AND a."massBalance" = b."identifierValue" AND a.${SIDES[side].allocationColumn} = mv.key)`;

/** What of movement `mv` is still uncovered in balance `b` (null for an error line without quantity). */
export const uncoveredSql = (side: Side) => `(mv.quantity - ${coveredSql(side)})`;
