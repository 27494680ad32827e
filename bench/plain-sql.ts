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
