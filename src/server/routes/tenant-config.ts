import type { FastifyInstance } from 'fastify';
import type { TenantConfig } from '../../shared/visibility';
import { errors } from '../errors';
import { readTenantConfig } from '../resources/visibility';

/** GET /tenant-config: the menu and import visibility of the current tenant (spec §3, §6). */
export async function tenantConfigRoutes(app: FastifyInstance) {
  app.get('/tenant-config', { config: { tenant: true } }, async (request): Promise<TenantConfig> => {
    const config = await readTenantConfig(app.db, request.tenant);
    if (!config) throw errors.tenantForbidden();
    const { tenant, displayName, visibleRoutes, visibleImportTypes } = config;
    return { tenant, displayName, visibleRoutes, visibleImportTypes };
  });
}
