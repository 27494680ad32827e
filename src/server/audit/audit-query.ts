import { isDateTime } from '../../shared/calendar';
import { errors } from '../errors';
import { PAGE_PARAMS, readPage, readSort, type Direction, type Page, type QueryInput } from '../lists/page-params';
import { likePattern } from '../resources/text-search';
import { SqlParams } from '../resources/sql-params';
import type { FieldError } from '../resources/validation';

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
const PAGING = new Set<string>(PAGE_PARAMS);
/** The only order is by time, newest first unless `_order=asc`; `_sort=at` (refine's default sorter) may name it. */
const SORTABLE = new Set(['at']);

export interface AuditQuery {
  where: string;
  order: Direction;
  page: Page;
  params: SqlParams;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Simple-rest query of the audit log for one tenant; unknown parameter names answer 400 UNKNOWN_FIELD. */
export function buildAuditQuery(tenant: string, query: QueryInput): AuditQuery {
  const params = new SqlParams();
  const conditions = [`tenant = ${params.add(tenant)}`];
  const unknown: string[] = [];
  const invalid: FieldError[] = [];
  for (const [name, raw] of Object.entries(query)) {
    const value = first(raw);
    if (PAGING.has(name) || value === undefined) continue;
    // Own keys only: `constructor` or `__proto__` must not find Object.prototype's members.
    const filter = Object.hasOwn(FILTERS, name) ? FILTERS[name] : undefined;
    if (!filter) {
      unknown.push(name);
      continue;
    }
    if ((name === 'at_gte' || name === 'at_lte') && !isDateTime(value)) {
      invalid.push({ field: name, rule: 'format', messageKey: 'validation.date' });
      continue;
    }
    conditions.push(filter(params.add(name.endsWith('_like') ? likePattern(value) : value)));
  }
  const sort = readSort(query, invalid, [{ field: 'at', direction: 'DESC' }]);
  unknown.push(...sort.filter((term) => !SORTABLE.has(term.field)).map((term) => term.field));
  const page = readPage(query, invalid);
  if (unknown.length) throw errors.unknownField(unknown);
  if (invalid.length) throw errors.validation(invalid);
  return { where: conditions.join(' AND '), order: sort[0].direction, page, params };
}
