import Big from 'big.js';

/**
 * The decisions of the mass balance as pure functions (property-tested in tests/unit/mass-balance):
 * the first-in-first-out plan, the bounds of one allocation, the status and the figures. Every allocation
 * decision compares exact decimals (big.js: sums and differences never round), read from numeric text or
 * a JSON number's shortest decimal form, so manual allocation and auto assign agree to the last digit.
 */

export interface Supply<K> {
  key: K;
  /** What the supply can still give (proof remaining volume, or pool). */
  available: Big;
}

export interface Demand<K> {
  key: K;
  /** What is still uncovered. */
  uncovered: Big;
}

export interface PlannedAllocation<S, D> {
  supply: S;
  demand: D;
  quantity: Big;
}

const ZERO = new Big(0);

const smaller = (a: Big, b: Big) => (a.lt(b) ? a : b);

/**
 * First in, first out: walks the supplies (oldest first) against the demands (oldest first) and takes
 * what one allocation may take at each step (allocationBound), so no allocation is split more than needed.
 */
export function fifoPlan<S, D>(supplies: Supply<S>[], demands: Demand<D>[]): PlannedAllocation<S, D>[] {
  const plan: PlannedAllocation<S, D>[] = [];
  let s = 0;
  let d = 0;
  let supplyLeft = supplies[0]?.available ?? ZERO;
  let demandLeft = demands[0]?.uncovered ?? ZERO;
  while (s < supplies.length && d < demands.length) {
    if (supplyLeft.lte(0)) {
      supplyLeft = supplies[++s]?.available ?? ZERO;
      continue;
    }
    if (demandLeft.lte(0)) {
      demandLeft = demands[++d]?.uncovered ?? ZERO;
      continue;
    }
    const quantity = allocationBound(supplyLeft, demandLeft);
    plan.push({ supply: supplies[s].key, demand: demands[d].key, quantity });
    supplyLeft = supplyLeft.minus(quantity);
    demandLeft = demandLeft.minus(quantity);
  }
  return plan;
}

/** What one allocation may take at most: the smaller of what the proof (or pool) and the movement have left. */
export function allocationBound(available: Big, uncovered: Big): Big {
  const bound = smaller(available, uncovered);
  return bound.gt(0) ? bound : ZERO;
}

export type AllocationRefusal = 'PROOF_EXCEEDED' | 'MOVEMENT_EXCEEDED' | undefined;

/** Why a requested quantity does not fit, checked proof first. */
export function allocationRefusal(quantity: Big, available: Big, uncovered: Big): AllocationRefusal {
  if (quantity.gt(available) || available.lte(0)) return 'PROOF_EXCEEDED';
  if (quantity.gt(uncovered) || uncovered.lte(0)) return 'MOVEMENT_EXCEEDED';
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

export type CompletionRefusal =
  'PERIOD_NOT_ENDED' | 'MISSING_PERIODS' | 'PREVIOUS_NOT_COMPLETED' | 'MOVEMENT_ERRORS' | 'NEGATIVE_CLOSING_STOCK' | 'NEGATIVE_DIFFERENCE' | undefined;

export interface CompletionState {
  /** The period has ended in the tenant's time zone. */
  periodEnded: boolean;
  /** Earlier months with movements and no balance. */
  missingMonths: number;
  previousCompleted: boolean;
  movementErrors: number;
  closingStock: number;
  difference: number;
}

/** Why a balance cannot be completed, in the order the checks are made. */
export function completionRefusal(input: CompletionState): CompletionRefusal {
  if (!input.periodEnded) return 'PERIOD_NOT_ENDED';
  if (input.missingMonths > 0) return 'MISSING_PERIODS';
  if (!input.previousCompleted) return 'PREVIOUS_NOT_COMPLETED';
  if (input.movementErrors > 0) return 'MOVEMENT_ERRORS';
  if (input.closingStock < 0) return 'NEGATIVE_CLOSING_STOCK';
  if (input.difference < 0) return 'NEGATIVE_DIFFERENCE';
  return undefined;
}
