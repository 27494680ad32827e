import type { CrudFilter } from '@refinedev/core';
import { filterKind } from '../../../shared/field-kind';
import type { EntitySchema } from '../../../shared/registry';
import { columnFilterValue, type FilterValue } from './filterParams';

/** One column's filter as the list shows it above the table. */
export interface ActiveFilter {
  property: string;
  value: Exclude<FilterValue, undefined>;
}

/** The column filters in force, one per column (a range's two ends together), in the order they were set. */
export function activeFilters(entity: EntitySchema, filters: CrudFilter[]): ActiveFilter[] {
  const fields = filters.flatMap((filter) => ('field' in filter && filter.field in entity.properties && filter.value !== undefined ? [filter.field] : []));
  return [...new Set(fields)].flatMap((property) => {
    const value = columnFilterValue(property, filterKind(entity.properties[property]), filters);
    return value === undefined ? [] : [{ property, value }];
  });
}
