import type { EntitySchema, PropertySchema } from '../../shared/registry';
import { errors } from '../errors';
import { entityProperties, isText } from './columns';
import type { SqlParams } from './sql-params';
import { quoteIdent } from './sql-names';
import { typeMessageKey, type FieldError } from './validation';

/** Query parameters that are not filters (simple-rest names, plus `_columns` of the CSV export). */
const RESERVED = new Set(['_start', '_end', '_sort', '_order', 'q', '_columns']);
const OPERATORS = ['_ne', '_like', '_gte', '_lte'] as const;
type Operator = (typeof OPERATORS)[number] | '';

export type QueryInput = Record<string, string | string[] | undefined>;

export interface ListQuery {
  /** SQL condition over the record source (always valid: `true` when there are no filters). */
  where: string;
  orderBy: string;
  limit?: number;
  offset: number;
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

/** The filter value typed as the column expects it, or undefined when it cannot be one. */
function typedValue(property: PropertySchema, raw: string): unknown {
  if (property.type === 'number' || property.type === 'integer') {
    const value = Number(raw);
    return raw.trim() !== '' && Number.isFinite(value) ? value : undefined;
  }
  if (property.type === 'boolean') return { true: true, false: false, 1: true, 0: false }[raw];
  if (property.format === 'date') return /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : undefined;
  if (property.format === 'date-time') return Number.isNaN(Date.parse(raw)) ? undefined : raw;
  return raw;
}

export function likePattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function list(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return [value].flat();
}

function nonNegativeInteger(value: string | string[] | undefined): number | undefined {
  const number = Number(list(value)[0]);
  return Number.isInteger(number) && number >= 0 ? number : undefined;
}

function orderBy(entity: EntitySchema, query: QueryInput, unknown: string[]): string {
  const fields = list(query._sort).flatMap((value) => value.split(',')).filter(Boolean);
  const orders = list(query._order).flatMap((value) => value.split(','));
  const fallback = entity['x-default-sort'] ?? entity['x-key'];
  const terms: [string, 'ASC' | 'DESC'][] = fields.length
    ? fields.map((name, index) => [name, orders[index]?.toLowerCase() === 'desc' ? 'DESC' : 'ASC'])
    : [[fallback.replace(/^-/, ''), fallback.startsWith('-') ? 'DESC' : 'ASC']];
  const sql: string[] = [];
  for (const [name, direction] of terms) {
    const field = resolveField(entity, name);
    if (field) sql.push(`${quoteIdent(entity, field)} ${direction}`);
    else unknown.push(name);
  }
  // The key last makes pages stable when the sort columns tie.
  const key = quoteIdent(entity, entity['x-key']);
  if (!sql.some((term) => term.startsWith(`${key} `))) sql.push(`${key} ASC`);
  return sql.join(', ');
}

/**
 * Turns simple-rest list parameters into SQL over the registry's columns: `field=` (repeated = any of),
 * `field_ne`, `field_like` (case-insensitive contains), `field_gte`, `field_lte`, `q` (any text property
 * contains), `_sort`/`_order` (comma lists), `_start`/`_end`. Unknown fields -> 400 UNKNOWN_FIELD,
 * values that cannot have the column's type -> 400 VALIDATION.
 */
export function buildListQuery(entity: EntitySchema, query: QueryInput, params: SqlParams): ListQuery {
  const properties = entityProperties(entity);
  const conditions: string[] = [];
  const unknown: string[] = [];
  const invalid: FieldError[] = [];
  for (const [param, value] of Object.entries(query)) {
    if (RESERVED.has(param) || value === undefined) continue;
    const { field, operator } = splitOperator(entity, param);
    if (!field) {
      unknown.push(param);
      continue;
    }
    const column = quoteIdent(entity, field);
    const property = properties[field];
    const raws = list(value);
    if (operator === '_like') {
      for (const raw of raws) conditions.push(`${column}::text ILIKE ${params.add(likePattern(raw))}`);
      continue;
    }
    const values = raws.map((raw) => typedValue(property, raw));
    if (values.some((typed) => typed === undefined)) {
      invalid.push({ field: param, rule: 'type', messageKey: typeMessageKey(property) });
      continue;
    }
    if (operator === '') conditions.push(`${column} IN (${values.map((typed) => params.add(typed)).join(', ')})`);
    if (operator === '_ne') for (const typed of values) conditions.push(`${column} IS DISTINCT FROM ${params.add(typed)}`);
    if (operator === '_gte') for (const typed of values) conditions.push(`${column} >= ${params.add(typed)}`);
    if (operator === '_lte') for (const typed of values) conditions.push(`${column} <= ${params.add(typed)}`);
  }
  const search = list(query.q).find((value) => value.trim() !== '');
  if (search) {
    const texts = Object.entries(properties).filter(([, property]) => isText(property)).map(([name]) => name);
    const searched = texts.length ? texts : [entity['x-key']];
    const pattern = params.add(likePattern(search.trim()));
    conditions.push(`(${searched.map((name) => `${quoteIdent(entity, name)}::text ILIKE ${pattern}`).join(' OR ')})`);
  }
  const order = orderBy(entity, query, unknown);
  if (unknown.length) throw errors.unknownField(unknown);
  if (invalid.length) throw errors.validation(invalid);
  const offset = nonNegativeInteger(query._start) ?? 0;
  const end = nonNegativeInteger(query._end);
  return {
    where: conditions.length ? conditions.join(' AND ') : 'true',
    orderBy: order,
    offset,
    limit: end === undefined ? undefined : Math.max(0, end - offset),
  };
}
