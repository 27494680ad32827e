import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en/massBalance.json';
import { allocationQuantityProblem, defaultAllocationQuantity, offeredProofs } from '../../../src/client/mass-balance/allocation';
import { periodDays } from '../../../src/client/mass-balance/periodDays';
import { autoAssignSummary } from '../../../src/client/mass-balance/useBalanceActions';
import type { BalanceProof } from '../../../src/shared/mass-balance/api';

const proof = (key: string, remainingVolume: number, pool: number): BalanceProof => ({
  key,
  certificateNumber: key,
  volume: 1000,
  remainingVolume,
  unit: 'Kg',
  pool,
});

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

  it('the quantity must be greater than 0', () => {
    expect(allocationQuantityProblem(0, proof('A', 500, 0), { resource: 'inbounds', uncovered: 300 })).toEqual({ key: 'positive' });
    expect(allocationQuantityProblem(-1, proof('A', 500, 0), { resource: 'inbounds', uncovered: 300 })).toEqual({ key: 'positive' });
  });

  it('the quantity may not exceed what the movement has uncovered', () => {
    expect(allocationQuantityProblem(300.5, proof('A', 500, 0), { resource: 'inbounds', uncovered: 300 })).toEqual({ key: 'aboveUncovered', max: 300 });
  });

  it('the quantity may not exceed what the proof has left for the side: remaining volume for inputs, the pool for outputs', () => {
    expect(allocationQuantityProblem(89.071, proof('A', 89.07, 0), { resource: 'inbounds', uncovered: 300 })).toEqual({ key: 'aboveProof', max: 89.07 });
    expect(allocationQuantityProblem(121, proof('B', 900, 120), { resource: 'outbounds', uncovered: 300 })).toEqual({ key: 'aboveProof', max: 120 });
  });

  it('within both bounds the quantity fits', () => {
    expect(allocationQuantityProblem(89.07, proof('A', 89.07, 0), { resource: 'inbounds', uncovered: 300 })).toBeUndefined();
    expect(allocationQuantityProblem(300, proof('A', 500, 0), { resource: 'inbounds', uncovered: 300 })).toBeUndefined();
  });
});

describe('the auto assign message', () => {
  // An instance of the file's own: the files of a worker share the i18next module.
  const i18n = i18next.createInstance();
  const t = i18n.t.bind(i18n);
  beforeAll(async () => {
    await i18n.init({ lng: 'en', resources: { en: { translation: en } } });
  });
  const result = (inputs: [number, number, number], outputs: [number, number, number]) => ({
    balance: {},
    inputs: { allocations: inputs[0], quantity: inputs[1], uncovered: inputs[2] },
    outputs: { allocations: outputs[0], quantity: outputs[1], uncovered: outputs[2] },
  });
  const number = (value: number) => new Intl.NumberFormat(navigator.language).format(value);

  it('names what it assigned on each side', () => {
    expect(autoAssignSummary(t, result([2, 3000, 0], [1, 1500, 0]), 'Kg')).toBe(
      `Inputs: 2 allocations, ${number(3000)} Kg. Outputs: 1 allocation, ${number(1500)} Kg.`,
    );
  });

  it('names the uncovered quantity where the proofs ran out', () => {
    expect(autoAssignSummary(t, result([1, 2500, 500], [0, 0, 0]), 'Kg')).toContain(`The proofs ran out: ${number(500)} Kg remain uncovered.`);
  });
});

describe('the chart of the period', () => {
  it('has every day of the period, days without movements as zeros', () => {
    const days = periodDays([{ date: '2026-02-02', input: 5, output: 1, covered: 2 }], '2026-02-01', '2026-02-03');
    expect(days).toEqual([
      { date: '2026-02-01', input: 0, output: 0, covered: 0 },
      { date: '2026-02-02', input: 5, output: 1, covered: 2 },
      { date: '2026-02-03', input: 0, output: 0, covered: 0 },
    ]);
  });
});
