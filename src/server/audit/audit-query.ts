import { errors } from '../errors';
import { SqlParams } from '../resources/sql-params';
import { likePattern, type QueryInput } from '../resources/list-query';

/** Filter parameters of GET /audit-log and the SQL condition each stands for. */
const FILTERS: Record<string, (param: string) => string> = {
  entity: (param) => `entity = ${param}`,
  action: (param) => `action = ${param}`,
  entity_key_like: (param) => `entity_key ILIKE ${param} ESCAPE '\\'`,
  key_like: (param) => `entity_key ILIKE ${param} ESCAPE '\\'`,
  user_like: (param) => `user_login ILIKE ${param} ESCAPE '\\'`,
  at_gte: (param) => `at >= ${param}::timestamptz`,
  at_lte: (param) => `at <= ${param}::timestamptz`,
};
const PAGING = new Set(['_start', '_end', '_sort', '_order']);
/** Newest first is the only order: `_sort=at` (refine's default sorter) may name it. */
const SORTABLE = new Set(['at']);

export interface AuditQuery {
  where: string;
  order: 'ASC' | 'DESC';
  limit?: number;
  offset: number;
  params: SqlParams;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function nonNegativeInteger(value: string | undefined): number | undefined {
  const number = Number(value);
  return value !== undefined && Number.isInteger(number) && number >= 0 ? number : undefined;
}

/** Simple-rest query of the audit log for one tenant; unknown parameter names answer 400 UNKNOWN_FIELD. */
export function buildAuditQuery(tenant: string, query: QueryInput): AuditQuery {
  const params = new SqlParams();
  const conditions = [`tenant = ${params.add(tenant)}`];
  const unknown: string[] = [];
  for (const [name, raw] of Object.entries(query)) {
    const value = first(raw);
    if (PAGING.has(name) || value === undefined) continue;
    // Own keys only: `constructor` or `__proto__` must not find Object.prototype's members.
    const filter = Object.hasOwn(FILTERS, name) ? FILTERS[name] : undefined;
    if (!filter) {
      unknown.push(name);
      continue;
    }
    if ((name === 'at_gte' || name === 'at_lte') && Number.isNaN(Date.parse(value))) {
      throw errors.validation([{ field: name, rule: 'format', messageKey: 'validation.date' }]);
    }
    conditions.push(filter(params.add(name.endsWith('_like') ? likePattern(value) : value)));
  }
  const sort = first(query._sort);
  if (sort !== undefined && !SORTABLE.has(sort)) unknown.push(sort);
  if (unknown.length) throw errors.unknownField(unknown);
  const start = nonNegativeInteger(first(query._start)) ?? 0;
  const end = nonNegativeInteger(first(query._end));
  return {
    where: conditions.join(' AND '),
    order: first(query._order)?.toLowerCase() === 'asc' ? 'ASC' : 'DESC',
    limit: end === undefined ? undefined : Math.max(0, end - start),
    offset: start,
    params,
  };
}
