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
