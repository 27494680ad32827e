import type { Queryable } from '../db/db';
import { balanceMovementsSql } from './movement-sql';

/**
 * Recomputes the derived figures and the status of every balance of the tenant's chains (all of them,
 * or the one of `site` and `product`) in one statement: per balance its inputs, outputs, error lines,
 * allocations, production and measured stock, then running sums along the chain (ordered by dateFrom)
 * for the opening stocks.
 *
 * Production (raw PHD): where production figures of the balance's site and product exist in
 * its period and its unit, productionInput/productionOutput are their sums of quantityIn/quantityOut
 * (productionSource 'figures'); where none exist, the manually entered values count ('manual'). While
 * the source is manual the two columns hold the user's values, and they are kept in
 * manualProductionInput/Output, so figures that go away give the manual values back. A completed
 * balance keeps its production and measured stock as they were at completion (the entity hooks refuse
 * figures and measurements in its period; this also holds for writes that bypass the hooks, like imports).
 *
 * Measured stock (raw stock): per tank the latest measurement in the balance's unit dated within the
 * period, summed over the tanks; measuredStockDate is the latest of those dates; stockDeviation =
 * measured − closing stock. Null when the period has no measurement in the unit.
 */
const RECOMPUTE = `
WITH b AS (
  SELECT * FROM e_mass_balances WHERE tenant = $1 AND ($2::text IS NULL OR (site = $2 AND product = $3))
), f AS (
  SELECT b.tenant, b."identifierValue" AS id, b.site, b.product, b."dateFrom",
    p.*, coalesce(p.production_out, 0) - coalesce(p.production_in, 0) AS production,
    i.quantity AS inputs, o.quantity AS outputs, i.errors + o.errors AS errors,
    a.assigned_in, a.assigned_out, a.count AS allocations, s.measured, s.measured_on
  FROM b
  CROSS JOIN LATERAL (SELECT count(*) AS count, sum(pf."quantityIn") AS quantity_in, sum(pf."quantityOut") AS quantity_out
    FROM e_production_figures pf WHERE pf.tenant = b.tenant AND pf.site = b.site AND pf.product = b.product
      AND pf."productionDate" BETWEEN b."dateFrom" AND b."dateTo" AND pf.unit = b.unit) figures
  CROSS JOIN LATERAL (SELECT
      CASE WHEN b."productionSource" = 'figures' THEN b."manualProductionInput" ELSE b."productionInput" END AS manual_in,
      CASE WHEN b."productionSource" = 'figures' THEN b."manualProductionOutput" ELSE b."productionOutput" END AS manual_out) mp
  CROSS JOIN LATERAL (SELECT CASE WHEN b."balanceStatus" = 'completed' THEN 'kept' WHEN figures.count > 0 THEN 'figures' ELSE 'manual' END AS mode) k
  CROSS JOIN LATERAL (SELECT
      CASE k.mode WHEN 'kept' THEN b."productionInput" WHEN 'figures' THEN coalesce(figures.quantity_in, 0) ELSE mp.manual_in END AS production_in,
      CASE k.mode WHEN 'kept' THEN b."productionOutput" WHEN 'figures' THEN coalesce(figures.quantity_out, 0) ELSE mp.manual_out END AS production_out,
      CASE k.mode WHEN 'kept' THEN b."productionSource" ELSE k.mode END AS source,
      CASE k.mode WHEN 'kept' THEN b."manualProductionInput" ELSE mp.manual_in END AS manual_in,
      CASE k.mode WHEN 'kept' THEN b."manualProductionOutput" ELSE mp.manual_out END AS manual_out) p
  CROSS JOIN LATERAL (SELECT sum(t.quantity) AS measured, max(t."measurementDate") AS measured_on FROM (
      SELECT DISTINCT ON (sm."tankNumber") sm.quantity, sm."measurementDate" FROM e_stock_measurements sm
      WHERE sm.tenant = b.tenant AND sm.site = b.site AND sm.product = b.product
        AND sm."measurementDate" BETWEEN b."dateFrom" AND b."dateTo" AND sm.unit = b.unit
      ORDER BY sm."tankNumber", sm."measurementDate" DESC, sm.id DESC) t) tanks
  CROSS JOIN LATERAL (SELECT CASE WHEN k.mode = 'kept' THEN b."measuredStock" ELSE tanks.measured END AS measured,
      CASE WHEN k.mode = 'kept' THEN b."measuredStockDate" ELSE tanks.measured_on END AS measured_on) s
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
  "productionInput" = w.production_in,
  "productionOutput" = w.production_out,
  "productionSource" = w.source,
  "manualProductionInput" = w.manual_in,
  "manualProductionOutput" = w.manual_out,
  "measuredStock" = w.measured,
  "measuredStockDate" = w.measured_on,
  "stockDeviation" = w.measured - (w.opening + w.production + w.inputs - w.outputs),
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
  const { rows } = await tx.query(`SELECT 1 FROM e_mass_balances WHERE tenant = $1 AND site = $2 AND product = $3 ORDER BY "dateFrom" FOR UPDATE`, [
    tenant,
    site,
    product,
  ]);
  // A chain without balances has no figures (a movement of a site and product nobody balances).
  if (rows.length) await tx.query(RECOMPUTE, [tenant, site, product]);
}

/** Every balance of the tenant (seed, imports). */
export async function recomputeTenantBalances(tx: Queryable, tenant: string): Promise<void> {
  await tx.query(RECOMPUTE, [tenant, null, null]);
}

/**
 * remainingVolume = volume − allocations to inputs, for the given incoming proofs (all of the tenant's when omitted).
 * Only a proof whose figure changes is written: each write of a row updates every index of the table.
 */
export async function refreshRemainingVolumes(tx: Queryable, tenant: string, proofs?: string[]): Promise<void> {
  await tx.query(
    `UPDATE e_sustainabilitydata s SET "remainingVolume" = f.remaining
     FROM (
       SELECT p.number, p.volume - coalesce((SELECT sum(a.quantity) FROM e_mass_balance_allocations a
         WHERE a.tenant = p.tenant AND a.proof = p.number AND a.direction = 'input'), 0) AS remaining
       FROM e_sustainabilitydata p
       WHERE p.tenant = $1 AND ($2::text[] IS NULL OR p.number = ANY($2::text[])) AND p.direction IS DISTINCT FROM 'outgoing'
     ) f
     WHERE s.tenant = $1 AND s.number = f.number AND s."remainingVolume" IS DISTINCT FROM f.remaining`,
    [tenant, proofs ?? null],
  );
}
