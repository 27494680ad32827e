import type { Queryable } from '../db/db';
import { balanceMovementsSql } from './movement-sql';

/**
 * Recomputes the derived figures and the status of every balance of the tenant's chains (all of them,
 * or the one of `site` and `product`) in one statement: per balance its inputs, outputs, error lines and
 * allocations, then running sums along the chain (ordered by dateFrom) for the opening stocks.
 */
const RECOMPUTE = `
WITH b AS (
  SELECT * FROM e_mass_balances WHERE tenant = $1 AND ($2::text IS NULL OR (site = $2 AND product = $3))
), f AS (
  SELECT b.tenant, b."identifierValue" AS id, b.site, b.product, b."dateFrom",
    coalesce(b."productionOutput", 0) - coalesce(b."productionInput", 0) AS production,
    i.quantity AS inputs, o.quantity AS outputs, i.errors + o.errors AS errors,
    a.assigned_in, a.assigned_out, a.count AS allocations
  FROM b
  CROSS JOIN LATERAL (SELECT coalesce(sum(m.quantity), 0) AS quantity, count(*) FILTER (WHERE m.quantity IS NULL) AS errors
    FROM (${balanceMovementsSql('inputs')}) m) i
  CROSS JOIN LATERAL (SELECT coalesce(sum(m.quantity), 0) AS quantity, count(*) FILTER (WHERE m.quantity IS NULL) AS errors
    FROM (${balanceMovementsSql('outputs')}) m) o
  CROSS JOIN LATERAL (SELECT coalesce(sum(a.quantity) FILTER (WHERE a.direction = 'input'), 0) AS assigned_in,
      coalesce(sum(a.quantity) FILTER (WHERE a.direction = 'output'), 0) AS assigned_out, count(*) AS count
    FROM e_mass_balance_allocations a WHERE a.tenant = b.tenant AND a."massBalance" = b."identifierValue") a
), w AS (
  SELECT f.*,
    coalesce(sum(production + inputs - outputs) OVER chain, 0) AS opening,
    coalesce(sum(assigned_in - assigned_out) OVER chain, 0) AS sustainable_opening
  FROM f
  WINDOW chain AS (PARTITION BY site, product ORDER BY "dateFrom" ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
)
UPDATE e_mass_balances m SET
  "openingStock" = w.opening,
  "inputQuantity" = w.inputs,
  "outputQuantity" = w.outputs,
  "closingStock" = w.opening + w.production + w.inputs - w.outputs,
  "sustainableOpeningStock" = w.sustainable_opening,
  "assignedQuantity" = w.assigned_in,
  "assignedOutput" = w.assigned_out,
  "difference" = w.sustainable_opening + w.assigned_in - w.assigned_out,
  "uncoveredQuantity" = w.inputs - w.assigned_in,
  "movementErrors" = w.errors,
  "balanceStatus" = CASE WHEN m."balanceStatus" = 'completed' THEN 'completed' WHEN w.allocations > 0 THEN 'inProgress' ELSE 'open' END
FROM w
WHERE m.tenant = w.tenant AND m."identifierValue" = w.id`;

/** The chain of one site and product (after any change a balance's figures depend on). */
export async function recomputeChain(tx: Queryable, tenant: string, site: unknown, product: unknown): Promise<void> {
  if (typeof site !== 'string' || typeof product !== 'string') return;
  // In date order, as the actions lock a chain (balance-lock.ts): concurrent writers queue instead of deadlocking.
  await tx.query(`SELECT 1 FROM e_mass_balances WHERE tenant = $1 AND site = $2 AND product = $3 ORDER BY "dateFrom" FOR UPDATE`, [tenant, site, product]);
  await tx.query(RECOMPUTE, [tenant, site, product]);
}

/** Every balance of the tenant (seed, imports). */
export async function recomputeTenantBalances(tx: Queryable, tenant: string): Promise<void> {
  await tx.query(RECOMPUTE, [tenant, null, null]);
}

/** remainingVolume = volume − allocations to inputs, for the given incoming proofs (all of the tenant's when omitted). */
export async function refreshRemainingVolumes(tx: Queryable, tenant: string, proofs?: string[]): Promise<void> {
  await tx.query(
    `UPDATE e_sustainabilitydata s SET "remainingVolume" = s.volume - coalesce((SELECT sum(a.quantity) FROM e_mass_balance_allocations a
       WHERE a.tenant = s.tenant AND a.proof = s.number AND a.direction = 'input'), 0)
     WHERE s.tenant = $1 AND ($2::text[] IS NULL OR s.number = ANY($2::text[])) AND s.direction IS DISTINCT FROM 'outgoing'`,
    [tenant, proofs ?? null],
  );
}
