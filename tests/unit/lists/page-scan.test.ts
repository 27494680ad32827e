import { describe, expect, it } from 'vitest';
import { pageScan, reversedSort } from '../../../src/server/lists/page-scan';

describe('page scan', () => {
  it('a page in the first half is read from the start, skipping the rows before it', () => {
    expect(pageScan({ offset: 40, limit: 10 }, 100)).toEqual({ reversed: false, offset: 40, limit: 10 });
  });

  it('without a total known before the page, every page is read from the start', () => {
    expect(pageScan({ offset: 990, limit: 10 }, undefined)).toEqual({ reversed: false, offset: 990, limit: 10 });
  });

  it('a page in the second half is read from the end, skipping only the rows after it', () => {
    expect(pageScan({ offset: 60, limit: 10 }, 100)).toEqual({ reversed: true, offset: 30, limit: 10 });
  });

  it('the last page, shorter than the rest, is the first rows read from the end', () => {
    expect(pageScan({ offset: 95, limit: 10 }, 100)).toEqual({ reversed: true, offset: 0, limit: 5 });
    expect(pageScan({ offset: 999_990, limit: 10 }, 1_000_000)).toEqual({ reversed: true, offset: 0, limit: 10 });
  });

  it('a page past the end reads nothing', () => {
    expect(pageScan({ offset: 120, limit: 10 }, 100)).toEqual({ reversed: true, offset: 0, limit: 0 });
  });

  it('the order read backwards turns every direction, the key included', () => {
    expect(
      reversedSort([
        { field: 'dischargeDate', direction: 'ASC' },
        { field: 'number', direction: 'DESC' },
      ]),
    ).toEqual([
      { field: 'dischargeDate', direction: 'DESC' },
      { field: 'number', direction: 'ASC' },
    ]);
  });
});
