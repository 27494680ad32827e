import { describe, expect, it } from 'vitest';
import { changeFilters, changePaging, filterQuery, readFilters, readPaging } from '../../../../src/client/reports/reportQuery';

const url = (query: string) => new URLSearchParams(query);

describe('report filters in the URL', () => {
  it('reads the six filters, the quarter as a number, and ignores everything else', () => {
    expect(readFilters(url('compliancePeriod=2023-2&quarter=3&site=LOC-1&product=MAT-2&page=4&x=1'))).toEqual({
      compliancePeriod: '2023-2',
      quarter: 3,
      site: 'LOC-1',
      product: 'MAT-2',
    });
    expect(readFilters(url('monthFrom=2025-02&monthTo=2025-04'))).toEqual({ monthFrom: '2025-02', monthTo: '2025-04' });
  });

  it('a new compliance period drops quarter and months (they must lie inside it) and returns to page 1', () => {
    const next = changeFilters(url('compliancePeriod=2024&quarter=2&monthFrom=2024-01&monthTo=2024-02&site=LOC-1&page=3&pageSize=50'), {
      compliancePeriod: '2025',
    });
    expect(Object.fromEntries(next)).toEqual({ compliancePeriod: '2025', site: 'LOC-1', pageSize: '50' });
  });

  it('quarter and month range exclude each other', () => {
    expect(Object.fromEntries(changeFilters(url('monthFrom=2024-01&monthTo=2024-02'), { quarter: 4 }))).toEqual({ quarter: '4' });
    expect(Object.fromEntries(changeFilters(url('quarter=4'), { monthFrom: '2024-01', monthTo: '2024-03' }))).toEqual({
      monthFrom: '2024-01',
      monthTo: '2024-03',
    });
  });

  it('a cleared filter leaves the URL', () => {
    expect(Object.fromEntries(changeFilters(url('site=LOC-1&product=MAT-2'), { site: undefined }))).toEqual({ product: 'MAT-2' });
    expect(Object.fromEntries(changeFilters(url('quarter=2'), { quarter: undefined }))).toEqual({});
  });

  it('paging: the URL page or the first page of the user page size', () => {
    expect(readPaging(url(''), 20)).toEqual({ page: 1, pageSize: 20 });
    expect(readPaging(url('page=3&pageSize=50'), 20)).toEqual({ page: 3, pageSize: 50 });
    expect(readPaging(url('page=-1&pageSize=abc'), 10)).toEqual({ page: 1, pageSize: 10 });
    expect(Object.fromEntries(changePaging(url('quarter=1'), { page: 2, pageSize: 100 }))).toEqual({ quarter: '1', page: '2', pageSize: '100' });
  });

  it('the API query names only the filters that are set', () => {
    expect(filterQuery({ compliancePeriod: '2024', quarter: 2, site: '' })).toEqual({ compliancePeriod: '2024', quarter: '2' });
  });
});
