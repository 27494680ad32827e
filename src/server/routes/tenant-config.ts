import type { FastifyInstance } from 'fastify';
import type { TenantConfig } from '../../shared/visibility';
import { errors } from '../errors';

/** GET /tenant-config: the menu and import visibility of the current tenant (spec §3, §6). */
export async function tenantConfigRoutes(app: FastifyInstance) {
  app.get('/tenant-config', { config: { tenant: true } }, async (request): Promise<TenantConfig> => {
    const { rows } = await app.db.query<TenantConfig>(
      'SELECT name AS tenant, visible_routes AS "visibleRoutes", visible_import_types AS "visibleImportTypes" FROM tenants WHERE name = $1',
      [request.tenant],
    );
    if (!rows[0]) throw errors.tenantForbidden();
    return rows[0];
  });
}
