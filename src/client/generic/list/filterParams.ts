import type { CrudFilter, LogicalFilter } from '@refinedev/core';
import type { FilterKind } from '../../../shared/field-kind';

/** A column filter's value: text, one chosen value, or a [from, to] range (either end may be empty). */
export type FilterValue = string | number | boolean | [RangeEnd, RangeEnd] | undefined;
type RangeEnd = string | number | null | undefined;

const empty = (value: unknown) => value === undefined || value === null || value === '';

function isRange(kind: FilterKind): boolean {
  return kind === 'range' || kind === 'dateRange';
}

/**
 * The refine filters of one column. Cleared parts come back with value undefined, which refine's
 * "merge" drops, so one call both sets and clears a column's filter.
 */
export function columnFilters(field: string, kind: FilterKind, value: FilterValue): LogicalFilter[] {
  if (isRange(kind)) {
    const [from, to] = Array.isArray(value) ? value : [undefined, undefined];
    return [
      { field, operator: 'gte', value: empty(from) ? undefined : from },
      { field, operator: 'lte', value: empty(to) ? undefined : to },
    ];
  }
  const operator = kind === 'contains' ? 'contains' : 'eq';
  return [{ field, operator, value: empty(value) || Array.isArray(value) ? undefined : value }];
}

/** The value a column's filter currently has in refine's filter list (typed for the column, see listUrlState). */
export function columnFilterValue(field: string, kind: FilterKind, filters: CrudFilter[]): FilterValue {
  const find = (operator: string) => filters.find((f): f is LogicalFilter => 'field' in f && f.field === field && f.operator === operator)?.value;
  if (isRange(kind)) {
    const [from, to] = [find('gte'), find('lte')];
    return empty(from) && empty(to) ? undefined : [from, to];
  }
  return find(kind === 'contains' ? 'contains' : 'eq');
}

/**
 * The query that opens a list filtered to `field` = `value` (the list reads it, see listUrlState). A list
 * entry's property (`certificates.sustainabilityData`) has no filter of its own: the list's contains
 * filter finds the records with an entry holding the value.
 */
export function filteredListQuery(field: string, value: string): string {
  const [name, item] = field.split('.');
  const query = new URLSearchParams({ 'filters[0][field]': name, 'filters[0][operator]': item ? 'contains' : 'eq', 'filters[0][value]': value });
  return `?${query.toString()}`;
}

/** The query that opens a list filtered to every `field` = `value` of `filters`. */
export function filteredListQueryOf(filters: Record<string, string>): string {
  const query = new URLSearchParams();
  Object.entries(filters).forEach(([field, value], index) => {
    query.set(`filters[${index}][field]`, field);
    query.set(`filters[${index}][operator]`, 'eq');
    query.set(`filters[${index}][value]`, value);
  });
  return `?${query.toString()}`;
}
