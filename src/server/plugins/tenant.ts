import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { normalizeTenant } from '../../shared/login';
import { canUseTenant } from '../../shared/user';
import { errors } from '../errors';

/**
 * Routes flagged `tenant` need an X-Tenant header naming one of the user's tenants (a system
 * administrator's list holds every tenant). Register after the auth plugin: its hook runs first.
 */
export const tenantPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('tenant', '');
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config.tenant) return;
    const header = request.headers['x-tenant'];
    const tenant = normalizeTenant(typeof header === 'string' ? header : '');
    if (!tenant) throw errors.tenantRequired();
    if (!canUseTenant(request.user, tenant)) throw errors.tenantForbidden();
    request.tenant = tenant;
  });
});
