import type pg from 'pg';
import type { BalanceScope } from './generators/scenario';

export interface PlainFigures {
  inputQuantity: number;
  outputQuantity: number;
}

/**
 * The reference: inputs and outputs of a Kg balance as one plain SELECT … SUM … WHERE on the movement
 * tables, sent straight through `pg` (no server, no allocations, no carried-over stock).
 */
export async function plainFigures(client: pg.Client, tenant: string, scope: BalanceScope): Promise<PlainFigures> {
  const { rows } = await client.query(
    `SELECT
       (SELECT coalesce(sum("quantityDischargedKg"), 0) FROM e_inbounds
         WHERE tenant = $1 AND "dischargeSite" = $2 AND product = $3
           AND "dischargeDate" BETWEEN $4::date AND $5::date AND coalesce(cancelled, 0) = 0) AS inputs,
       (SELECT coalesce(sum("quantityLoadedKg"), 0) FROM e_outbounds
         WHERE tenant = $1 AND "loadingSite" = $2 AND product = $3
           AND "loadingDate" BETWEEN $4::date AND $5::date AND coalesce(cancelled, 0) = 0) AS outputs`,
    [tenant, scope.site, scope.product, scope.dateFrom, scope.dateTo],
  );
  return { inputQuantity: Number(rows[0].inputs), outputQuantity: Number(rows[0].outputs) };
}

/** Scenario A's check: what auto assign must assign to inputs, min(total inputs, total proof volume). */
export async function plainAssignable(client: pg.Client, tenant: string, scope: BalanceScope): Promise<number> {
  const { inputQuantity } = await plainFigures(client, tenant, scope);
  const { rows } = await client.query(
    `SELECT coalesce(sum(volume), 0) AS volume FROM e_sustainabilitydata
      WHERE tenant = $1 AND "productGroup" = $2 AND "unitOfMeasurement" = 'Kg' AND direction = 'incoming'`,
    [tenant, scope.productGroup],
  );
  return Math.min(inputQuantity, Number(rows[0].volume));
}

export interface PlainAllocation {
  allocations: number;
  quantity: number;
}

/**
 * Scenario A's reference: first in, first out (proofs by delivery date, inputs by discharge date, then
 * key) as one SELECT that computes the allocations without writing them. Both sides become ranges on
 * one running total; every stretch between two consecutive range ends belongs to one input and one
 * proof, so each stretch is one allocation.
 */
export async function plainFifo(client: pg.Client, tenant: string, scope: BalanceScope): Promise<PlainAllocation> {
  const { rows } = await client.query(
    `WITH inputs AS (
       SELECT number, sum("quantityDischargedKg") OVER (ORDER BY "dischargeDate", number) AS upto FROM e_inbounds
        WHERE tenant = $1 AND "dischargeSite" = $2 AND product = $3 AND "dischargeDate" BETWEEN $4::date AND $5::date
          AND coalesce(cancelled, 0) = 0 AND "quantityDischargedKg" > 0),
     proofs AS (
       SELECT number, sum(volume) OVER (ORDER BY "deliveryDate", number) AS upto FROM e_sustainabilitydata
        WHERE tenant = $1 AND "productGroup" = $6 AND "unitOfMeasurement" = 'Kg' AND direction = 'incoming' AND volume > 0),
     ends AS (
       SELECT upto, max(input) AS input, max(proof) AS proof FROM (
         SELECT upto, number AS input, NULL AS proof FROM inputs UNION ALL SELECT upto, NULL, number FROM proofs) e
        GROUP BY upto),
     -- Looking down from the top, a stretch belongs to the nearest input end and proof end at or above it.
     owners AS (
       SELECT upto, input, proof,
              count(input) OVER (ORDER BY upto DESC) AS input_group, count(proof) OVER (ORDER BY upto DESC) AS proof_group
         FROM ends),
     stretches AS (
       SELECT upto - lag(upto, 1, 0::numeric) OVER (ORDER BY upto) AS quantity, upto,
              max(input) OVER (PARTITION BY input_group) AS input, max(proof) OVER (PARTITION BY proof_group) AS proof
         FROM owners)
     SELECT count(*)::int AS allocations, coalesce(sum(quantity), 0) AS quantity FROM stretches
      WHERE upto <= least((SELECT max(upto) FROM inputs), (SELECT max(upto) FROM proofs)) AND input IS NOT NULL AND proof IS NOT NULL`,
    [tenant, scope.site, scope.product, scope.dateFrom, scope.dateTo, scope.productGroup],
  );
  return { allocations: rows[0].allocations, quantity: Number(rows[0].quantity) };
}

export interface PlainReportRow {
  site: string;
  product: string;
  /** First day of the quarter. */
  quarter: string;
  movements: number;
  quantity: number | null;
}

const PRODUCTION_SITES = `SELECT number FROM e_locations WHERE tenant = $1 AND "productionSite"`;

/**
 * Scenario D's reference for credit generation: the m³ of the outbounds loaded at production sites and used in
 * Canada, per site, fuel and quarter: one plain SELECT … SUM … GROUP BY, the floor under the report's figure.
 */
export async function plainCreditVolumes(client: pg.Client, tenant: string, from: string, to: string): Promise<PlainReportRow[]> {
  const { rows } = await client.query(
    `SELECT "loadingSite" AS site, product, date_trunc('quarter', "loadingDate")::date::text AS quarter, count(*)::int AS movements,
       sum("quantityLoadedL15") / 1000 AS quantity
     FROM e_outbounds
     WHERE tenant = $1 AND "loadingDate" BETWEEN $2::date AND $3::date AND coalesce(cancelled, 0) = 0
       AND coalesce("destinationCountry", 'CA') = 'CA' AND "loadingSite" IN (${PRODUCTION_SITES})
     GROUP BY 1, 2, 3`,
    [tenant, from, to],
  );
  return rows.map((row) => ({ ...row, quantity: row.quantity === null ? null : Number(row.quantity) }));
}

/**
 * Scenario D's reference for the material balance: what came in (inbounds, Kg) and went out (outbounds, L15)
 * at production sites per site, product and quarter, straight from the movements: the figures the report reads
 * from the mass balances.
 */
export async function plainMaterialFlows(client: pg.Client, tenant: string, from: string, to: string): Promise<{ broughtIn: number; shipped: number }> {
  const { rows } = await client.query(
    `WITH flows AS (
       SELECT "dischargeSite" AS site, product, date_trunc('quarter', "dischargeDate") AS quarter, sum("quantityDischargedKg") AS brought_in, 0 AS shipped
       FROM e_inbounds WHERE tenant = $1 AND "dischargeDate" BETWEEN $2::date AND $3::date AND coalesce(cancelled, 0) = 0
         AND "dischargeSite" IN (${PRODUCTION_SITES}) GROUP BY 1, 2, 3
       UNION ALL
       SELECT "loadingSite", product, date_trunc('quarter', "loadingDate"), 0, sum("quantityLoadedL15")
       FROM e_outbounds WHERE tenant = $1 AND "loadingDate" BETWEEN $2::date AND $3::date AND coalesce(cancelled, 0) = 0
         AND "loadingSite" IN (${PRODUCTION_SITES}) GROUP BY 1, 2, 3)
     SELECT coalesce(sum(brought_in), 0) AS brought_in, coalesce(sum(shipped), 0) AS shipped FROM flows`,
    [tenant, from, to],
  );
  return { broughtIn: Number(rows[0].brought_in), shipped: Number(rows[0].shipped) };
}
