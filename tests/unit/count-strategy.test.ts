import { describe, expect, it } from 'vitest';
import { countMethod, dayCountedColumn } from '../../src/server/resources/count-strategy';
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

describe('a total from the day counts', () => {
  const dates = ['loadingDate', 'dischargeDate'];
  const filter = (...filteredBy: string[]) => ({ filteredBy: new Set(filteredBy), matchedRowByRow: false });

  it('a filter that reads one counted date and nothing else is totalled from its day counts', () => {
    expect(dayCountedColumn(filter('dischargeDate'), dates)).toBe('dischargeDate');
  });

  it('a filter that reads another column too, a date without day counts, or is decided row by row is counted', () => {
    expect(dayCountedColumn(filter('dischargeDate', 'loadingDate'), dates)).toBeUndefined();
    expect(dayCountedColumn(filter('bookingDate'), dates)).toBeUndefined();
    expect(dayCountedColumn({ ...filter('dischargeDate'), matchedRowByRow: true }, dates)).toBeUndefined();
    expect(dayCountedColumn(filter(), dates)).toBeUndefined();
  });
});
