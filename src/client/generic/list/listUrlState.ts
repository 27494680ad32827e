import { parseTableParams, type CrudFilter, type CrudSort, type LogicalFilter } from '@refinedev/core';
import { isCalendarDate } from '../../../shared/calendar';
import type { EntitySchema, PropertySchema } from '../../../shared/registry';
import { ITEMS_PER_PAGE_OPTIONS } from '../../../shared/settings';
import { defaultSorter, filterKind, type FilterKind } from '../../../shared/field-kind';

/** What of a list lives in its URL: page, page size, sort and filters (the free-text search is the filter `q`). */
export interface ListUrlState {
  currentPage: number;
  pageSize: number;
  sorters: CrudSort[];
  filters: CrudFilter[];
}

/** The list's query keys (refine's syncWithLocation format, which links into filtered lists already use). */
const LIST_KEYS = /^(currentPage|pageSize|sorters|sorter|filters)(\[|$)/;
export const SEARCH_FIELD = 'q';

const OPERATORS: Record<FilterKind, readonly string[]> = {
  contains: ['contains'],
  select: ['eq'],
  yesNo: ['eq'],
  equals: ['eq'],
  range: ['gte', 'lte'],
  dateRange: ['gte', 'lte'],
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A filter value as read from the URL (text), typed for its column; undefined when it cannot be one. */
function typedValue(schema: PropertySchema, kind: FilterKind, text: string): string | number | boolean | undefined {
  if (text.trim() === '') return undefined;
  switch (kind) {
    case 'contains':
    case 'equals':
      return text;
    case 'select':
      return schema.enum?.find((item) => String(item) === text) as string | number | undefined;
    case 'yesNo':
      if (schema.type === 'boolean') return text === 'true' ? true : text === 'false' ? false : undefined;
      return text === '1' ? 1 : text === '0' ? 0 : undefined;
    case 'range':
      return Number.isFinite(Number(text)) ? Number(text) : undefined;
    case 'dateRange':
      return isCalendarDate(text) ? text : undefined;
  }
}

/** One filter from the URL, if it names a property, an operator its column offers and a value it can hold. */
function validFilter(entity: EntitySchema, raw: unknown): LogicalFilter | undefined {
  if (!isRecord(raw) || typeof raw.field !== 'string' || typeof raw.operator !== 'string' || typeof raw.value !== 'string') return undefined;
  const { field, operator, value } = raw;
  if (field === SEARCH_FIELD) return operator === 'eq' && value.trim() ? { field, operator, value } : undefined;
  const schema = Object.hasOwn(entity.properties, field) ? entity.properties[field] : undefined;
  if (!schema) return undefined;
  const kind = filterKind(schema);
  if (!OPERATORS[kind].includes(operator)) return undefined;
  const typed = typedValue(schema, kind, value);
  return typed === undefined ? undefined : { field, operator: operator as LogicalFilter['operator'], value: typed };
}

function validSorter(entity: EntitySchema, raw: unknown): CrudSort | undefined {
  if (!isRecord(raw) || typeof raw.field !== 'string' || (raw.order !== 'asc' && raw.order !== 'desc')) return undefined;
  const schema = Object.hasOwn(entity.properties, raw.field) ? entity.properties[raw.field] : undefined;
  // A list has no order of its own; the server refuses to sort by it.
  return schema && schema.type !== 'array' ? { field: raw.field, order: raw.order } : undefined;
}

/** Entries of a parsed array parameter (`qs` gives an object for gaps such as `filters[5]`). */
function entries(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return isRecord(value) ? Object.values(value) : [];
}

/** One entry per key: the first wins, as a user reading the URL would expect. */
function unique<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(key(item))) return false;
    seen.add(key(item));
    return true;
  });
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1;
}

/**
 * The list state a URL query describes. Whatever does not fit the entity (an unknown column, an operator or
 * value the column's filter cannot have, a page size not offered) is left out, so a hand-edited or outdated
 * link still opens the list; what is missing takes the defaults (page 1, the user's page size, x-default-sort).
 */
export function listStateFromSearch(entity: EntitySchema, search: string, defaultPageSize: number): ListUrlState {
  const parsed = parseTableParams(search.startsWith('?') ? search : `?${search}`);
  const pageSize = (ITEMS_PER_PAGE_OPTIONS as readonly unknown[]).includes(parsed.parsedPageSize) ? (parsed.parsedPageSize as number) : defaultPageSize;
  const sorters = unique(
    entries(parsed.parsedSorter).flatMap((raw) => validSorter(entity, raw) ?? []),
    (sorter) => sorter.field,
  );
  const filters = unique(
    entries(parsed.parsedFilters).flatMap((raw) => validFilter(entity, raw) ?? []),
    (filter) => `${filter.field}.${filter.operator}`,
  );
  return {
    currentPage: isPositiveInteger(parsed.parsedCurrentPage) ? parsed.parsedCurrentPage : 1,
    pageSize,
    sorters: sorters.length ? sorters : [defaultSorter(entity)],
    filters,
  };
}

function sameSorters(a: CrudSort[], b: CrudSort[]): boolean {
  return a.length === b.length && a.every((sorter, i) => sorter.field === b[i].field && sorter.order === b[i].order);
}

/**
 * The URL query of a list state, in refine's format; defaults are left out (the plain list has no query).
 * Query parameters that are not the list's (`otherSearch`) are kept.
 */
export function listSearch(entity: EntitySchema, state: ListUrlState, defaultPageSize: number, otherSearch = ''): string {
  const params: string[] = [];
  const add = (key: string, value: string | number | boolean) => params.push(`${key}=${encodeURIComponent(String(value))}`);
  if (state.currentPage > 1) add('currentPage', state.currentPage);
  if (state.pageSize !== defaultPageSize) add('pageSize', state.pageSize);
  if (state.sorters.length && !sameSorters(state.sorters, [defaultSorter(entity)])) {
    state.sorters.forEach((sorter, i) => {
      add(`sorters[${i}][field]`, sorter.field);
      add(`sorters[${i}][order]`, sorter.order);
    });
  }
  state.filters
    .filter((filter): filter is LogicalFilter => 'field' in filter && filter.value !== undefined && filter.value !== null && filter.value !== '')
    .forEach((filter, i) => {
      add(`filters[${i}][field]`, filter.field);
      add(`filters[${i}][operator]`, filter.operator);
      add(`filters[${i}][value]`, filter.value as string | number | boolean);
    });
  const others = new URLSearchParams(otherSearch);
  for (const key of [...others.keys()]) if (LIST_KEYS.test(key)) others.delete(key);
  const rest = others.toString();
  const query = [...params, ...(rest ? [rest] : [])].join('&');
  return query ? `?${query}` : '';
}
