import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeTenant } from '../../../shared/login';
import { allVisibilityKeys } from '../../../shared/navigation';
import { can } from '../../../shared/permissions';
import type { UserInfo } from '../../../shared/user';
import type { AdminTenant } from '../../../shared/user-admin';
import { errors } from '../../errors';
import { buildColumnListQuery, columnListQuerystring, type ColumnList } from '../../lists/column-list';
import { setTotalCount, type QueryInput } from '../../lists/page-params';
import type { Queryable } from '../../db/db';
import { writeAudit } from '../../resources/audit';
import { SqlParams } from '../../resources/sql-params';
import { adminErrors } from '../../users/admin-errors';
import { adminOnly, requirePermission } from '../../users/authorize';
import { canonicalTimeZone } from '../../../shared/time-zone';
import { rememberTimeZone } from '../../time/tenant-day';

const SELECT = `SELECT name, display_name AS "displayName", visible_routes AS "visibleRoutes",
                       visible_import_types AS "visibleImportTypes", time_zone AS "timeZone" FROM tenants`;
const displayName = { type: 'string', minLength: 1, maxLength: 200 } as const;

/** GET /tenants' filters and orders. */
const TENANT_LIST: ColumnList = {
  columns: {
    name: { sql: 'name', type: 'text', filters: ['', '_like'], sortable: true },
    displayName: { sql: 'display_name', type: 'text', filters: ['_like'], sortable: true },
  },
  search: ['name', 'displayName'],
  defaultSort: [{ field: 'name', direction: 'ASC' }],
  tiebreaker: 'name',
};
const keys = { type: 'array', maxItems: 500, items: { type: 'string', maxLength: 100 } } as const;
// Checked by checkedTimeZone, so every bad zone gets the same answer.
const timeZone = { type: 'string', description: 'IANA time zone of the business day, e.g. America/Edmonton' } as const;

interface UpdateBody {
  displayName?: string;
  visibleRoutes?: string[];
  visibleImportTypes?: string[];
  timeZone?: string;
}

async function findTenant(db: Queryable, name: string): Promise<AdminTenant | undefined> {
  return (await db.query<AdminTenant>(`${SELECT} WHERE name = $1`, [name])).rows[0];
}

/** Tenant management depends on no current tenant: the permission is the system admin's anywhere. */
function requireTenantManager(request: FastifyRequest): void {
  requirePermission(request.user, '', 'tenants.manage');
}

/**
 * The tenants a user may see in tenant management: every one for a system administrator (null), else
 * those in which their role holds tenants.view (a tenant admin sees the tenants they administer).
 */
function viewableTenants(user: UserInfo): string[] | null {
  if (can(user, '', 'tenants.view')) return null;
  const names = user.tenants.filter((entry) => can(user, entry.tenant, 'tenants.view')).map((entry) => normalizeTenant(entry.tenant));
  if (names.length === 0) throw adminOnly();
  return names;
}

/** The canonical id of the zone a PATCH names (a link such as Canada/Mountain is stored as its target); 400 for an unknown one. */
function checkedTimeZone(zone: string | undefined): string | null {
  if (zone === undefined) return null;
  const canonical = canonicalTimeZone(zone);
  if (!canonical) throw adminErrors.unknownTimeZone(zone);
  return canonical;
}

/**
 * Tenant management: list (admins, each the tenants they may see); create, rename, menu and import
 * visibility, time zone (system administrators).
 */
export default async function tenantRoutes(app: FastifyInstance) {
  const routeKeys = new Set(allVisibilityKeys(app.registry));
  const importKeys = new Set(app.registry.imports.keys());

  app.get<{ Querystring: QueryInput }>(
    '/tenants',
    { config: { auth: true }, schema: { querystring: { type: 'object', properties: columnListQuerystring(TENANT_LIST) } } },
    async (request, reply): Promise<AdminTenant[]> => {
      const names = viewableTenants(request.user);
      const params = new SqlParams();
      // NULL: every tenant; else only the named ones.
      const scope = params.add(names === null ? null : JSON.stringify(names));
      const query = buildColumnListQuery(TENANT_LIST, request.query, params);
      const where = `(${scope}::jsonb IS NULL OR ${scope}::jsonb ? name) AND ${query.where}`;
      // Safe integers checked by readPage.
      const page = `LIMIT ${query.page.limit} OFFSET ${query.page.offset}`;
      const [{ rows }, count] = await Promise.all([
        app.db.query<AdminTenant>(`${SELECT} WHERE ${where} ORDER BY ${query.orderBy} ${page}`, params.values),
        app.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM tenants WHERE ${where}`, params.values),
      ]);
      setTotalCount(reply, count.rows[0].total);
      return rows;
    },
  );

  app.post<{ Body: { name: string; displayName: string } }>(
    '/tenants',
    {
      config: { auth: true },
      schema: {
        body: {
          type: 'object',
          required: ['name', 'displayName'],
          properties: { name: { type: 'string', pattern: '^\\s*[A-Za-z0-9_-]{1,60}\\s*$' }, displayName },
        },
      },
    },
    async (request, reply) => {
      requireTenantManager(request);
      const name = normalizeTenant(request.body.name);
      if (await findTenant(app.db, name)) throw adminErrors.tenantExists();
      const created = await app.db.transaction(async (tx) => {
        await tx.query('INSERT INTO tenants (name, display_name) VALUES ($1, $2)', [name, request.body.displayName]);
        const after = (await findTenant(tx, name))!;
        await writeAudit(tx, { tenant: name, user: request.user.login, resource: 'tenants', key: name, action: 'create', after: { ...after } });
        return after;
      });
      reply.code(201);
      return created;
    },
  );

  app.patch<{ Params: { name: string }; Body: UpdateBody }>(
    '/tenants/:name',
    {
      config: { auth: true },
      schema: {
        params: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 100 } } },
        body: { type: 'object', properties: { displayName, visibleRoutes: keys, visibleImportTypes: keys, timeZone } },
      },
    },
    async (request) => {
      requireTenantManager(request);
      const { displayName, visibleRoutes, visibleImportTypes } = request.body;
      const unknown = [...(visibleRoutes ?? []).filter((key) => !routeKeys.has(key)), ...(visibleImportTypes ?? []).filter((key) => !importKeys.has(key))];
      if (unknown.length > 0) throw adminErrors.unknownKeys(unknown);
      const zone = checkedTimeZone(request.body.timeZone);
      const name = normalizeTenant(request.params.name);
      const updated = await app.db.transaction(async (tx) => {
        const before = await findTenant(tx, name);
        if (!before) throw errors.notFound();
        await tx.query(
          `UPDATE tenants SET display_name = COALESCE($2, display_name),
                  visible_routes = COALESCE($3::jsonb, visible_routes),
                  visible_import_types = COALESCE($4::jsonb, visible_import_types),
                  time_zone = COALESCE($5, time_zone)
            WHERE name = $1`,
          [
            name,
            displayName ?? null,
            visibleRoutes ? JSON.stringify([...new Set(visibleRoutes)]) : null,
            visibleImportTypes ? JSON.stringify([...new Set(visibleImportTypes)]) : null,
            zone,
          ],
        );
        const after = (await findTenant(tx, name))!;
        await writeAudit(tx, {
          tenant: name,
          user: request.user.login,
          resource: 'tenants',
          key: name,
          action: 'update',
          before: { ...before },
          after: { ...after },
        });
        return after;
      });
      // Committed: this node's business day of the tenant follows at once.
      rememberTimeZone(name, updated.timeZone);
      return updated;
    },
  );
}
