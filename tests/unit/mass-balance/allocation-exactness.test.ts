import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocationBound, allocationRefusal, fifoPlan } from '../../../src/server/mass-balance/rules';

/** A quantity of up to 15 significant digits (what a JSON number carries exactly) with `scale` decimals. */
const quantity = (scale: number) =>
  fc.oneof(fc.bigInt({ min: 1n, max: 999n }), fc.bigInt({ min: 1n, max: 10n ** 15n - 1n })).map((digits) => new Big(`${digits}e-${scale}`));

/** A movement's quantity less what covers it already, a proof's volume less what it gave already: two or three parts each, as 0.1 + 0.2. */
const scales = fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 6, maxLength: 6 });
const situation = scales.chain((scale) =>
  fc.record({
    scale: fc.constant(Math.max(...scale)),
    movement: quantity(scale[0]),
    covered: fc.array(quantity(scale[1]), { minLength: 1, maxLength: 2 }),
    volume: quantity(scale[2]),
    given: fc.array(quantity(scale[3]), { minLength: 1, maxLength: 2 }),
  }),
);

const sum = (values: Big[]) => values.reduce((total, value) => total.plus(value), new Big(0));

/** What auto assign allocates from one proof with `available` left to one movement with `uncovered` left. */
const autoAssigned = (available: Big, uncovered: Big) =>
  sum(fifoPlan([{ key: 'proof', available }], [{ key: 'movement', uncovered }]).map((line) => line.quantity));

const manualAccepts = (amount: Big, available: Big, uncovered: Big) => allocationRefusal(amount, available, uncovered) === undefined;

describe('manual allocation and auto assign decide in the same exact decimals', () => {
  it('the manual allocation accepts exactly what auto assign allocates, and one unit in the last place more is refused', () => {
    fc.assert(
      fc.property(situation, ({ scale, movement, covered, volume, given }) => {
        const uncovered = movement.minus(sum(covered));
        const available = volume.minus(sum(given));
        const ulp = new Big(`1e-${scale}`);
        const planned = autoAssigned(available, uncovered);
        expect(planned.eq(allocationBound(available, uncovered))).toBe(true);
        for (const amount of [planned, planned.plus(ulp), planned.minus(ulp)].filter((candidate) => candidate.gt(0))) {
          expect(manualAccepts(amount, available, uncovered), `${amount.toFixed()} of ${available.toFixed()} / ${uncovered.toFixed()}`).toBe(
            amount.lte(planned),
          );
        }
        if (planned.gt(0)) {
          expect(allocationRefusal(planned.plus(ulp), available, uncovered)).toBe(available.lte(uncovered) ? 'PROOF_EXCEEDED' : 'MOVEMENT_EXCEEDED');
        }
      }),
      { numRuns: 5_000 },
    );
  });

  it('0.1 + 0.2 cover 0.3 exactly: nothing is left and nothing is over, where floating point finds 0.1 + 0.2 > 0.3', () => {
    const uncovered = new Big(0.3).minus(new Big(0.1).plus(0.2));
    expect(0.1 + 0.2).toBeGreaterThan(0.3);
    expect(uncovered.eq(0)).toBe(true);
    expect(autoAssigned(new Big(1), uncovered).eq(0)).toBe(true);
    expect(allocationRefusal(new Big(1e-15), new Big(1), uncovered)).toBe('MOVEMENT_EXCEEDED');
  });

  it('a remainder of more digits than a JSON number holds is not rounded up: 123456789012345 − 0.000000000000001', () => {
    const uncovered = new Big(123456789012345).minus(0.000000000000001);
    expect(uncovered.toFixed()).toBe('123456789012344.999999999999999');
    expect(autoAssigned(new Big(10n ** 15n), uncovered).eq(uncovered)).toBe(true);
    expect(allocationRefusal(new Big(Number(uncovered.toFixed())), new Big(10n ** 15n), uncovered)).toBe('MOVEMENT_EXCEEDED');
  });
});
