import Big from 'big.js';

/** What a balance leaves uncovered (not sustainable), in its unit: inputs without a proof, outputs without one from the pool. */
export interface Uncovered {
  inputs: number;
  outputs: number;
}

const decimal = (value: unknown) => new Big(typeof value === 'number' ? value : 0);

/** The uncovered inputs (uncoveredQuantity) and outputs (outputQuantity − assignedOutput, exact) of a balance record. */
export function uncoveredOf(balance: Record<string, unknown>): Uncovered {
  return {
    inputs: decimal(balance.uncoveredQuantity).toNumber(),
    outputs: decimal(balance.outputQuantity).minus(decimal(balance.assignedOutput)).toNumber(),
  };
}
