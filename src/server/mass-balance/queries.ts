import type { BalanceDay, BalanceMovement, BalanceProof } from '../../shared/mass-balance/api';
import type { Queryable } from '../db/db';
import type { Page } from '../lists/page-params';
import { activeVersionsSql } from '../resources/active-version';
import { tenantToday } from '../time/tenant-day';
import { balanceMovementsSql, coveredSql, SIDES, uncoveredSql, type Side } from './movement-sql';

const BALANCE = `SELECT * FROM e_mass_balances WHERE tenant = $1 AND "identifierValue" = $2`;

/** One page of a balance's inputs or outputs with their coverage and allocations, by date then key. */
export async function listBalanceMovements(
  db: Queryable,
  tenant: string,
  id: string,
  side: Side,
  page: Page,
): Promise<{ rows: BalanceMovement[]; total: number }> {
  const s = SIDES[side];
  const from = `FROM (${BALANCE}) b CROSS JOIN LATERAL (${balanceMovementsSql(side)}) mv`;
  const [{ rows }, count] = await Promise.all([
    db.query<{
      key: string;
      date: string;
      partner: string | null;
      status: string | null;
      quantity: number | null;
      covered: number;
      uncovered: number | null;
      allocations: BalanceMovement['allocations'] | null;
    }>(
      `SELECT mv.key, mv.date, mv.partner, mv.status, mv.quantity, ${coveredSql(side)} AS covered, ${uncoveredSql(side)} AS uncovered,
         (SELECT json_agg(json_build_object('id', a.id, 'proof', a.proof, 'certificateNumber', p."certificateNumber",
             'quantity', a.quantity, 'issuedProof', a."issuedProof") ORDER BY a."allocatedAt", a.id)
          FROM e_mass_balance_allocations a LEFT JOIN e_sustainabilitydata p ON p.tenant = a.tenant AND p.number = a.proof
          WHERE a.tenant = b.tenant AND a."massBalance" = b."identifierValue" AND a.${s.allocationColumn} = mv.key) AS allocations
       ${from} ORDER BY mv.date, mv.key LIMIT $3 OFFSET $4`,
      [tenant, id, page.limit, page.offset],
    ),
    db.query<{ total: number }>(`SELECT count(*) AS total ${from}`, [tenant, id]),
  ]);
  return {
    total: Number(count.rows[0].total),
    rows: rows.map((row) => ({
      resource: s.resource,
      key: row.key,
      date: row.date,
      ...(row.partner ? { partner: row.partner } : {}),
      movementStatus: row.status ?? 'open',
      quantity: row.quantity,
      covered: Number(row.covered),
      uncovered: Number(row.uncovered ?? 0),
      ...(row.quantity === null ? { error: 'missingQuantity' as const } : {}),
      allocations: (row.allocations ?? []).map((allocation) => ({
        id: allocation.id,
        proof: allocation.proof,
        certificateNumber: allocation.certificateNumber,
        quantity: Number(allocation.quantity),
        ...(allocation.issuedProof ? { issuedProof: allocation.issuedProof } : {}),
      })),
    })),
  };
}

/**
 * Per proof, what the balance `b` may still pass on to outputs: its pool (input − output allocations of
 * this and the earlier balances of its chain), but no more than any later balance's pool, since those
 * already passed on what they carried over.
 */
export const POOL_SQL = `SELECT r.proof, least(sum(r.delta) FILTER (WHERE r."dateFrom" <= b."dateFrom"), min(r.running) FILTER (WHERE r."dateFrom" > b."dateFrom")) AS pool
  FROM (
    SELECT d.*, sum(d.delta) OVER (PARTITION BY d.proof ORDER BY d."dateFrom") AS running FROM (
      SELECT a.proof, c."dateFrom", sum(CASE WHEN a.direction = 'input' THEN a.quantity ELSE -a.quantity END) AS delta
      FROM e_mass_balance_allocations a
      JOIN e_mass_balances c ON c.tenant = a.tenant AND c."identifierValue" = a."massBalance"
      WHERE a.tenant = b.tenant AND c.site = b.site AND c.product = b.product
      GROUP BY a.proof, c."dateFrom"
    ) d
  ) r
  GROUP BY r.proof
  HAVING count(*) FILTER (WHERE r."dateFrom" <= b."dateFrom") > 0`;

/** The product group of balance `b`'s product, the version in effect on `day` (an SQL date; products are versioned). */
export const productGroupSql = (day: string) =>
  `(SELECT p."productGroup" FROM ${activeVersionsSql('e_products', 'number', 'tenant = b.tenant AND number = b.product', day)} p)`;

/** Incoming proofs balance `b` may allocate to inputs: its product's group on `day` and its unit. */
export const usableProofSql = (day: string) =>
  `s.direction IS DISTINCT FROM 'outgoing' AND s."unitOfMeasurement" = b.unit AND s."productGroup" = ${productGroupSql(day)}`;

/** One page of the proofs a balance can use: usable ones (product group as on the tenant's business day) with volume left and those in its pool. */
export async function listBalanceProofs(db: Queryable, tenant: string, id: string, page: Page): Promise<{ rows: BalanceProof[]; total: number }> {
  const day = await tenantToday(db, tenant);
  const from = `FROM (${BALANCE}) b CROSS JOIN e_sustainabilitydata s
    LEFT JOIN (SELECT pools.* FROM (${BALANCE}) b CROSS JOIN LATERAL (${POOL_SQL}) pools) pool ON pool.proof = s.number
    WHERE s.tenant = b.tenant AND ((${usableProofSql('$3::date')} AND s."remainingVolume" > 0) OR pool.pool > 0)`;
  const [{ rows }, count] = await Promise.all([
    db.query<Record<string, unknown>>(
      `SELECT s.number AS key, s."certificateNumber", s."deliveryDate", s.volume, s."remainingVolume", s."unitOfMeasurement" AS unit,
         s."productGroup", s."certificationSystem", coalesce(pool.pool, 0) AS pool
       ${from} ORDER BY s."deliveryDate" NULLS LAST, s.number LIMIT $4 OFFSET $5`,
      [tenant, id, day, page.limit, page.offset],
    ),
    db.query<{ total: number }>(`SELECT count(*) AS total ${from}`, [tenant, id, day]),
  ]);
  return {
    total: Number(count.rows[0].total),
    rows: rows.map((row) => {
      const proof = Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)) as unknown as BalanceProof;
      return { ...proof, volume: Number(row.volume ?? 0), remainingVolume: Number(row.remainingVolume ?? 0), pool: Number(row.pool) };
    }),
  };
}

/** Per day of the period with movements: input, output and what is covered of that day's inputs. */
export async function balanceDays(db: Queryable, tenant: string, id: string): Promise<BalanceDay[]> {
  const { rows } = await db.query<BalanceDay>(
    `SELECT date, sum(input) AS input, sum(output) AS output, sum(covered) AS covered FROM (
       SELECT mv.date, coalesce(mv.quantity, 0) AS input, 0 AS output, ${coveredSql('inputs')} AS covered
       FROM (${BALANCE}) b CROSS JOIN LATERAL (${balanceMovementsSql('inputs')}) mv
       UNION ALL
       SELECT mv.date, 0, coalesce(mv.quantity, 0), 0 FROM (${BALANCE}) b CROSS JOIN LATERAL (${balanceMovementsSql('outputs')}) mv
     ) days GROUP BY date ORDER BY date`,
    [tenant, id],
  );
  return rows.map((row) => ({ date: row.date, input: Number(row.input), output: Number(row.output), covered: Number(row.covered) }));
}
