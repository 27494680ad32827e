import { describe, expect, it } from 'vitest';
import { readPage, readSort, type SortTerm } from '../../../src/server/lists/page-params';
import type { FieldError } from '../../../src/server/resources/validation';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../src/shared/paging';

function page(query: Record<string, string | string[]>, covers = 0) {
  const invalid: FieldError[] = [];
  return { page: readPage(query, invalid, covers), fields: invalid.map((error) => error.field) };
}

describe('a list page (_start, _end)', () => {
  it('is the default page from _start when _end is left out', () => {
    expect(page({}).page).toEqual({ offset: 0, limit: DEFAULT_PAGE_SIZE });
    expect(page({ _start: '40' }).page).toEqual({ offset: 40, limit: DEFAULT_PAGE_SIZE });
  });

  it('covers every key a request names when it has no _end', () => {
    expect(page({}, 250).page).toEqual({ offset: 0, limit: 250 });
    expect(() => page({}, MAX_PAGE_SIZE + 1)).toThrow(expect.objectContaining({ code: 'PAGE_TOO_LARGE' }));
  });

  it(`holds at most ${MAX_PAGE_SIZE} records`, () => {
    expect(page({ _start: '10', _end: String(10 + MAX_PAGE_SIZE) }).page).toEqual({ offset: 10, limit: MAX_PAGE_SIZE });
    expect(() => page({ _start: '10', _end: String(11 + MAX_PAGE_SIZE) })).toThrow(expect.objectContaining({ code: 'PAGE_TOO_LARGE', statusCode: 400 }));
  });

  it('takes only non-negative safe integers, _end not before _start', () => {
    for (const value of ['-1', 'abc', '1e20', '1.5', '', ' 1', '9007199254740992']) expect(page({ _start: value }).fields, value).toEqual(['_start']);
    expect(page({ _start: ['1', '2'] }).fields).toEqual(['_start']);
    expect(page({ _start: '5', _end: '4' }).fields).toEqual(['_end']);
    expect(page({ _start: '5', _end: '5' })).toEqual({ page: { offset: 5, limit: 0 }, fields: [] });
  });
});

describe('a list order (_sort, _order)', () => {
  const fallback: SortTerm[] = [{ field: 'at', direction: 'DESC' }];
  function sort(query: Record<string, string>) {
    const invalid: FieldError[] = [];
    return { terms: readSort(query, invalid, fallback), fields: invalid.map((error) => error.field) };
  }

  it('pairs each _sort field with its _order, missing ones ascending', () => {
    expect(sort({ _sort: 'a,b,c', _order: 'desc,ASC' }).terms).toEqual([
      { field: 'a', direction: 'DESC' },
      { field: 'b', direction: 'ASC' },
      { field: 'c', direction: 'ASC' },
    ]);
  });

  it("is the route's own order without _sort; one _order sets its direction", () => {
    expect(sort({}).terms).toEqual(fallback);
    expect(sort({ _order: 'asc' }).terms).toEqual([{ field: 'at', direction: 'ASC' }]);
  });

  it('takes only asc or desc, at most one per field', () => {
    for (const order of ['sideways', 'constructor', '__proto__', 'toString']) expect(sort({ _order: order }).fields, order).toEqual(['_order']);
    expect(sort({ _sort: 'a', _order: 'asc,desc' }).fields).toEqual(['_order']);
    expect(sort({ _order: 'asc,desc' }).fields).toEqual(['_order']);
  });
});
