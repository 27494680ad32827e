import Big from 'big.js';
import type { AllocationRequest, AllocationResult, BalanceActionResult } from '../../shared/mass-balance/api';
import type { Registry } from '../../shared/registry';
import type { Queryable } from '../db/db';
import { errors } from '../errors';
import { assertWithoutDocuments } from '../proof-documents/repository';
import { writeAudit } from '../resources/audit';
import { toRecord } from '../resources/records';
import { deleteRows, findActive, type Row } from '../resources/repository';
import type { WriteContext } from '../resources/hooks';
import { afterAllocationChange, assertPoolsCovered, balanceRecord, lockOpenBalance, lockProofs, type BalanceRow } from './balance-lock';
import { mbErrors } from './errors';
import { writeAllocations } from './issued-proofs';
import { balanceMovementsSql, sideOf, uncoveredSql, type Side } from './movement-sql';
import { tenantToday } from '../time/tenant-day';
import { POOL_SQL, productGroupSql } from './queries';
import { allocationBound, allocationRefusal } from './rules';

// Quantities are read as numeric text: the exact decimals every allocation decision compares (rules.ts).
interface MovementState {
  key: string;
  date: string;
  /** Null: an error line without the quantity in the balance's unit. */
  uncovered: string | null;
}

async function movementOf(tx: Queryable, balance: BalanceRow, side: Side, key: string): Promise<MovementState | undefined> {
  const { rows } = await tx.query<MovementState>(
    `SELECT mv.key, mv.date, ${uncoveredSql(side)}::text AS uncovered
     FROM e_mass_balances b CROSS JOIN LATERAL (${balanceMovementsSql(side)}) mv
     WHERE b.tenant = $1 AND b."identifierValue" = $2 AND mv.key = $3`,
    [balance.tenant, balance.identifierValue, key],
  );
  return rows[0];
}

/** Inputs: the proof's remaining volume when it suits the balance (incoming, product group, unit). */
async function inputAvailable(tx: Queryable, balance: BalanceRow, proof: Row): Promise<Big> {
  const { rows } = await tx.query<{ group: string | null; remaining: string }>(
    `SELECT ${productGroupSql('$4::date')} AS group, coalesce(s."remainingVolume", 0)::text AS remaining
     FROM e_mass_balances b JOIN e_sustainabilitydata s ON s.tenant = b.tenant AND s.number = $3
     WHERE b.tenant = $1 AND b."identifierValue" = $2`,
    [balance.tenant, balance.identifierValue, proof.number, await tenantToday(tx, balance.tenant)],
  );
  if (proof.direction === 'outgoing' || !rows[0]?.group || proof.productGroup !== rows[0].group)
    throw mbErrors.proofNotUsable({ proof: String(proof.number), certificate: String(proof.certificateNumber) });
  if (proof.unitOfMeasurement !== balance.unit) throw mbErrors.unitMismatch(balance.unit);
  return new Big(rows[0].remaining);
}

/** Outputs: the proof's pool in this balance. */
async function outputAvailable(tx: Queryable, balance: BalanceRow, proof: string): Promise<Big> {
  const { rows } = await tx.query<{ pool: string }>(
    `SELECT pools.pool::text AS pool FROM e_mass_balances b CROSS JOIN LATERAL (${POOL_SQL}) pools
     WHERE b.tenant = $1 AND b."identifierValue" = $2 AND pools.proof = $3`,
    [balance.tenant, balance.identifierValue, proof],
  );
  return new Big(rows[0]?.pool ?? 0);
}

/** POST …/allocations: one proof to one input or output, within what both have left. */
export async function allocate(tx: Queryable, registry: Registry, context: WriteContext, id: string, request: AllocationRequest): Promise<AllocationResult> {
  const balance = await lockOpenBalance(tx, context.tenant, id);
  const side = sideOf(request.resource);
  const movement = await movementOf(tx, balance, side, request.key);
  if (!movement) throw mbErrors.movementNotInBalance(request.key);
  if (movement.uncovered === null) throw mbErrors.movementErrorLine(request.key);
  const [proof] = await lockProofs(tx, context.tenant, [request.proof]);
  if (!proof) throw errors.notFound();
  const available = side === 'inputs' ? await inputAvailable(tx, balance, proof) : await outputAvailable(tx, balance, request.proof);
  const uncovered = new Big(movement.uncovered);
  // A JSON number reads as its shortest decimal form, the one the user sent.
  const quantity = request.quantity === undefined ? allocationBound(available, uncovered) : new Big(request.quantity);
  const refusal = allocationRefusal(quantity, available, uncovered);
  if (refusal === 'PROOF_EXCEEDED')
    throw mbErrors.proofExceeded({ proof: request.proof, certificate: String(proof.certificateNumber) }, available, balance.unit);
  if (refusal === 'MOVEMENT_EXCEEDED') throw mbErrors.movementExceeded(request.key, uncovered, balance.unit);
  const planned = { key: request.key, proof: request.proof, quantity: quantity.toFixed(), date: movement.date };
  const { allocations, issued } = await writeAllocations(
    tx,
    registry,
    context,
    balance,
    side === 'inputs' ? [planned] : [],
    side === 'outputs' ? [planned] : [],
  );
  await afterAllocationChange(tx, balance, [request.proof]);
  const allocation = allocations[0];
  await writeAudit(tx, { ...context, resource: 'mass-balance-allocations', key: allocation.id, action: 'create', after: allocation });
  for (const record of issued) await writeAudit(tx, { ...context, resource: 'sustainabilitydata', key: record.number, action: 'create', after: record });
  // As GET shows it (numbers, not the decimal text the batch insert was given).
  const stored = await findActive(tx, registry.get('mass-balance-allocations')!, context.tenant, String(allocation.id));
  return { balance: await balanceRecord(tx, registry, context.tenant, id), allocation: toRecord(registry.get('mass-balance-allocations')!, stored!) };
}

/** DELETE …/allocations/{allocationId}: an output's issued proof goes with it; pools passed on must stay covered. */
export async function removeAllocation(
  tx: Queryable,
  registry: Registry,
  context: WriteContext,
  id: string,
  allocationId: string,
): Promise<BalanceActionResult> {
  const balance = await lockOpenBalance(tx, context.tenant, id);
  const entity = registry.get('mass-balance-allocations')!;
  const { rows } = await tx.query<Row>(`SELECT * FROM e_mass_balance_allocations WHERE tenant = $1 AND id = $2 AND "massBalance" = $3`, [
    context.tenant,
    allocationId,
    id,
  ]);
  const allocation = rows[0];
  if (!allocation) throw errors.notFound();
  await lockProofs(tx, context.tenant, [String(allocation.proof)]);
  if (allocation.issuedProof) await assertWithoutDocuments(tx, registry.get('sustainabilitydata')!, context.tenant, [String(allocation.issuedProof)]);
  await deleteRows(tx, entity, context.tenant, allocationId);
  if (allocation.issuedProof) await deleteRows(tx, registry.get('sustainabilitydata')!, context.tenant, String(allocation.issuedProof));
  await assertPoolsCovered(tx, balance, [String(allocation.proof)]);
  await afterAllocationChange(tx, balance, [String(allocation.proof)]);
  await writeAudit(tx, { ...context, resource: 'mass-balance-allocations', key: allocationId, action: 'delete', before: toRecord(entity, allocation) });
  if (allocation.issuedProof) await writeAudit(tx, { ...context, resource: 'sustainabilitydata', key: allocation.issuedProof, action: 'delete' });
  return { balance: await balanceRecord(tx, registry, context.tenant, id) };
}
