import { IMPORT_VIEW_KEY } from '../../shared/imports/api';
import { scopeAllows } from '../../shared/api-tokens';
import { can, keyPermission } from '../../shared/permissions';
import type { TenantConfig } from '../../shared/visibility';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db';
import { errors } from '../errors';

/**
 * The menu keys a row of `tenants` shows: its visible_routes, and the import view when it has import types
 * (its users import those files there), so no administrator has to switch the view on besides.
 */
export const SHOWN_ROUTES_SQL = `CASE WHEN tenants.visible_import_types <> '[]'::jsonb AND NOT tenants.visible_routes ? '${IMPORT_VIEW_KEY}'
  THEN tenants.visible_routes || '["${IMPORT_VIEW_KEY}"]'::jsonb ELSE tenants.visible_routes END`;

/**
 * The menu keys the request's tenant shows: those read with the request's session (plugins/auth.ts), the same
 * moment's configuration, else read now (one primary-key lookup, so a changed configuration applies at once on
 * every node).
 */
export async function shownKeys(db: Queryable, request: Pick<FastifyRequest, 'tenant' | 'tenantRoutes'>): Promise<readonly string[]> {
  const read = request.tenantRoutes;
  if (read?.tenant === request.tenant && Array.isArray(read.routes)) return read.routes as string[];
  const { rows } = await db.query<{ shown: string[] }>(`SELECT ${SHOWN_ROUTES_SQL} AS shown FROM tenants WHERE name = $1`, [request.tenant]);
  return rows[0]?.shown ?? [];
}

const READING_METHODS = new Set(['GET', 'HEAD']);

/** What of a request the visibility check reads. */
export type VisibilityRequest = Pick<FastifyRequest, 'tenant' | 'tenantRoutes' | 'user' | 'apiToken' | 'method' | 'tokenScopesChecked'>;

/**
 * An API token's scopes must cover every key: `read` for GET and HEAD, `write` for the rest. The check marks
 * the request, so a route that checks no key is closed to tokens (plugins/auth.ts).
 */
function assertTokenScopes(request: Pick<FastifyRequest, 'apiToken' | 'method' | 'tokenScopesChecked'>, keys: string[]): void {
  const token = request.apiToken;
  if (!token) return;
  const needed = READING_METHODS.has(request.method) ? 'read' : 'write';
  if (!keys.every((key) => scopeAllows(Object.hasOwn(token.scopes, key) ? token.scopes[key] : undefined, needed))) throw errors.tokenScope();
  request.tokenScopesChecked = true;
}

/**
 * 403 RESOURCE_FORBIDDEN unless the request's tenant shows every key (shownKeys) and the user's role holds the permission a
 * key needs besides (keyPermission); 403 TOKEN_SCOPE when an API token's scopes do not cover them.
 */
export async function assertVisible(db: Queryable, request: VisibilityRequest, ...visibilityKeys: string[]): Promise<void> {
  const shown = await shownKeys(db, request);
  if (!visibilityKeys.every((key) => shown.includes(key))) throw errors.resourceForbidden();
  const permitted = visibilityKeys.every((key) => {
    const permission = keyPermission(key);
    return !permission || can(request.user, request.tenant, permission);
  });
  if (!permitted) throw errors.resourceForbidden();
  assertTokenScopes(request, visibilityKeys);
}

/** The tenant's menu and import visibility, company name and time zone (docs/domain-rules.md#tenant-visibility-of-menus); undefined for no such tenant. */
export async function readTenantConfig(db: Queryable, tenant: string): Promise<Omit<TenantConfig, 'today'> | undefined> {
  const { rows } = await db.query<Omit<TenantConfig, 'today'>>(
    `SELECT name AS tenant, display_name AS "displayName", ${SHOWN_ROUTES_SQL} AS "visibleRoutes", visible_import_types AS "visibleImportTypes",
            time_zone AS "timeZone" FROM tenants WHERE name = $1`,
    [tenant],
  );
  return rows[0];
}
