import { describe, expect, it } from 'vitest';
import { dayRun, dayRunDays, rangeStart, filteredWalk, pageScan, reversedSort, valueRun } from '../../../src/server/lists/page-scan';
import type { SortTerm } from '../../../src/server/lists/page-params';
import { COUNT_CAP } from '../../../src/shared/list-count';

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

  it('a filtered page of counted matches walks the order over at most as many rows as there are matches', () => {
    expect(filteredWalk({ offset: 0, limit: 10 }, 500, 1_000_000)).toBe(500);
    expect(filteredWalk({ offset: 0, limit: 10 }, 9_000, 1_000_000)).toBe(4_445);
  });

  it("a walk of the order's index alone may read eight rows per counted match, a match read from the table costing about as much", () => {
    expect(filteredWalk({ offset: 0, limit: 10 }, 500, 1_000_000, true)).toBe(4_000);
    expect(filteredWalk({ offset: 0, limit: 10 }, 9_000, 1_000_000, true)).toBe(4_445);
    expect(filteredWalk({ offset: 0, limit: 10 }, COUNT_CAP + 1, 1_000_000, true)).toBe(4_000);
  });

  it('a page its counted matches cannot fill is read from the matches at once', () => {
    expect(filteredWalk({ offset: 0, limit: 10 }, 5, 1_000_000)).toBe(0);
    expect(filteredWalk({ offset: 500, limit: 10 }, 505, 1_000_000)).toBe(0);
  });

  it('a filtered page of more matches than the cap walks four times the rows that would hold it if they were spread evenly', () => {
    expect(filteredWalk({ offset: 0, limit: 10 }, COUNT_CAP + 1, 1_000_000)).toBe(4_000);
    expect(filteredWalk({ offset: 90, limit: 10 }, COUNT_CAP + 1, 1_000_000)).toBe(39_997);
  });

  it('the walk of many matches reads at least a thousand rows and never more than the tenant has', () => {
    expect(filteredWalk({ offset: 0, limit: 10 }, COUNT_CAP + 1, 20_000)).toBe(1_000);
    expect(filteredWalk({ offset: 5_000, limit: 10 }, COUNT_CAP + 1, 20_000)).toBe(20_000);
  });

  it('a filter not counted before its page is taken to match more than the cap', () => {
    expect(filteredWalk({ offset: 0, limit: 10 }, undefined, 1_000_000)).toBe(4_000);
  });
});

describe('a deep page that starts at its range', () => {
  const counted = ['number', 'loadingDate', 'dischargeDate', 'quantityDischarged', 'supplierPartner'];
  const sorted = [...counted.slice(1), 'movementStatus', 'lastImportTime'];
  const by = (field: string, direction: 'ASC' | 'DESC', tie: 'ASC' | 'DESC' = direction) => [
    { field, direction },
    { field: 'number', direction: tie },
  ];
  const start = (offset: number, sort: SortTerm[], countedColumns = counted) =>
    rangeStart({ offset, limit: 10 }, sort, countedColumns, sorted, 'number', 2_000);

  it('a page at least the given depth into an order by a counted column, then the key, starts at its range', () => {
    expect(start(5_000, by('dischargeDate', 'DESC'))).toEqual({ column: 'dischargeDate' });
    expect(start(2_000, by('loadingDate', 'ASC'))).toEqual({ column: 'loadingDate' });
    expect(start(500_000, by('quantityDischarged', 'DESC'))).toEqual({ column: 'quantityDischarged' });
    expect(start(500_000, by('supplierPartner', 'ASC'))).toEqual({ column: 'supplierPartner' });
  });

  it('a page at least the given depth into the order of the key alone starts at its key mark', () => {
    expect(start(500_000, [{ field: 'number', direction: 'DESC' }])).toEqual({ column: 'number' });
    expect(start(500_000, [{ field: 'number', direction: 'ASC' }], counted.slice(1))).toBeUndefined();
  });

  it('a page deep into an order by a sorted column without counts, then the key, starts at its key mark if every record leaves the column empty', () => {
    expect(start(500_000, by('lastImportTime', 'ASC'))).toEqual({ column: 'number', emptyColumn: 'lastImportTime' });
    expect(start(500_000, by('movementStatus', 'DESC'))).toEqual({ column: 'number', emptyColumn: 'movementStatus' });
    expect(start(500_000, by('comment', 'DESC'))).toBeUndefined();
    expect(start(500_000, by('movementStatus', 'DESC'), counted.slice(1))).toBeUndefined();
  });

  it('a page nearer the start skips its rows in the index', () => {
    expect(start(1_990, by('dischargeDate', 'DESC'))).toBeUndefined();
  });

  it('an order by more columns or with the key the other way round skips its rows', () => {
    expect(start(500_000, [...by('loadingDate', 'DESC'), { field: 'product', direction: 'ASC' }])).toBeUndefined();
    expect(start(500_000, by('loadingDate', 'DESC', 'ASC'))).toBeUndefined();
  });
});

describe('a filtered page read day by day', () => {
  const dates = ['dischargeDate', 'loadingDate'];
  const sorted = [...dates, 'quantityDischarged', 'importDate'];
  /** What the discharge date's sort index holds: the date, the key and the loading date it carries. */
  const held = (column: string) => [column, 'number', ...dates.filter((date) => date !== column)];
  const window = (...filteredBy: string[]) => ({
    bounds: new Map([['dischargeDate', ['"dischargeDate" >= $2', '"dischargeDate" <= $3']]]),
    filteredBy: new Set(['dischargeDate', ...filteredBy]),
    matchedRowByRow: false,
  });
  const key = [{ field: 'number', direction: 'DESC' as const }];
  const by = (field: string, tie: 'ASC' | 'DESC' = 'ASC') => [
    { field, direction: 'ASC' as const },
    { field: 'number', direction: tie },
  ];

  it("a date window in the key's order is read by the window's days", () => {
    expect(dayRun(window(), key, 'number', dates, held, sorted)).toEqual({ column: 'dischargeDate' });
    expect(dayRun(window('loadingDate'), key, 'number', dates, held, sorted)).toEqual({ column: 'dischargeDate' });
  });

  it("an order by a sorted column then the key is read by the window's days if that column holds one value", () => {
    expect(dayRun(window(), by('importDate'), 'number', dates, held, sorted)).toEqual({ column: 'dischargeDate', oneValueOf: 'importDate' });
  });

  it("an order by the window's own date, by a column without a sort index or with the key the other way round is not", () => {
    expect(dayRun(window(), by('dischargeDate'), 'number', dates, held, sorted)).toBeUndefined();
    expect(dayRun(window(), by('comment'), 'number', dates, held, sorted)).toBeUndefined();
    expect(dayRun(window(), by('importDate', 'DESC'), 'number', dates, held, sorted)).toBeUndefined();
  });

  it("a filter reading a column the date's index does not hold, a search, or no bounded date is not", () => {
    expect(dayRun(window('movementStatus'), key, 'number', dates, held, sorted)).toBeUndefined();
    expect(dayRun({ ...window(), matchedRowByRow: true }, key, 'number', dates, held, sorted)).toBeUndefined();
    expect(dayRun({ ...window(), bounds: new Map() }, key, 'number', ['bookingDate'], held, sorted)).toBeUndefined();
  });

  it("the days a page may span shrink as it lies deeper: each day gives up to the page's end", () => {
    expect(dayRunDays({ offset: 0, limit: 10 })).toBe(2_000);
    expect(dayRunDays({ offset: 390, limit: 10 })).toBe(50);
  });
});

describe('a filtered page read value by value of its sort column', () => {
  const sorted = ['movementStatus', 'product', 'quantityDischarged', 'dischargeDate'];
  const composites = [
    ['product', 'movementStatus', 'dischargeDate'],
    ['movementStatus', 'dischargeDate'],
  ];
  const listDates = ['loadingDate', 'dischargeDate'];
  const window = (...filteredBy: string[]) => ({
    bounds: new Map(filteredBy.filter((name) => name.endsWith('Date')).map((name) => [name, [`"${name}" >= $2`]])),
    filteredBy: new Set(filteredBy),
    matchedRowByRow: false,
  });
  const by = (field: string, tie: 'ASC' | 'DESC' = 'DESC') => [
    { field, direction: 'DESC' as const },
    { field: 'number', direction: tie },
  ];
  const run = (filter: ReturnType<typeof window>, sort = by('movementStatus')) => valueRun(filter, sort, 'number', sorted, composites, listDates, listDates);

  it("an order by a column whose composite index with a bounded date holds the filter's columns: each value's matches day by day", () => {
    expect(run(window('dischargeDate'))).toEqual({ column: 'movementStatus', days: 'dischargeDate' });
    expect(run(window('dischargeDate', 'loadingDate'))).toEqual({ column: 'movementStatus', days: 'dischargeDate' });
  });

  it('a composite index of more columns, or a filter bounding no date of it: each value whose matches are sorted by key', () => {
    expect(run(window('movementStatus', 'loadingDate'), by('product'))).toEqual({ column: 'product' });
    expect(run(window('loadingDate'))).toEqual({ column: 'movementStatus' });
  });

  it('not for a column no composite index starts with, a filter reading a column the index lacks, a search, or the key the other way round', () => {
    expect(run(window('dischargeDate'), by('quantityDischarged'))).toBeUndefined();
    expect(run(window('dischargeDate', 'supplierPartner'))).toBeUndefined();
    expect(run({ ...window('dischargeDate'), matchedRowByRow: true })).toBeUndefined();
    expect(run(window('dischargeDate'), by('movementStatus', 'ASC'))).toBeUndefined();
  });
});
