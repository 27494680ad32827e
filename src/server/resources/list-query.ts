import { columnType, integerRange } from '../../shared/column-values';
import { isCalendarDate, isDateTime } from '../../shared/calendar';
import type { EntitySchema, PropertySchema, Registry } from '../../shared/registry';
import { errors } from '../errors';
import { CHANGED_SINCE, readChangedSince } from '../lists/changed-since';
import { PAGE_PARAMS, readPage, readSort, type Page, type QueryInput, type SortTerm } from '../lists/page-params';
import { sortColumn } from './collation';
import { entityProperties } from './columns';
import type { SqlParams } from './sql-params';
import { quoteIdent } from './sql-names';
import { contains, likePattern, searchCondition, searchedColumns } from './text-search';
import { typeMessageKey, type FieldError } from './validation';

/** Query parameters that are not property filters: paging and sort, the search `q`, `changedSince`, the export's `_columns`. */
const RESERVED = new Set<string>([...PAGE_PARAMS, 'q', CHANGED_SINCE, '_columns']);
const OPERATORS = ['_ne', '_like', '_gte', '_lte'] as const;
type Operator = (typeof OPERATORS)[number] | '';

/** The condition of a list without filters. */
export const UNFILTERED = 'true';

/** Whose list it is: contains-filters on references read the referenced table of the same tenant. */
export interface ListScope {
  registry: Registry;
  tenant: string;
  /** The part of a search term `q` the trigram index is asked for (search/indexed-part.ts); without it, the whole term. */
  indexedPart?: (term: string) => string;
}

export interface ListQuery {
  /** SQL condition over the record source (always valid: `true` when there are no filters). */
  where: string;
  /**
   * The conditions of `where` that bound one property to values or a range (equality, `_gte`, `_lte`), by property:
   * a walk of the list's order through the index of its first sort term starts and ends where they do.
   */
  bounds: ReadonlyMap<string, string[]>;
  /** The columns `where` reads (properties, and `updated_at` for changedSince); a search reads its document. */
  filteredBy: ReadonlySet<string>;
  /** Property names and directions; the key is always among them, so the order is total. */
  sort: SortTerm[];
  page: Page;
  /**
   * Some condition is decided row by row (a text search, or contains over free text or list entries): the
   * trigram index only narrows, every match is read from the table to confirm it, and no index hands the
   * matches out in the list's order.
   */
  matchedRowByRow: boolean;
}

/** A property name, or `id` standing for the key (refine's getMany sends `id=`). */
function resolveField(entity: EntitySchema, name: string): string | undefined {
  const properties = entityProperties(entity);
  if (Object.hasOwn(properties, name)) return name;
  if (name === 'id') return entity['x-key'];
  return undefined;
}

function splitOperator(entity: EntitySchema, param: string): { field?: string; operator: Operator } {
  const exact = resolveField(entity, param);
  if (exact) return { field: exact, operator: '' };
  const operator = OPERATORS.find((suffix) => param.endsWith(suffix));
  return operator ? { field: resolveField(entity, param.slice(0, -operator.length)), operator } : { operator: '' };
}

const DECIMAL = /^-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const INTEGER = /^-?\d+$/;
// A Map, not an object literal: `flag=constructor` must not find Object.prototype's members.
const BOOLEANS = new Map([
  ['true', true],
  ['false', false],
  ['1', true],
  ['0', false],
]);

/**
 * The filter value typed as its column takes it, or undefined when the column could not hold it:
 * the same rule as the body's (integers safe and within the column's range, flags 0/1, real calendar
 * dates with years 0001–9999), so no filter value reaches the database as a type error.
 */
function typedValue(property: PropertySchema, raw: string): unknown {
  const type = columnType(property);
  const range = integerRange(type);
  if (range) {
    const value = Number(raw);
    return INTEGER.test(raw) && Number.isSafeInteger(value) && value >= range.minimum && value <= range.maximum ? value : undefined;
  }
  if (type === 'numeric') return DECIMAL.test(raw) && Number.isFinite(Number(raw)) ? raw : undefined;
  if (type === 'boolean') return BOOLEANS.get(raw);
  if (type === 'date') return isCalendarDate(raw) ? raw : undefined;
  if (type === 'timestamptz') return isDateTime(raw) ? raw : undefined;
  return raw;
}

function list(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return [value].flat();
}

/** The list's search term: the first non-blank `q`, trimmed. */
export function searchTerm(query: QueryInput): string | undefined {
  return list(query.q)
    .find((value) => value.trim() !== '')
    ?.trim();
}

/** The entity's default order (`x-default-sort`, else the key). */
function defaultSort(entity: EntitySchema): SortTerm[] {
  const fallback = entity['x-default-sort'] ?? entity['x-key'];
  return [{ field: fallback.replace(/^-/, ''), direction: fallback.startsWith('-') ? 'DESC' : 'ASC' }];
}

function resolveSort(entity: EntitySchema, terms: SortTerm[], unknown: string[]): SortTerm[] {
  const sort: SortTerm[] = [];
  for (const term of terms) {
    const field = resolveField(entity, term.field);
    // A list has no order of its own: sorting by it is as unknown as sorting by a name the entity lacks.
    if (field && entity.properties[field]?.type !== 'array') sort.push({ field, direction: term.direction });
    else unknown.push(term.field);
  }
  // The key last makes pages stable when the sort columns tie; in the last term's direction, so an index
  // on (tenant, column, key) serves the order read forwards or backwards (indexes.ts).
  if (!sort.some((term) => term.field === entity['x-key'])) sort.push({ field: entity['x-key'], direction: sort.at(-1)?.direction ?? 'ASC' });
  return sort;
}

/** The conditions that bound `column` (ListQuery.bounds), each after an ` AND `, to narrow a read of its index. */
export const boundsOf = (query: ListQuery, column: string): string => (query.bounds.get(column) ?? []).map((condition) => ` AND ${condition}`).join('');

/** `ORDER BY` of sort terms (free text in the language's collation); PostgreSQL's defaults: NULLs last ascending, first descending. */
export function orderBy(entity: EntitySchema, sort: SortTerm[]): string {
  return sort.map((term) => `${sortColumn(entity, term.field)} ${term.direction}`).join(', ');
}

/**
 * Turns simple-rest list parameters into SQL over the registry's columns: `field=` (repeated = any of),
 * `field_ne`, `field_like` (case-insensitive contains; a list: some entry's text contains), `field_gte`,
 * `field_lte`, `q` (any text property or list entry contains), `changedSince` (saved at or after an instant, lists/changed-since.ts),
 * `_sort`/`_order` (comma lists), `_start`/`_end` (lists/page-params.ts). Unknown fields
 * -> 400 UNKNOWN_FIELD, values the column cannot hold -> 400 VALIDATION naming the parameter.
 * `paged: false` (the CSV export) answers every record: `_start`/`_end` are unknown there.
 */
export function buildListQuery(entity: EntitySchema, query: QueryInput, params: SqlParams, scope: ListScope, paged = true): ListQuery {
  const properties = entityProperties(entity);
  let tenant: string | undefined;
  const tenantParam = () => (tenant ??= params.add(scope.tenant));
  const conditions: string[] = [];
  const bounds = new Map<string, string[]>();
  const filteredBy = new Set<string>();
  const unknown: string[] = [];
  const invalid: FieldError[] = [];
  let keysAsked = 0;
  let matchedRowByRow = false;
  for (const [param, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (RESERVED.has(param)) {
      if (!paged && (param === '_start' || param === '_end')) unknown.push(param);
      continue;
    }
    const { field, operator } = splitOperator(entity, param);
    if (!field) {
      unknown.push(param);
      continue;
    }
    const column = quoteIdent(entity, field);
    const property = properties[field];
    filteredBy.add(field);
    const raws = list(value);
    if (operator === '_like') {
      // A reference's contains is decided among the referenced keys, then found through the column's index.
      matchedRowByRow ||= !property['x-ref'];
      for (const raw of raws) conditions.push(contains(entity, field, params.add(likePattern(raw)), { registry: scope.registry, tenant: tenantParam }));
      continue;
    }
    // A list is filtered by what its entries contain (`_like`) only.
    if (property.type === 'array') {
      unknown.push(param);
      continue;
    }
    const values = raws.map((raw) => typedValue(property, raw));
    if (values.some((typed) => typed === undefined)) {
      invalid.push({ field: param, rule: 'type', messageKey: typeMessageKey(property) });
      continue;
    }
    if (operator === '' && field === entity['x-key']) keysAsked += values.length;
    if (operator === '_ne') for (const typed of values) conditions.push(`${column} IS DISTINCT FROM ${params.add(typed)}`);
    const bounding: string[] = [];
    if (operator === '') bounding.push(`${column} IN (${values.map((typed) => params.add(typed)).join(', ')})`);
    if (operator === '_gte') for (const typed of values) bounding.push(`${column} >= ${params.add(typed)}`);
    if (operator === '_lte') for (const typed of values) bounding.push(`${column} <= ${params.add(typed)}`);
    conditions.push(...bounding);
    bounds.set(field, [...(bounds.get(field) ?? []), ...bounding]);
  }
  const changedSince = readChangedSince(query);
  // The server column, unqualified like the properties: the record source is the table or its active versions.
  if (changedSince !== undefined) {
    conditions.push(`updated_at >= ${params.add(changedSince)}::timestamptz`);
    filteredBy.add('updated_at');
  }
  const term = searchTerm(query);
  if (term) {
    const part = scope.indexedPart?.(term) ?? term;
    conditions.push(searchCondition(entity, params.add(likePattern(term)), term, part === term ? undefined : params.add(likePattern(part))));
    for (const name of searchedColumns(entity)) filteredBy.add(name);
    matchedRowByRow = true;
  }
  const sort = resolveSort(entity, readSort(query, invalid, defaultSort(entity)), unknown);
  const page = paged ? readPage(query, invalid, keysAsked) : { offset: 0, limit: 0 };
  if (unknown.length) throw errors.unknownField(unknown);
  if (invalid.length) throw errors.validation(invalid);
  return { where: conditions.length ? conditions.join(' AND ') : UNFILTERED, bounds, filteredBy, sort, page, matchedRowByRow };
}
