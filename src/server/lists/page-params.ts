import type { FastifyReply } from 'fastify';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../shared/paging';
import { ApiError, errors } from '../errors';
import type { FieldError } from '../resources/validation';

/** A request's query string as Fastify parses it (repeated names become arrays). */
export type QueryInput = Record<string, string | string[] | undefined>;

export interface Page {
  offset: number;
  limit: number;
}

export type Direction = 'ASC' | 'DESC';

export interface SortTerm {
  field: string;
  direction: Direction;
}

/** The parameters this file reads: no list route takes them as filters. */
export const PAGE_PARAMS = ['_start', '_end', '_sort', '_order'] as const;

/** OpenAPI description of the paging parameters (the parser below checks them). */
export const PAGE_QUERYSTRING = {
  _start: { type: 'string', description: 'offset of the first record (default 0)' },
  _end: {
    type: 'string',
    description: `offset after the last record; at most ${MAX_PAGE_SIZE} records per page, ${DEFAULT_PAGE_SIZE} when _end is left out`,
  },
} as const;

export const SORT_QUERYSTRING = {
  _sort: { type: 'string', description: 'comma list of properties' },
  _order: { type: 'string', description: 'comma list of asc|desc, one per _sort entry' },
} as const;

const pageTooLarge = () =>
  new ApiError(400, 'PAGE_TOO_LARGE', `A list answers at most ${MAX_PAGE_SIZE} records per request (_end - _start).`, { maxPageSize: MAX_PAGE_SIZE });

/** The one value of a parameter; a repeated parameter is an error. */
function single(query: QueryInput, name: string, invalid: FieldError[]): string | undefined {
  const value = query[name];
  if (!Array.isArray(value)) return value;
  invalid.push({ field: name, rule: 'type', messageKey: 'validation.invalid' });
  return undefined;
}

function offsetParam(query: QueryInput, name: '_start' | '_end', invalid: FieldError[]): number | undefined {
  const raw = single(query, name, invalid);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (/^[0-9]+$/.test(raw) && Number.isSafeInteger(value)) return value;
  invalid.push({ field: name, rule: 'type', messageKey: 'validation.number' });
  return undefined;
}

/**
 * `_start`/`_end` as a page: both non-negative integers, `_end` not before `_start`, at most
 * MAX_PAGE_SIZE records. Without `_end` the page is DEFAULT_PAGE_SIZE records, or `covers` when the
 * request names that many records by key (refine's getMany sends `id=a&id=b` without a page), so such
 * a request is never cut short.
 */
export function readPage(query: QueryInput, invalid: FieldError[], covers = 0): Page {
  const start = offsetParam(query, '_start', invalid) ?? 0;
  const end = offsetParam(query, '_end', invalid);
  if (end === undefined) {
    if (covers > MAX_PAGE_SIZE) throw pageTooLarge();
    return { offset: start, limit: Math.max(DEFAULT_PAGE_SIZE, covers) };
  }
  if (end < start) invalid.push({ field: '_end', rule: 'minimum', messageKey: 'validation.number' });
  if (end - start > MAX_PAGE_SIZE) throw pageTooLarge();
  return { offset: start, limit: Math.max(0, end - start) };
}

// A Map, not an object literal: `_order=constructor` must not find Object.prototype's members.
const DIRECTIONS = new Map<string, Direction>([
  ['asc', 'ASC'],
  ['desc', 'DESC'],
]);

const commaList = (value: string | undefined) => (value === undefined ? [] : value.split(',').map((part) => part.trim()));

/**
 * `_sort`/`_order` as sort terms (field names unchecked: the route knows its fields). `_order` takes
 * asc or desc (any case), one per `_sort` entry, missing ones ascending; without `_sort` one `_order`
 * sets the direction of the route's own order (`fallback`).
 */
export function readSort(query: QueryInput, invalid: FieldError[], fallback: SortTerm[]): SortTerm[] {
  const fields = commaList(single(query, '_sort', invalid)).filter(Boolean);
  const orders = commaList(single(query, '_order', invalid));
  const directions = orders.map((order) => DIRECTIONS.get(order.toLowerCase()));
  const terms = fields.length ? fields.map((field) => ({ field, direction: 'ASC' as Direction })) : fallback.map((term) => ({ ...term }));
  if (directions.some((direction) => direction === undefined) || directions.length > Math.max(fields.length, 1)) {
    invalid.push({ field: '_order', rule: 'enum', messageKey: 'validation.enum' });
    return terms;
  }
  directions.forEach((direction, index) => terms[index] && (terms[index].direction = direction!));
  return terms;
}

/**
 * The page of a list with a fixed order (inbox, users, tenants, list configurations): `_sort`/`_order`
 * answer 400 UNKNOWN_FIELD there instead of being ignored.
 */
export function fixedOrderPage(query: QueryInput): Page {
  const invalid: FieldError[] = [];
  const page = readPage(query, invalid);
  if (invalid.length) throw errors.validation(invalid);
  const sorting = (['_sort', '_order'] as const).filter((name) => query[name] !== undefined);
  if (sorting.length) throw errors.unknownField(sorting);
  return page;
}

/** The total of the whole list, which refine's simple-rest provider reads for its pager. */
export function setTotalCount(reply: FastifyReply, total: number): void {
  reply.header('x-total-count', String(total)).header('access-control-expose-headers', 'x-total-count');
}
