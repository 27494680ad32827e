import Big from 'big.js';
import type { AutoAssignResult } from '../../shared/mass-balance/api';
import type { Registry } from '../../shared/registry';
import type { Queryable } from '../db/db';
import type { WriteContext } from '../resources/hooks';
import { writeAuditBatch } from './audit-batch';
import { afterAllocationChange, balanceRecord, lockOpenBalance, type BalanceRow } from './balance-lock';
import { mbErrors } from './errors';
import { writeAllocations } from './issued-proofs';
import { balanceMovementsSql, uncoveredSql, type Side } from './movement-sql';
import { tenantToday } from '../time/tenant-day';
import { POOL_SQL, usableProofSql } from './queries';
import { fifoPlan } from './rules';

interface Line {
  key: string;
  date: string;
  amount: string;
}

const BALANCE_FROM = `FROM e_mass_balances b WHERE b.tenant = $1 AND b."identifierValue" = $2`;

/** Uncovered movements of one side with their uncovered quantity (decimal text), oldest first. */
async function uncoveredMovements(tx: Queryable, balance: BalanceRow, side: Side): Promise<Line[]> {
  const { rows } = await tx.query<Line>(
    `SELECT key, date, amount::text AS amount FROM (
       SELECT mv.key, mv.date, ${uncoveredSql(side)} AS amount
       FROM e_mass_balances b CROSS JOIN LATERAL (${balanceMovementsSql(side)}) mv
       WHERE b.tenant = $1 AND b."identifierValue" = $2 AND mv.quantity IS NOT NULL
     ) m WHERE amount > 0 ORDER BY date, key`,
    [balance.tenant, balance.identifierValue],
  );
  return rows;
}

/**
 * Locks, in key order, every proof auto assign may touch: usable proofs with volume left and the proofs
 * of this balance's pool. Answers the usable ones with their remaining volume.
 */
async function lockCandidateProofs(tx: Queryable, balance: BalanceRow): Promise<Line[]> {
  // The chain is locked, so its pools cannot change before the proofs are.
  const pooled = (await poolOf(tx, balance)).map((line) => line.key);
  const usable = usableProofSql('$4::date');
  const { rows } = await tx.query<Line & { usable: boolean }>(
    `SELECT s.number AS key, s."deliveryDate" AS date, s."remainingVolume"::text AS amount, (${usable} AND s."remainingVolume" > 0) AS usable
     FROM e_sustainabilitydata s, (SELECT * ${BALANCE_FROM}) b
     WHERE s.tenant = b.tenant AND ((${usable} AND s."remainingVolume" > 0) OR s.number = ANY($3::text[]))
     ORDER BY s.number FOR UPDATE OF s`,
    [balance.tenant, balance.identifierValue, pooled, await tenantToday(tx, balance.tenant)],
  );
  return byDateThenKey(rows.filter((row) => row.usable));
}

/** What this balance may pass on to outputs, per proof (decimal text), oldest proof first. */
async function poolOf(tx: Queryable, balance: BalanceRow): Promise<Line[]> {
  const { rows } = await tx.query<Line>(
    `SELECT pools.proof AS key, s."deliveryDate" AS date, pools.pool::text AS amount
     FROM e_mass_balances b CROSS JOIN LATERAL (${POOL_SQL}) pools
     JOIN e_sustainabilitydata s ON s.tenant = b.tenant AND s.number = pools.proof
     WHERE b.tenant = $1 AND b."identifierValue" = $2 AND pools.pool > 0`,
    [balance.tenant, balance.identifierValue],
  );
  return byDateThenKey(rows);
}

const byDateThenKey = <T extends { key: string; date: string | null }>(rows: T[]): T[] =>
  rows.sort((a, b) => (a.date ?? '9999').localeCompare(b.date ?? '9999') || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

/** FIFO of supplies to demands in exact decimals; the plan's quantities as decimal text plus totals. */
function plan(supplies: Line[], demands: Line[]) {
  const allocations = fifoPlan(
    supplies.map((line) => ({ key: line, available: new Big(line.amount) })),
    demands.map((line) => ({ key: line, uncovered: new Big(line.amount) })),
  );
  const assigned = allocations.reduce((sum, allocation) => sum.plus(allocation.quantity), new Big(0));
  const demanded = demands.reduce((sum, line) => sum.plus(line.amount), new Big(0));
  return {
    lines: allocations.map((allocation) => ({
      key: allocation.demand.key,
      date: allocation.demand.date,
      proof: allocation.supply.key,
      quantity: allocation.quantity.toFixed(),
    })),
    quantity: assigned.toNumber(),
    uncovered: demanded.minus(assigned).toNumber(),
  };
}

/**
 * POST …/auto-assign: first in, first out — proofs by delivery date to uncovered inputs by discharge
 * date, then the balance's pool (oldest proof first) to uncovered outputs by loading date.
 */
export async function autoAssign(tx: Queryable, registry: Registry, context: WriteContext, id: string): Promise<AutoAssignResult> {
  const balance = await lockOpenBalance(tx, context.tenant, id);
  const usable = await lockCandidateProofs(tx, balance);
  const inputs = plan(usable, await uncoveredMovements(tx, balance, 'inputs'));
  const first = await writeAllocations(tx, registry, context, balance, inputs.lines, []);
  const outputs = plan(await poolOf(tx, balance), await uncoveredMovements(tx, balance, 'outputs'));
  if (!inputs.lines.length && !outputs.lines.length) throw mbErrors.nothingToAssign();
  const second = await writeAllocations(tx, registry, context, balance, [], outputs.lines);
  const proofs = [...inputs.lines, ...outputs.lines].map((line) => line.proof);
  await afterAllocationChange(tx, balance, proofs);
  await writeAuditBatch(tx, { ...context, resource: 'mass-balance-allocations', key: 'id', action: 'create' }, [...first.allocations, ...second.allocations]);
  await writeAuditBatch(tx, { ...context, resource: 'sustainabilitydata', key: 'number', action: 'create' }, second.issued);
  return {
    balance: await balanceRecord(tx, registry, context.tenant, id),
    inputs: { allocations: inputs.lines.length, quantity: inputs.quantity, uncovered: inputs.uncovered },
    outputs: { allocations: outputs.lines.length, quantity: outputs.quantity, uncovered: outputs.uncovered },
  };
}
