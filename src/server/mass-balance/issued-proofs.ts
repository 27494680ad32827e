import { randomUUID } from 'node:crypto';
import type { Registry } from '../../shared/registry';
import type { Queryable } from '../db/db';
import { insertRows } from '../resources/bulk-insert';
import { storedValues, type EntityRecord } from '../resources/records';
import type { Row } from '../resources/repository';
import type { BalanceRow } from './balance-lock';

export interface PlannedOutput {
  /** The outbound. */
  key: string;
  /** Its loading date (the issued proof's delivery date). */
  date: string;
  proof: string;
  /** Decimal text. */
  quantity: string;
}

/**
 * Writes allocations of one balance in one batch; output allocations issue outgoing proofs
 * `{source}-O{n}` (previous = the source, original = the source's original or the source).
 * Returns the allocation and issued proof records as stored.
 */
export async function writeAllocations(
  tx: Queryable,
  registry: Registry,
  context: { tenant: string; user: string },
  balance: BalanceRow,
  inputs: { key: string; proof: string; quantity: string }[],
  outputs: PlannedOutput[],
): Promise<{ allocations: EntityRecord[]; issued: EntityRecord[] }> {
  const issued = await issuedProofs(tx, registry, context.tenant, balance, outputs);
  const base = { massBalance: balance.identifierValue, unit: balance.unit, allocatedAt: new Date().toISOString(), allocatedBy: context.user };
  const allocations: EntityRecord[] = [
    ...inputs.map((input) => ({ id: randomUUID(), ...base, direction: 'input', inbound: input.key, proof: input.proof, quantity: input.quantity })),
    ...outputs.map((output, index) => ({
      id: randomUUID(),
      ...base,
      direction: 'output',
      outbound: output.key,
      proof: output.proof,
      quantity: output.quantity,
      issuedProof: issued[index].number,
    })),
  ];
  await insertRows(tx, registry, 'sustainabilitydata', context.tenant, issued, { user: context.user });
  await insertRows(tx, registry, 'mass-balance-allocations', context.tenant, allocations, { user: context.user });
  return { allocations, issued };
}

/** One outgoing proof per output allocation, numbered on from the source's highest issued number. */
async function issuedProofs(tx: Queryable, registry: Registry, tenant: string, balance: BalanceRow, outputs: PlannedOutput[]): Promise<EntityRecord[]> {
  if (!outputs.length) return [];
  const sources = [...new Set(outputs.map((output) => output.proof))];
  const { rows } = await tx.query<Row & { issued: number }>(
    `SELECT s.*, (SELECT coalesce(max(substring(o.number FROM length(s.number) + 3)::bigint), 0) FROM e_sustainabilitydata o
        WHERE o.tenant = s.tenant AND o."previousSustainabilityDataId" = s.number AND o.direction = 'outgoing'
          AND substring(o.number FROM length(s.number) + 3) ~ '^[0-9]{1,15}$' AND left(o.number, length(s.number) + 2) = s.number || '-O') AS issued
     FROM e_sustainabilitydata s WHERE s.tenant = $1 AND s.number = ANY($2::text[])`,
    [tenant, sources],
  );
  const entity = registry.get('sustainabilitydata')!;
  const bySource = new Map(rows.map((row) => [String(row.number), row]));
  const next = new Map(rows.map((row) => [String(row.number), Number(row.issued)]));
  return outputs.map((output) => {
    const source = bySource.get(output.proof)!;
    const n = next.get(output.proof)! + 1;
    next.set(output.proof, n);
    return {
      ...storedValues(entity, source),
      number: `${output.proof}-O${n}`,
      direction: 'outgoing',
      outbound: output.key,
      volume: output.quantity,
      remainingVolume: output.quantity,
      product: balance.product,
      unitOfMeasurement: balance.unit,
      deliveryDate: output.date,
      previousSustainabilityDataId: output.proof,
      originalSustainabilityDataId: source.originalSustainabilityDataId ?? output.proof,
    };
  });
}
