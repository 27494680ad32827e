import { describe, expect, it } from 'vitest';
import { defaultAllocationQuantity, offeredProofs } from '../../../src/client/pages/mass-balance/allocation';
import type { BalanceProof } from '../../../src/shared/mass-balance/api';

const proof = (key: string, remainingVolume: number, pool: number): BalanceProof => ({ key, certificateNumber: key, volume: 1000, remainingVolume, unit: 'Kg', pool });

describe('allocating a proof', () => {
  it('inputs are offered the proofs with remaining volume, outputs those with a pool in this balance', () => {
    const proofs = [proof('A', 500, 0), proof('B', 0, 200), proof('C', 0, 0)];
    expect(offeredProofs(proofs, 'inbounds').map((p) => p.key)).toEqual(['A']);
    expect(offeredProofs(proofs, 'outbounds').map((p) => p.key)).toEqual(['B']);
  });

  it('the quantity defaults to the smaller of what the proof has left and what is uncovered', () => {
    expect(defaultAllocationQuantity(proof('A', 500, 0), { resource: 'inbounds', uncovered: 800 })).toBe(500);
    expect(defaultAllocationQuantity(proof('A', 500, 0), { resource: 'inbounds', uncovered: 300 })).toBe(300);
    expect(defaultAllocationQuantity(proof('B', 900, 120), { resource: 'outbounds', uncovered: 300 })).toBe(120);
  });

  it('without a proof there is no default quantity', () => {
    expect(defaultAllocationQuantity(undefined, { resource: 'inbounds', uncovered: 300 })).toBeNull();
  });
});
