/**
 * The mass-balance invariants (docs/domain-rules.md#mass-balance-invariants), written once as predicates over a snapshot of the data: the pure model's
 * property tests and the database-backed property test both build a snapshot and assert no violation.
 */

export interface ProofSnapshot {
  key: string;
  volume: number;
  remainingVolume: number;
  /** Sum of its allocations to inputs. */
  allocatedToInputs: number;
}

export interface MovementSnapshot {
  key: string;
  /** null: lacks its quantity in the balance's unit. */
  quantity: number | null;
  covered: number;
}

/** One balance's stored figures; a chain's balances are listed in date order. */
export interface BalanceSnapshot {
  id: string;
  chain: string;
  openingStock: number;
  inputQuantity: number;
  outputQuantity: number;
  productionInput: number;
  productionOutput: number;
  closingStock: number;
  sustainableOpeningStock: number;
  assignedQuantity: number;
  assignedOutput: number;
  difference: number;
}

export interface Snapshot {
  proofs: ProofSnapshot[];
  movements: MovementSnapshot[];
  balances: BalanceSnapshot[];
}

/** Every broken invariant as a readable line (empty when all hold). */
export function invariantViolations(snapshot: Snapshot): string[] {
  const problems: string[] = [];
  for (const proof of snapshot.proofs) {
    if (proof.allocatedToInputs > proof.volume) problems.push(`proof ${proof.key}: allocated ${proof.allocatedToInputs} > volume ${proof.volume}`);
    if (proof.remainingVolume !== proof.volume - proof.allocatedToInputs) {
      problems.push(`proof ${proof.key}: remaining ${proof.remainingVolume} ≠ volume ${proof.volume} − allocated ${proof.allocatedToInputs}`);
    }
  }
  for (const movement of snapshot.movements) {
    if (movement.covered > (movement.quantity ?? 0)) problems.push(`movement ${movement.key}: covered ${movement.covered} > quantity ${movement.quantity}`);
  }
  const previous = new Map<string, BalanceSnapshot>();
  for (const balance of snapshot.balances) {
    const b = balance;
    if (b.assignedOutput > b.sustainableOpeningStock + b.assignedQuantity)
      problems.push(`balance ${b.id}: assigned output beyond sustainable opening + assigned input`);
    if (b.closingStock !== b.openingStock + b.inputQuantity + b.productionOutput - b.outputQuantity - b.productionInput) {
      problems.push(`balance ${b.id}: closing ${b.closingStock} ≠ opening + inputs + production output − outputs − production input`);
    }
    if (b.difference !== b.sustainableOpeningStock + b.assignedQuantity - b.assignedOutput) problems.push(`balance ${b.id}: difference formula`);
    const before = previous.get(b.chain);
    if ((before?.closingStock ?? 0) !== b.openingStock)
      problems.push(`balance ${b.id}: opening ${b.openingStock} ≠ previous closing ${before?.closingStock ?? 0}`);
    if ((before?.difference ?? 0) !== b.sustainableOpeningStock) problems.push(`balance ${b.id}: sustainable opening ≠ previous difference`);
    previous.set(b.chain, b);
  }
  return problems;
}
