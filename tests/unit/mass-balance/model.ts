import Big from 'big.js';
import type { Snapshot } from '../../../src/server/mass-balance/invariants';
import {
  allocationBound,
  allocationRefusal,
  chainFigures,
  completionRefusal,
  fifoPlan,
  statusAfter,
  type BalanceStatus,
} from '../../../src/server/mass-balance/rules';

/**
 * A pure model of one chain of monthly balances (one site, product and unit) that decides with the
 * same rules as the server (src/server/mass-balance/rules.ts). Quantities are integers here; each
 * action answers the refusal code or undefined and changes nothing when refused.
 */
export interface Movement {
  key: string;
  side: 'in' | 'out';
  period: number;
  quantity: number | null;
  cancelled?: boolean;
}

interface Allocation {
  id: number;
  period: number;
  side: 'in' | 'out';
  movement: string;
  proof: string;
  quantity: number;
}

export class ChainModel {
  status: BalanceStatus[];
  allocations: Allocation[] = [];
  private nextId = 1;

  constructor(
    readonly movements: Movement[],
    readonly proofs: { key: string; volume: number }[],
    readonly production: { input: number; output: number }[],
  ) {
    this.status = production.map(() => 'open');
  }

  private sum = (allocations: Allocation[]) => allocations.reduce((total, allocation) => total + allocation.quantity, 0);
  inputAllocated = (proof: string) => this.sum(this.allocations.filter((a) => a.proof === proof && a.side === 'in'));
  covered = (movement: string) => this.sum(this.allocations.filter((a) => a.movement === movement));
  pool = (proof: string, period: number) =>
    this.sum(this.allocations.filter((a) => a.proof === proof && a.period <= period && a.side === 'in')) -
    this.sum(this.allocations.filter((a) => a.proof === proof && a.period <= period && a.side === 'out'));
  /** What a period may still pass on to outputs: its pool, but no more than any later period's pool. */
  available = (proof: string, period: number) => Math.min(...this.status.slice(period).map((_, offset) => this.pool(proof, period + offset)));
  private counted = (period: number, side: 'in' | 'out') => this.movements.filter((m) => m.period === period && m.side === side && !m.cancelled);

  private settle() {
    this.status = this.status.map((status, period) => statusAfter(status, this.allocations.filter((a) => a.period === period).length));
  }

  /** Pools stay covered along the chain from `period` on after removals; PROOF_EXCEEDED here, LATER_PERIOD_USES_POOL later. */
  private poolRefusal(period: number, proofs: string[]) {
    for (const proof of proofs) {
      for (let later = period; later < this.status.length; later++) {
        if (this.pool(proof, later) < 0) return later === period ? 'PROOF_EXCEEDED' : 'LATER_PERIOD_USES_POOL';
      }
    }
    return undefined;
  }

  allocate(period: number, movementKey: string, proofKey: string, quantity?: number) {
    if (this.status[period] === 'completed') return 'BALANCE_COMPLETED';
    const movement = this.counted(period, 'in')
      .concat(this.counted(period, 'out'))
      .find((m) => m.key === movementKey);
    if (!movement) return 'MOVEMENT_NOT_IN_BALANCE';
    if (movement.quantity === null) return 'MOVEMENT_ERROR_LINE';
    const proof = this.proofs.find((p) => p.key === proofKey)!;
    const available = movement.side === 'in' ? proof.volume - this.inputAllocated(proofKey) : this.available(proofKey, period);
    const uncovered = movement.quantity - this.covered(movementKey);
    const amount = quantity ?? allocationBound(new Big(available), new Big(uncovered)).toNumber();
    const refusal = allocationRefusal(new Big(amount), new Big(available), new Big(uncovered));
    if (refusal) return refusal;
    this.allocations.push({ id: this.nextId++, period, side: movement.side, movement: movementKey, proof: proofKey, quantity: amount });
    this.settle();
    return undefined;
  }

  remove(id: number) {
    const allocation = this.allocations.find((a) => a.id === id);
    if (!allocation) return 'NOT_FOUND';
    if (this.status[allocation.period] === 'completed') return 'BALANCE_COMPLETED';
    const kept = this.allocations;
    this.allocations = kept.filter((a) => a !== allocation);
    const refusal = this.poolRefusal(allocation.period, [allocation.proof]);
    if (refusal) this.allocations = kept;
    this.settle();
    return refusal;
  }

  autoAssign(period: number) {
    if (this.status[period] === 'completed') return 'BALANCE_COMPLETED';
    const demands = (side: 'in' | 'out') =>
      this.counted(period, side)
        .filter((m) => m.quantity !== null && m.quantity - this.covered(m.key) > 0)
        .map((m) => ({ key: m.key, uncovered: new Big(m.quantity! - this.covered(m.key)) }));
    const inputs = fifoPlan(
      this.proofs.map((p) => ({ key: p.key, available: new Big(p.volume - this.inputAllocated(p.key)) })),
      demands('in'),
    );
    for (const line of inputs)
      this.allocations.push({ id: this.nextId++, period, side: 'in', movement: line.demand, proof: line.supply, quantity: line.quantity.toNumber() });
    const outputs = fifoPlan(
      this.proofs.map((p) => ({ key: p.key, available: new Big(Math.max(0, this.available(p.key, period))) })),
      demands('out'),
    );
    for (const line of outputs)
      this.allocations.push({ id: this.nextId++, period, side: 'out', movement: line.demand, proof: line.supply, quantity: line.quantity.toNumber() });
    this.settle();
    return inputs.length + outputs.length ? undefined : 'NOTHING_TO_ASSIGN';
  }

  reset(period: number) {
    if (this.status[period] === 'completed') return 'BALANCE_COMPLETED';
    const kept = this.allocations;
    const proofs = kept.filter((a) => a.period === period).map((a) => a.proof);
    this.allocations = kept.filter((a) => a.period !== period);
    const refusal = this.poolRefusal(period, proofs) && 'LATER_PERIOD_USES_POOL';
    if (refusal) this.allocations = kept;
    this.settle();
    return refusal;
  }

  complete(period: number) {
    if (this.status[period] === 'completed') return 'BALANCE_COMPLETED';
    const figures = this.figures()[period];
    const refusal = completionRefusal({
      // The model's periods all lie in the past, one after the other from the first.
      periodEnded: true,
      missingMonths: 0,
      previousCompleted: period === 0 || this.status[period - 1] === 'completed',
      movementErrors: this.counted(period, 'in')
        .concat(this.counted(period, 'out'))
        .filter((m) => m.quantity === null).length,
      closingStock: figures.closingStock,
      difference: figures.difference,
    });
    if (!refusal) this.status[period] = 'completed';
    return refusal;
  }

  reopen(period: number) {
    if (this.status[period] !== 'completed') return 'BALANCE_NOT_COMPLETED';
    if (this.status.slice(period + 1).includes('completed')) return 'LATER_PERIOD_COMPLETED';
    this.status[period] = 'open';
    this.settle();
    return undefined;
  }

  /** A movement edit: new quantity (null: missing) and period; refused inside completed periods or when it would strand allocations. */
  editMovement(key: string, quantity: number | null, period: number) {
    const movement = this.movements.find((m) => m.key === key)!;
    if (this.status[movement.period] === 'completed' || this.status[period] === 'completed') return 'PERIOD_COMPLETED';
    const covered = this.covered(key);
    if (covered > 0 && (period !== movement.period || quantity === null || quantity < covered)) return 'MOVEMENT_ALLOCATED';
    movement.quantity = quantity;
    movement.period = period;
    return undefined;
  }

  private periodTotals(period: number) {
    const total = (side: 'in' | 'out') => this.counted(period, side).reduce((sum, m) => sum + (m.quantity ?? 0), 0);
    const assigned = (side: 'in' | 'out') => this.sum(this.allocations.filter((a) => a.period === period && a.side === side));
    return {
      productionInput: this.production[period].input,
      productionOutput: this.production[period].output,
      inputs: total('in'),
      outputs: total('out'),
      assignedInput: assigned('in'),
      assignedOutput: assigned('out'),
    };
  }

  figures() {
    return chainFigures(this.production.map((_, period) => this.periodTotals(period)));
  }

  snapshot(): Snapshot {
    const figures = this.figures();
    return {
      proofs: this.proofs.map((p) => ({
        key: p.key,
        volume: p.volume,
        remainingVolume: p.volume - this.inputAllocated(p.key),
        allocatedToInputs: this.inputAllocated(p.key),
      })),
      movements: this.movements.map((m) => ({ key: m.key, quantity: m.quantity, covered: this.covered(m.key) })),
      balances: figures.map((f, period) => {
        const totals = this.periodTotals(period);
        return {
          id: String(period),
          chain: 'chain',
          ...f,
          inputQuantity: totals.inputs,
          outputQuantity: totals.outputs,
          productionInput: totals.productionInput,
          productionOutput: totals.productionOutput,
          assignedQuantity: totals.assignedInput,
          assignedOutput: totals.assignedOutput,
        };
      }),
    };
  }
}
