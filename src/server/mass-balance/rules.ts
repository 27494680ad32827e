/**
 * The decisions of the mass balance as pure functions (property-tested in tests/unit/mass-balance):
 * the first-in-first-out plan, the bounds of one allocation, the status and the figures.
 */

export interface Supply<K> {
  key: K;
  /** What the supply can still give (proof remaining volume, or pool). */
  available: bigint;
}

export interface Demand<K> {
  key: K;
  /** What is still uncovered. */
  uncovered: bigint;
}

export interface PlannedAllocation<S, D> {
  supply: S;
  demand: D;
  quantity: bigint;
}

/**
 * First in, first out: walks the supplies (oldest first) against the demands (oldest first) and takes
 * the smaller of what both have left at each step, so no allocation is split more than needed.
 */
export function fifoPlan<S, D>(supplies: Supply<S>[], demands: Demand<D>[]): PlannedAllocation<S, D>[] {
  const plan: PlannedAllocation<S, D>[] = [];
  let s = 0;
  let d = 0;
  let supplyLeft = supplies[0]?.available ?? 0n;
  let demandLeft = demands[0]?.uncovered ?? 0n;
  while (s < supplies.length && d < demands.length) {
    if (supplyLeft <= 0n) {
      supplyLeft = supplies[++s]?.available ?? 0n;
      continue;
    }
    if (demandLeft <= 0n) {
      demandLeft = demands[++d]?.uncovered ?? 0n;
      continue;
    }
    const quantity = supplyLeft < demandLeft ? supplyLeft : demandLeft;
    plan.push({ supply: supplies[s].key, demand: demands[d].key, quantity });
    supplyLeft -= quantity;
    demandLeft -= quantity;
  }
  return plan;
}

/** What one allocation may take at most: the smaller of what the proof (or pool) and the movement have left. */
export function allocationBound(available: number, uncovered: number): number {
  return Math.max(0, Math.min(available, uncovered));
}

export type AllocationRefusal = 'PROOF_EXCEEDED' | 'MOVEMENT_EXCEEDED' | undefined;

/** Why a requested quantity does not fit, checked proof first. */
export function allocationRefusal(quantity: number, available: number, uncovered: number): AllocationRefusal {
  if (quantity > available || available <= 0) return 'PROOF_EXCEEDED';
  if (quantity > uncovered || uncovered <= 0) return 'MOVEMENT_EXCEEDED';
  return undefined;
}

export type BalanceStatus = 'open' | 'inProgress' | 'completed';

/** open while nothing is allocated, inProgress from the first allocation; completed stays until reopened. */
export function statusAfter(current: BalanceStatus, allocations: number): BalanceStatus {
  if (current === 'completed') return current;
  return allocations > 0 ? 'inProgress' : 'open';
}

export interface PeriodMovements {
  productionInput: number;
  productionOutput: number;
  inputs: number;
  outputs: number;
  assignedInput: number;
  assignedOutput: number;
}

export interface PeriodFigures {
  openingStock: number;
  closingStock: number;
  sustainableOpeningStock: number;
  difference: number;
  uncoveredQuantity: number;
}

/** The figures of a chain of periods (oldest first): each opening is the previous closing. */
export function chainFigures(periods: PeriodMovements[]): PeriodFigures[] {
  let openingStock = 0;
  let sustainableOpeningStock = 0;
  return periods.map((period) => {
    const closingStock = openingStock + period.inputs + period.productionOutput - period.outputs - period.productionInput;
    const difference = sustainableOpeningStock + period.assignedInput - period.assignedOutput;
    const figures = { openingStock, closingStock, sustainableOpeningStock, difference, uncoveredQuantity: period.inputs - period.assignedInput };
    openingStock = closingStock;
    sustainableOpeningStock = difference;
    return figures;
  });
}

export type CompletionRefusal = 'PREVIOUS_NOT_COMPLETED' | 'MOVEMENT_ERRORS' | 'NEGATIVE_CLOSING_STOCK' | 'NEGATIVE_DIFFERENCE' | undefined;

/** Why a balance cannot be completed, in the order the checks are made. */
export function completionRefusal(input: { previousCompleted: boolean; movementErrors: number; closingStock: number; difference: number }): CompletionRefusal {
  if (!input.previousCompleted) return 'PREVIOUS_NOT_COMPLETED';
  if (input.movementErrors > 0) return 'MOVEMENT_ERRORS';
  if (input.closingStock < 0) return 'NEGATIVE_CLOSING_STOCK';
  if (input.difference < 0) return 'NEGATIVE_DIFFERENCE';
  return undefined;
}
