import Big from 'big.js';
import type { Registry } from '../../shared/registry';
import type { Queryable } from '../db/db';
import { errors } from '../errors';
import { toRecord, type EntityRecord } from '../resources/records';
import { findActive, type Row } from '../resources/repository';
import { mbErrors } from './errors';
import { recomputeChain, refreshRemainingVolumes } from './figures';

export interface BalanceRow extends Row {
  tenant: string;
  identifierValue: string;
  site: string;
  product: string;
  unit: string;
  dateFrom: string;
  dateTo: string;
  balanceStatus: string;
}

/**
 * The balance row, with every balance of its chain (site and product) locked in date order until the
 * action's transaction ends. Every action takes these locks first: an action recomputes the whole
 * chain, so two actions on different periods of one chain must not lock its rows in different orders.
 */
export async function lockBalance(tx: Queryable, tenant: string, id: string): Promise<BalanceRow> {
  const { rows } = await tx.query<BalanceRow>(
    `SELECT c.* FROM e_mass_balances c JOIN e_mass_balances b ON b.tenant = c.tenant AND b.site = c.site AND b.product = c.product
     WHERE b.tenant = $1 AND b."identifierValue" = $2 ORDER BY c."dateFrom" FOR UPDATE OF c`,
    [tenant, id],
  );
  const balance = rows.find((row) => row.identifierValue === id);
  if (!balance) throw errors.notFound();
  return balance;
}

/** The balance locked and still open for changes (not completed). */
export async function lockOpenBalance(tx: Queryable, tenant: string, id: string): Promise<BalanceRow> {
  const balance = await lockBalance(tx, tenant, id);
  if (balance.balanceStatus === 'completed') throw mbErrors.balanceCompleted();
  return balance;
}

/** Proof rows locked in key order, so concurrent actions on the same proofs queue instead of deadlocking. */
export async function lockProofs(tx: Queryable, tenant: string, keys: string[]): Promise<Row[]> {
  if (!keys.length) return [];
  const { rows } = await tx.query<Row>(`SELECT * FROM e_sustainabilitydata WHERE tenant = $1 AND number = ANY($2::text[]) ORDER BY number FOR UPDATE`, [
    tenant,
    [...new Set(keys)],
  ]);
  return rows;
}

/** After allocations changed: the proofs' remaining volumes and the chain's figures and status. */
export async function afterAllocationChange(tx: Queryable, balance: BalanceRow, proofs: string[]): Promise<void> {
  await refreshRemainingVolumes(tx, balance.tenant, [...new Set(proofs)]);
  await recomputeChain(tx, balance.tenant, balance.site, balance.product);
}

/** The balance as GET /mass-balances/{id} shows it. */
export async function balanceRecord(tx: Queryable, registry: Registry, tenant: string, id: string): Promise<EntityRecord> {
  const entity = registry.get('mass-balances')!;
  return toRecord(entity, (await findActive(tx, entity, tenant, id))!);
}

/**
 * Refuses when a proof's pool runs negative anywhere from `balance` on along its chain: in this balance
 * (PROOF_EXCEEDED) or in a later one that passed on what is no longer allocated (LATER_PERIOD_USES_POOL).
 */
export async function assertPoolsCovered(tx: Queryable, balance: BalanceRow, proofs: string[]): Promise<void> {
  if (!proofs.length) return;
  const { rows } = await tx.query<{ id: string; proof: string; certificate: string }>(
    `WITH d AS (
       SELECT c."identifierValue" AS id, c."dateFrom", a.proof, sum(CASE WHEN a.direction = 'input' THEN a.quantity ELSE -a.quantity END) AS delta
       FROM e_mass_balance_allocations a JOIN e_mass_balances c ON c.tenant = a.tenant AND c."identifierValue" = a."massBalance"
       WHERE a.tenant = $1 AND c.site = $2 AND c.product = $3 AND a.proof = ANY($4::text[])
       GROUP BY c."identifierValue", c."dateFrom", a.proof
     ), r AS (SELECT id, "dateFrom", proof, sum(delta) OVER (PARTITION BY proof ORDER BY "dateFrom") AS running FROM d)
     SELECT r.id, r.proof, s."certificateNumber" AS certificate FROM r JOIN e_sustainabilitydata s ON s.tenant = $1 AND s.number = r.proof
     WHERE r.running < 0 ORDER BY r."dateFrom" LIMIT 1`,
    [balance.tenant, balance.site, balance.product, [...new Set(proofs)]],
  );
  const short = rows[0];
  if (!short) return;
  if (short.id === balance.identifierValue) throw mbErrors.proofExceeded(short, new Big(0), balance.unit);
  throw mbErrors.laterPeriodUsesPool(short.id);
}
