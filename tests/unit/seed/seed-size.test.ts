import { describe, expect, it } from 'vitest';
import { seedPlan } from '../../../src/server/seed/plan';
import { isSeedSize, SEED_SIZE_CHOICES, SEED_SIZE_MAX, SEED_SIZE_MAX_API, SEED_SIZE_MIN } from '../../../src/shared/seed-size';

describe('seed sizes', () => {
  it('run from 0.01 (10 inbounds) to 1000 (a million inbounds)', () => {
    expect([SEED_SIZE_MIN, SEED_SIZE_MAX]).toEqual([0.01, 1000]);
    for (const size of [0.01, 0.5, 1, 999.99, 1000]) expect(isSeedSize(size), String(size)).toBe(true);
    for (const size of [0, -1, 1e-9, 0.009, 1000.01, Number.NaN, Number.POSITIVE_INFINITY]) expect(isSeedSize(size), String(size)).toBe(false);
  });

  it('stop at 100 in the portal', () => {
    expect(isSeedSize(100, SEED_SIZE_MAX_API)).toBe(true);
    expect(isSeedSize(100.5, SEED_SIZE_MAX_API)).toBe(false);
  });

  it('the seed page offers only sizes the portal accepts', () => {
    for (const size of Object.values(SEED_SIZE_CHOICES)) expect(isSeedSize(size, SEED_SIZE_MAX_API), String(size)).toBe(true);
  });

  it('the generator refuses a size outside the range', () => {
    expect(() => seedPlan(1e-9)).toThrow(RangeError);
    expect(() => seedPlan(SEED_SIZE_MAX * 2)).toThrow(RangeError);
    expect(seedPlan(SEED_SIZE_MIN).inbounds).toBe(10);
  });
});
