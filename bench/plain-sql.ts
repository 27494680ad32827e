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
