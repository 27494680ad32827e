import type { CrudFilter, CrudSort } from '@refinedev/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../src/client/api/http';
import { dataProvider, listQuery } from '../../../src/client/providers/dataProvider';

const FILTERS: CrudFilter[] = [
  { field: 'name', operator: 'contains', value: 'Acme & Co' },
  { field: 'quantity', operator: 'gte', value: 10 },
  { field: 'quantity', operator: 'lte', value: 20 },
  { field: 'country', operator: 'eq', value: 'de' },
  { field: 'status', operator: 'ne', value: 'x' },
  { field: 'q', operator: 'eq', value: 'hamburg' },
];
const SORTERS: CrudSort[] = [
  { field: 'number', order: 'desc' },
  { field: 'name', order: 'asc' },
];

afterEach(() => vi.restoreAllMocks());

/** The query of the one GET the list's getList sends. */
async function listRequestQuery(filters: CrudFilter[], sorters: CrudSort[]): Promise<URLSearchParams> {
  const get = vi.spyOn(http, 'get').mockResolvedValue({ data: [], headers: { 'x-total-count': '0' } });
  await dataProvider.getList({ resource: 'inbounds', filters, sorters, pagination: { currentPage: 2, pageSize: 50 } });
  return new URL(String(get.mock.calls[0][0]), 'http://portal').searchParams;
}

describe("a list's filter and sort parameters (the CSV and XLSX export repeat the list's)", () => {
  it("are the ones the list's request sends, without its page", async () => {
    const sent = await listRequestQuery(FILTERS, SORTERS);
    sent.delete('_start');
    sent.delete('_end');
    const exported = new URLSearchParams(listQuery(FILTERS, SORTERS));
    expect([...exported.entries()].sort()).toEqual([...sent.entries()].sort());
  });

  it('name the filters with the simple-rest suffixes, the search as plain q, and the sort as comma lists', () => {
    expect(Object.fromEntries(new URLSearchParams(listQuery(FILTERS, SORTERS)))).toEqual({
      name_like: 'Acme & Co',
      quantity_gte: '10',
      quantity_lte: '20',
      country: 'de',
      status_ne: 'x',
      q: 'hamburg',
      _sort: 'number,name',
      _order: 'desc,asc',
    });
  });

  it('are empty without filters and sort', () => {
    expect(listQuery([], [])).toBe('');
  });
});
