import { isDateTime } from '../../shared/calendar';
import { errors } from '../errors';
import { likePattern } from '../resources/text-search';
import type { SqlParams } from '../resources/sql-params';
import type { FieldError } from '../resources/validation';
import { PAGE_PARAMS, PAGE_QUERYSTRING, readPage, readSort, SORT_QUERYSTRING, type Page, type QueryInput, type SortTerm } from './page-params';

/** A filter of a column, by its simple-rest suffix: equals (repeated: any of), contains, at least, at most. */
export type ColumnFilter = '' | '_like' | '_gte' | '_lte';

/** One column of a list that is no registry entity (users, tenants, audit log): what it filters and sorts by. */
export interface ListColumn {
  /** SQL expression over the list's rows. */
  sql: string;
  /** How a filter value is read: free text, a flag (true/false, 1/0), an ISO date-time, or one of fixed values. */
  type: 'text' | 'boolean' | 'dateTime' | readonly string[];
  filters: readonly ColumnFilter[];
  sortable?: boolean;
  /** Text that `column=` matches regardless of case (logins). */
  caseless?: boolean;
}

/** A list's columns by parameter name, the columns `q` searches, and its order without `_sort`. */
export interface ColumnList {
  columns: Record<string, ListColumn>;
  search: readonly string[];
  defaultSort: SortTerm[];
  /** A unique expression after the sort terms, so pages do not overlap when the sorted columns tie. */
  tiebreaker: string;
}

export interface ColumnListQuery {
  /** SQL condition (`true` without filters). */
  where: string;
  /** `ORDER BY` list, ending with the tiebreaker in the last term's direction. */
  orderBy: string;
  page: Page;
}

const OPERATORS: readonly ColumnFilter[] = ['_like', '_gte', '_lte'];
// A Map, not an object literal: `locked=constructor` must not find Object.prototype's members.
const BOOLEANS = new Map([
  ['true', true],
  ['false', false],
  ['1', true],
  ['0', false],
]);

function splitParam(list: ColumnList, param: string): { column?: ListColumn; filter: ColumnFilter } {
  const exact = Object.hasOwn(list.columns, param) ? list.columns[param] : undefined;
  if (exact) return { column: exact, filter: '' };
  const filter = OPERATORS.find((suffix) => param.endsWith(suffix)) ?? '';
  const name = param.slice(0, param.length - filter.length);
  return { column: filter && Object.hasOwn(list.columns, name) ? list.columns[name] : undefined, filter };
}

/** The value as its column compares it, or undefined with the message key of what it should have been. */
function typed(column: ListColumn, filter: ColumnFilter, raw: string): { value?: unknown; messageKey?: string } {
  if (filter === '_like') return { value: likePattern(raw) };
  if (column.type === 'boolean') return BOOLEANS.has(raw) ? { value: BOOLEANS.get(raw) } : { messageKey: 'validation.invalid' };
  if (column.type === 'dateTime') return isDateTime(raw) ? { value: raw } : { messageKey: 'validation.date' };
  if (column.type === 'text') return { value: raw };
  return column.type.includes(raw) ? { value: raw } : { messageKey: 'validation.enum' };
}

function condition(column: ListColumn, filter: ColumnFilter, placeholders: string[]): string {
  const cast = column.type === 'dateTime' ? '::timestamptz' : '';
  if (filter === '_like') return placeholders.map((placeholder) => `${column.sql} ILIKE ${placeholder} ESCAPE '\\'`).join(' AND ');
  if (filter === '_gte') return placeholders.map((placeholder) => `${column.sql} >= ${placeholder}${cast}`).join(' AND ');
  if (filter === '_lte') return placeholders.map((placeholder) => `${column.sql} <= ${placeholder}${cast}`).join(' AND ');
  if (column.caseless) return `lower(${column.sql}) IN (${placeholders.map((placeholder) => `lower(${placeholder})`).join(', ')})`;
  return `${column.sql} IN (${placeholders.map((placeholder) => `${placeholder}${cast}`).join(', ')})`;
}

/**
 * The simple-rest list parameters of a column list, as the entity lists take them (resources/list-query.ts):
 * `column=` (repeated: any of), `column_like`, `column_gte`, `column_lte` where the column offers them, `q`
 * (some searched column contains it), `_sort`/`_order`, `_start`/`_end`. `own` names the parameters the
 * route reads itself. Unknown names answer 400 UNKNOWN_FIELD, values a column cannot hold 400 VALIDATION
 * naming the parameter.
 */
export function buildColumnListQuery(list: ColumnList, query: QueryInput, params: SqlParams, own: readonly string[] = []): ColumnListQuery {
  const conditions: string[] = [];
  const unknown: string[] = [];
  const invalid: FieldError[] = [];
  for (const [param, value] of Object.entries(query)) {
    if (value === undefined || param === 'q' || own.includes(param) || (PAGE_PARAMS as readonly string[]).includes(param)) continue;
    const { column, filter } = splitParam(list, param);
    if (!column?.filters.includes(filter)) {
      unknown.push(param);
      continue;
    }
    const values = [value].flat().map((raw) => typed(column, filter, raw));
    const refused = values.find((entry) => entry.messageKey);
    if (refused) invalid.push({ field: param, rule: 'type', messageKey: refused.messageKey! });
    else
      conditions.push(
        condition(
          column,
          filter,
          values.map((entry) => params.add(entry.value)),
        ),
      );
  }
  const search = [query.q ?? []].flat().find((text) => text.trim() !== '');
  if (search) {
    const pattern = params.add(likePattern(search.trim()));
    conditions.push(`(${list.search.map((name) => `${list.columns[name].sql} ILIKE ${pattern} ESCAPE '\\'`).join(' OR ')})`);
  }
  const sort = readSort(query, invalid, list.defaultSort);
  unknown.push(...sort.filter((term) => !(Object.hasOwn(list.columns, term.field) && list.columns[term.field].sortable)).map((term) => term.field));
  const page = readPage(query, invalid);
  if (unknown.length) throw errors.unknownField(unknown);
  if (invalid.length) throw errors.validation(invalid);
  const orderBy = [...sort.map((term) => `${list.columns[term.field].sql} ${term.direction}`), `${list.tiebreaker} ${sort.at(-1)!.direction}`].join(', ');
  return { where: conditions.length ? conditions.join(' AND ') : 'true', orderBy, page };
}

/** OpenAPI description of a column list's parameters: paging, sort, `q` and each column's filters. */
export function columnListQuerystring(list: ColumnList) {
  const filters = Object.entries(list.columns).flatMap(([name, column]) =>
    column.filters.map((filter) => {
      const caseless = column.caseless && filter === '' ? ', case-insensitive' : '';
      return [`${name}${filter}`, { description: `${FILTER_TEXT[filter]} ${typeText(column.type)}${caseless}` }] as const;
    }),
  );
  return {
    ...PAGE_QUERYSTRING,
    ...SORT_QUERYSTRING,
    q: { type: 'string', description: `case-insensitive search in ${list.search.join(', ')}` },
    ...Object.fromEntries(filters),
  };
}

const FILTER_TEXT: Record<ColumnFilter, string> = {
  '': 'equals (repeated: any of)',
  _like: 'contains, case-insensitive:',
  _gte: 'at least',
  _lte: 'at most',
};

const TYPE_TEXT = { text: 'text', boolean: 'true or false (1 or 0)', dateTime: 'an ISO date-time' } as const;

function typeText(type: ListColumn['type']): string {
  return typeof type === 'string' ? TYPE_TEXT[type] : `one of ${type.join(', ')}`;
}
