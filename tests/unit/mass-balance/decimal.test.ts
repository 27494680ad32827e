import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromScaled, scaleOne, toScaled } from '../../../src/server/mass-balance/decimal';

describe('exact decimals for auto assign', () => {
  it('scales numeric text to the largest number of decimals and back without loss', () => {
    const { scale, values } = toScaled(['0.1', '0.2', '12', '-3.125']);
    expect(scale).toBe(3);
    expect(values).toEqual([100n, 200n, 12000n, -3125n]);
    expect(fromScaled(values[0] + values[1], scale)).toBe('0.300');
    expect(fromScaled(-5n, 3)).toBe('-0.005');
  });

  it('any decimal text survives the round trip', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.integer({ min: 0, max: 12 }), (value, scale) => {
        expect(scaleOne(fromScaled(value, scale), scale)).toBe(value);
      }),
    );
  });
});
