import type { FastifyInstance } from 'fastify';
import type { TenantConfig } from '../../shared/visibility';
import { errors } from '../errors';
import { readTenantConfig } from '../resources/visibility';
import { businessDay } from '../time/business-day';
import { now } from '../time/clock';

/**
 * GET /tenant-config: the menu and import visibility of the current tenant (docs/domain-rules.md#tenant-visibility-of-menus), its time zone and
 * business day, so the client never works out the tenant's day itself.
 */
export async function tenantConfigRoutes(app: FastifyInstance) {
  app.get('/tenant-config', { config: { tenant: true, anyToken: true } }, async (request): Promise<TenantConfig> => {
    const config = await readTenantConfig(app.db, request.tenant);
    if (!config) throw errors.tenantForbidden();
    const { tenant, displayName, visibleRoutes, visibleImportTypes, timeZone } = config;
    return { tenant, displayName, visibleRoutes, visibleImportTypes, timeZone, today: businessDay(now(), timeZone) };
  });
}
