import type { BalanceMovement, BalanceProof, MovementResource } from '../../shared/mass-balance/api';

/** What a proof can still give to a movement: inputs take its remaining volume, outputs this balance's pool of it. */
export function proofAvailable(proof: BalanceProof, resource: MovementResource): number {
  return resource === 'inbounds' ? proof.remainingVolume : proof.pool;
}

/** The proofs offered for a movement: those with something left for its side. */
export function offeredProofs(proofs: readonly BalanceProof[], resource: MovementResource): BalanceProof[] {
  return proofs.filter((proof) => proofAvailable(proof, resource) > 0);
}

/** The quantity an allocation starts with: as much as both the proof and the movement's uncovered quantity allow. */
export function defaultAllocationQuantity(proof: BalanceProof | undefined, movement: Pick<BalanceMovement, 'resource' | 'uncovered'>): number | null {
  if (!proof) return null;
  return Math.max(0, Math.min(proofAvailable(proof, movement.resource), movement.uncovered));
}

/** Why a quantity cannot be allocated, as a massBalance.allocate text key with its bound; undefined when it fits. */
export type AllocationQuantityProblem = { key: 'positive' } | { key: 'aboveUncovered' | 'aboveProof'; max: number };

/**
 * The dialog's check before it sends, the server's bounds: more than 0, at most what the movement has
 * uncovered and at most what the proof still has for its side. The smaller bound is the one named.
 */
export function allocationQuantityProblem(
  quantity: number,
  proof: BalanceProof | undefined,
  movement: Pick<BalanceMovement, 'resource' | 'uncovered'>,
): AllocationQuantityProblem | undefined {
  if (!(quantity > 0)) return { key: 'positive' };
  const available = proof ? proofAvailable(proof, movement.resource) : Infinity;
  if (quantity > movement.uncovered && movement.uncovered <= available) return { key: 'aboveUncovered', max: movement.uncovered };
  if (quantity > available) return { key: 'aboveProof', max: available };
  return undefined;
}
