import { AUDIT_ACTIONS } from '../../shared/audit/actions';
import { buildColumnListQuery, type ColumnList, type ColumnListQuery } from '../lists/column-list';
import type { QueryInput } from '../lists/page-params';
import { SqlParams } from '../resources/sql-params';

/** GET /audit-log's filters; the only order is by time, newest first unless `_order=asc` (`_sort=at`, refine's default sorter, may name it). */
export const AUDIT_LOG_LIST: ColumnList = {
  columns: {
    entity: { sql: 'entity', type: 'text', filters: [''] },
    action: { sql: 'action', type: AUDIT_ACTIONS, filters: [''] },
    key: { sql: 'entity_key', type: 'text', filters: ['_like'] },
    entity_key: { sql: 'entity_key', type: 'text', filters: ['_like'] },
    user: { sql: 'user_login', type: 'text', filters: ['_like'] },
    at: { sql: 'at', type: 'dateTime', filters: ['_gte', '_lte'], sortable: true },
  },
  search: ['entity_key', 'user'],
  defaultSort: [{ field: 'at', direction: 'DESC' }],
  tiebreaker: 'id',
};

export interface AuditQuery extends ColumnListQuery {
  params: SqlParams;
}

/** Simple-rest query of the audit log for one tenant (lists/column-list.ts). */
export function buildAuditQuery(tenant: string, query: QueryInput): AuditQuery {
  const params = new SqlParams();
  const list = buildColumnListQuery(AUDIT_LOG_LIST, query, params);
  return { ...list, where: `tenant = ${params.add(tenant)} AND ${list.where}`, params };
}
