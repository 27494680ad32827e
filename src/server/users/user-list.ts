import { ADMIN_USER_ROLES } from '../../shared/user-admin';
import { buildColumnListQuery, type ColumnList, type ColumnListQuery } from '../lists/column-list';
import type { QueryInput } from '../lists/page-params';
import type { SqlParams } from '../resources/sql-params';

/**
 * GET /users' columns over `users u` for the users listed in one tenant (`tenant`: its placeholder, NULL
 * for every tenant). The role is the one toAdminUser shows: system administrator, else administrator of
 * the listed tenant (of any tenant when all are listed), else user.
 */
export function userList(tenant: string): ColumnList {
  const tenantAdmin = `EXISTS (SELECT 1 FROM user_tenants a WHERE a.user_id = u.id AND a.adminflag AND (${tenant}::text IS NULL OR a.tenant = ${tenant}))`;
  return {
    columns: {
      login: { sql: 'u.login', type: 'text', filters: ['', '_like'], sortable: true, caseless: true },
      firstname: { sql: 'u.firstname', type: 'text', filters: ['_like'], sortable: true },
      lastname: { sql: 'u.lastname', type: 'text', filters: ['_like'], sortable: true },
      name: { sql: `(u.firstname || ' ' || u.lastname)`, type: 'text', filters: ['_like'] },
      role: {
        sql: `(CASE WHEN u.adminflag THEN 'systemAdministrator' WHEN ${tenantAdmin} THEN 'tenantAdministrator' ELSE 'user' END)`,
        type: ADMIN_USER_ROLES,
        filters: [''],
        sortable: true,
      },
      locked: { sql: 'u.locked', type: 'boolean', filters: [''], sortable: true },
      lastLoginAt: { sql: 'u.last_login_at', type: 'dateTime', filters: ['_gte', '_lte'], sortable: true },
    },
    search: ['login', 'name'],
    defaultSort: [{ field: 'login', direction: 'ASC' }],
    tiebreaker: 'u.id',
  };
}

/** The `tenant` parameter of GET /users names the tenant listed; the route reads it. */
export const USER_LIST_OWN_PARAMS = ['tenant'] as const;

/** The users of `tenant` (undefined: every tenant's) that GET /users' parameters select. */
export function buildUserListQuery(tenant: string | undefined, query: QueryInput, params: SqlParams): ColumnListQuery {
  const placeholder = params.add(tenant ?? null);
  const list = buildColumnListQuery(userList(placeholder), query, params, USER_LIST_OWN_PARAMS);
  const member = `(${placeholder}::text IS NULL OR EXISTS (SELECT 1 FROM user_tenants t WHERE t.user_id = u.id AND t.tenant = ${placeholder}))`;
  return { ...list, where: `${member} AND ${list.where}` };
}
