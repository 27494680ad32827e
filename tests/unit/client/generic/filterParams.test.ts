import { describe, expect, it } from 'vitest';
import { columnFilters, columnFilterValue } from '../../../../src/client/generic/list/filterParams';

describe('column filter -> refine filters', () => {
  it('text filters use "contains" (simple-rest _like)', () => {
    expect(columnFilters('name', 'contains', 'Acme')).toEqual([{ field: 'name', operator: 'contains', value: 'Acme' }]);
  });

  it('ranges set both ends and clear an empty one', () => {
    expect(columnFilters('validFrom', 'dateRange', ['2026-01-01', undefined])).toEqual([
      { field: 'validFrom', operator: 'gte', value: '2026-01-01' },
      { field: 'validFrom', operator: 'lte', value: undefined },
    ]);
  });

  it('selects, flags and references are equality filters; reset clears', () => {
    expect(columnFilters('country', 'select', 'de')).toEqual([{ field: 'country', operator: 'eq', value: 'de' }]);
    expect(columnFilters('cancelled', 'yesNo', 0)).toEqual([{ field: 'cancelled', operator: 'eq', value: 0 }]);
    expect(columnFilters('supplier', 'equals', undefined)).toEqual([{ field: 'supplier', operator: 'eq', value: undefined }]);
  });

  it('reads the current value back from the filter list', () => {
    const filters = [
      { field: 'quantity', operator: 'lte' as const, value: 5 },
      { field: 'name', operator: 'contains' as const, value: 'x' },
    ];
    expect(columnFilterValue('quantity', 'range', filters)).toEqual([undefined, 5]);
    expect(columnFilterValue('name', 'contains', filters)).toBe('x');
    expect(columnFilterValue('city', 'contains', filters)).toBeUndefined();
  });
});
