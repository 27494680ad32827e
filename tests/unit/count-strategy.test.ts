import { describe, expect, it } from 'vitest';
import { countMethod } from '../../src/server/resources/count-strategy';
import { COUNT_CAP, isCappedTotal } from '../../src/shared/list-count';
import type { EntitySchema } from '../../src/shared/registry';

const movements = { 'x-resource': 'inbounds' } as unknown as EntitySchema;
const versioned = { 'x-resource': 'partners', 'x-versioned': true } as unknown as EntitySchema;

describe('count strategy', () => {
  it('an unfiltered list of records without versions reads the maintained count', () => {
    expect(countMethod(movements, false)).toBe('maintained');
  });

  it('a filtered list counts up to the cap', () => {
    expect(countMethod(movements, true)).toBe('capped');
  });

  it('a versioned entity counts up to the cap, filtered or not (its rows are versions, not records)', () => {
    expect(countMethod(versioned, false)).toBe('capped');
    expect(countMethod(versioned, true)).toBe('capped');
  });

  it('a total above the cap stands for "more than the cap"', () => {
    expect(isCappedTotal(COUNT_CAP)).toBe(false);
    expect(isCappedTotal(COUNT_CAP + 1)).toBe(true);
  });
});
