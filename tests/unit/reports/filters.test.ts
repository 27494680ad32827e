import { describe, expect, it } from 'vitest';
import { resolveFilters } from '../../../src/server/reports/filters';

const refusal = (query: Record<string, string | string[]>) => {
  try {
    resolveFilters(query, '2025');
  } catch (error) {
    return { code: (error as { code: string }).code, field: (error as { details: { field: string } }).details.field };
  }
  throw new Error(`accepted ${JSON.stringify(query)}`);
};

describe('report filters', () => {
  it('without filters: the default compliance period, its first and last day', () => {
    expect(resolveFilters({}, '2025')).toEqual({ compliancePeriod: '2025', from: '2025-01-01', to: '2025-12-31' });
    expect(resolveFilters({ compliancePeriod: '' }, '2024')).toEqual({ compliancePeriod: '2024', from: '2024-01-01', to: '2024-12-31' });
  });

  it('2023 comes in halves, each with its two quarters', () => {
    expect(resolveFilters({ compliancePeriod: '2023-2' }, '2025')).toMatchObject({ from: '2023-07-01', to: '2023-12-31' });
    expect(resolveFilters({ compliancePeriod: '2023-2', quarter: '4' }, '2025')).toMatchObject({ quarter: 4, from: '2023-10-01', to: '2023-12-31' });
    expect(refusal({ compliancePeriod: '2023-2', quarter: '2' })).toEqual({ code: 'REPORT_FILTER', field: 'quarter' });
    expect(refusal({ compliancePeriod: '2023' })).toEqual({ code: 'REPORT_FILTER', field: 'compliancePeriod' });
  });

  it('a month range inside the period, open at either end, from not after to, not together with a quarter', () => {
    expect(resolveFilters({ monthFrom: '2025-02', monthTo: '2025-04' }, '2025')).toMatchObject({ from: '2025-02-01', to: '2025-04-30' });
    expect(resolveFilters({ monthFrom: '2025-11' }, '2025')).toMatchObject({ from: '2025-11-01', to: '2025-12-31' });
    expect(resolveFilters({ monthTo: '2025-02' }, '2025')).toMatchObject({ from: '2025-01-01', to: '2025-02-28' });
    expect(refusal({ monthFrom: '2025-04', monthTo: '2025-02' })).toMatchObject({ field: 'monthTo' });
    expect(refusal({ monthFrom: '2026-01' })).toMatchObject({ field: 'monthFrom' });
    expect(refusal({ quarter: '2', monthTo: '2025-06' })).toMatchObject({ field: 'monthTo' });
  });

  it('site and product narrow the report; a repeated filter is refused', () => {
    expect(resolveFilters({ site: 'S-1', product: 'P-1' }, '2025')).toMatchObject({ site: 'S-1', product: 'P-1' });
    expect(refusal({ product: ['P-1', 'P-2'] })).toMatchObject({ field: 'product' });
  });
});
