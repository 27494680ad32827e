import type { BalanceActionResult, ResetResult } from '../../shared/mass-balance/api';
import type { Registry } from '../../shared/registry';
import type { Queryable } from '../db/db';
import { assertWithoutDocuments } from '../proof-documents/repository';
import { writeAudit } from '../resources/audit';
import type { WriteContext } from '../resources/hooks';
import { toRecord } from '../resources/records';
import type { Row } from '../resources/repository';
import { writeAuditBatch } from './audit-batch';
import { afterAllocationChange, assertPoolsCovered, balanceRecord, lockBalance, lockOpenBalance, lockProofs, type BalanceRow } from './balance-lock';
import { mbErrors } from './errors';
import { recomputeChain } from './figures';
import { balanceMovementsSql, SIDES } from './movement-sql';
import { completableFrom, missingMonthsBefore, periodEnded } from './period-rules';
import { completionRefusal } from './rules';
import { tenantToday } from '../time/tenant-day';
import { enqueueEvent } from '../webhooks/outbox';

/** POST …/reset: removes the balance's allocations and the proofs its outputs issued. */
export async function resetBalance(tx: Queryable, registry: Registry, context: WriteContext, id: string): Promise<ResetResult> {
  const balance = await lockOpenBalance(tx, context.tenant, id);
  const { rows: proofs } = await tx.query<{ proof: string }>(`SELECT DISTINCT proof FROM e_mass_balance_allocations WHERE tenant = $1 AND "massBalance" = $2`, [
    context.tenant,
    id,
  ]);
  const keys = proofs.map((row) => row.proof);
  await lockProofs(tx, context.tenant, keys);
  const { rows: removed } = await tx.query<Row>(`DELETE FROM e_mass_balance_allocations WHERE tenant = $1 AND "massBalance" = $2 RETURNING *`, [
    context.tenant,
    id,
  ]);
  const issued = removed.map((row) => row.issuedProof).filter((key): key is string => typeof key === 'string');
  await assertWithoutDocuments(tx, registry.get('sustainabilitydata')!, context.tenant, issued);
  const { rows: removedProofs } = await tx.query<Row>(`DELETE FROM e_sustainabilitydata WHERE tenant = $1 AND number = ANY($2::text[]) RETURNING *`, [
    context.tenant,
    issued,
  ]);
  await assertPoolsCovered(tx, balance, keys);
  await afterAllocationChange(tx, balance, keys);
  const allocationEntity = registry.get('mass-balance-allocations')!;
  const proofEntity = registry.get('sustainabilitydata')!;
  await writeAuditBatch(
    tx,
    { ...context, resource: 'mass-balance-allocations', key: 'id', action: 'delete' },
    removed.map((row) => toRecord(allocationEntity, row)),
  );
  await writeAuditBatch(
    tx,
    { ...context, resource: 'sustainabilitydata', key: 'number', action: 'delete' },
    removedProofs.map((row) => toRecord(proofEntity, row)),
  );
  return { balance: await balanceRecord(tx, registry, context.tenant, id), removedAllocations: removed.length, removedProofs: removedProofs.length };
}

async function neighbour(tx: Queryable, balance: BalanceRow, which: 'previous' | 'laterCompleted'): Promise<{ id: string; status: string } | undefined> {
  const condition = which === 'previous' ? `"dateFrom" < $4 ORDER BY "dateFrom" DESC` : `"dateFrom" > $4 AND "balanceStatus" = 'completed' ORDER BY "dateFrom"`;
  const { rows } = await tx.query<{ id: string; status: string }>(
    `SELECT "identifierValue" AS id, "balanceStatus" AS status FROM e_mass_balances WHERE tenant = $1 AND site = $2 AND product = $3 AND ${condition} LIMIT 1`,
    [balance.tenant, balance.site, balance.product, balance.dateFrom],
  );
  return rows[0];
}

async function auditStatus(tx: Queryable, registry: Registry, context: WriteContext, before: BalanceRow): Promise<BalanceActionResult> {
  const entity = registry.get('mass-balances')!;
  const after = await balanceRecord(tx, registry, context.tenant, before.identifierValue);
  await writeAudit(tx, { ...context, resource: 'mass-balances', key: before.identifierValue, action: 'update', before: toRecord(entity, before), after });
  return { balance: after };
}

/**
 * POST …/complete: once the period has ended in the tenant's time zone, with no month with movements
 * left out before it, the previous period completed, no error lines, closing stock and difference not
 * negative; the balance's movements become `completed` (their previous status is kept for reopen).
 */
export async function completeBalance(tx: Queryable, registry: Registry, context: WriteContext, id: string): Promise<BalanceActionResult> {
  const before = await lockOpenBalance(tx, context.tenant, id);
  await recomputeChain(tx, context.tenant, before.site, before.product);
  const balance = await lockBalance(tx, context.tenant, id);
  const previous = await neighbour(tx, balance, 'previous');
  const missing = await missingMonthsBefore(tx, context.tenant, balance.site, balance.product, balance.dateFrom);
  const refusal = completionRefusal({
    periodEnded: periodEnded(balance.dateTo, await tenantToday(tx, context.tenant)),
    missingMonths: missing.length,
    previousCompleted: !previous || previous.status === 'completed',
    movementErrors: Number(balance.movementErrors),
    closingStock: Number(balance.closingStock),
    difference: Number(balance.difference),
  });
  if (refusal === 'PERIOD_NOT_ENDED') throw mbErrors.periodNotEnded(completableFrom(balance.dateTo));
  if (refusal === 'MISSING_PERIODS') throw mbErrors.missingPeriods(missing);
  if (refusal === 'PREVIOUS_NOT_COMPLETED') throw mbErrors.previousNotCompleted(previous!.id);
  if (refusal === 'MOVEMENT_ERRORS') throw mbErrors.movementErrors(Number(balance.movementErrors));
  if (refusal === 'NEGATIVE_CLOSING_STOCK') throw mbErrors.negativeClosingStock(Number(balance.closingStock));
  if (refusal === 'NEGATIVE_DIFFERENCE') throw mbErrors.negativeDifference(Number(balance.difference));
  for (const side of ['inputs', 'outputs'] as const) {
    const { table, resource } = SIDES[side];
    await tx.query(
      `WITH mv AS (SELECT mv.key, mv.status FROM e_mass_balances b CROSS JOIN LATERAL (${balanceMovementsSql(side)}) mv
         WHERE b.tenant = $1 AND b."identifierValue" = $2),
       kept AS (INSERT INTO mass_balance_movement_status (tenant, balance, resource, key, previous_status)
         SELECT $1, $2, $3, key, status FROM mv ON CONFLICT (tenant, resource, key) DO NOTHING)
       UPDATE ${table} m SET "movementStatus" = 'completed' FROM mv WHERE m.tenant = $1 AND m.number = mv.key`,
      [context.tenant, id, resource],
    );
  }
  await tx.query(`UPDATE e_mass_balances SET "balanceStatus" = 'completed' WHERE tenant = $1 AND "identifierValue" = $2`, [context.tenant, id]);
  await enqueueEvent(tx, context.tenant, 'massBalance.completed', { resource: 'mass-balances', key: id, version: null });
  return auditStatus(tx, registry, context, before);
}

/** POST …/reopen (administrators): unless a later period is completed; the movements get their statuses back. */
export async function reopenBalance(tx: Queryable, registry: Registry, context: WriteContext, id: string): Promise<BalanceActionResult> {
  const balance = await lockBalance(tx, context.tenant, id);
  if (balance.balanceStatus !== 'completed') throw mbErrors.balanceNotCompleted();
  const later = await neighbour(tx, balance, 'laterCompleted');
  if (later) throw mbErrors.laterPeriodCompleted(later.id);
  for (const side of ['inputs', 'outputs'] as const) {
    const { table, resource } = SIDES[side];
    await tx.query(
      `UPDATE ${table} m SET "movementStatus" = k.previous_status FROM mass_balance_movement_status k
       WHERE k.tenant = $1 AND k.balance = $2 AND k.resource = $3 AND m.tenant = k.tenant AND m.number = k.key`,
      [context.tenant, id, resource],
    );
  }
  await tx.query(`DELETE FROM mass_balance_movement_status WHERE tenant = $1 AND balance = $2`, [context.tenant, id]);
  await tx.query(`UPDATE e_mass_balances SET "balanceStatus" = 'open' WHERE tenant = $1 AND "identifierValue" = $2`, [context.tenant, id]);
  await recomputeChain(tx, context.tenant, balance.site, balance.product);
  await enqueueEvent(tx, context.tenant, 'massBalance.reopened', { resource: 'mass-balances', key: id, version: null });
  return auditStatus(tx, registry, context, balance);
}
