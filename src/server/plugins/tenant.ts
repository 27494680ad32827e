import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { canUseTenant } from '../../shared/user';
import { errors } from '../errors';
import { requestedTenant } from './auth';

/**
 * Routes flagged `tenant` need an X-Tenant header naming one of the user's tenants (a system
 * administrator's list holds every tenant). Register after the auth plugin: its hook runs first.
 */
export const tenantPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('tenant', '');
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config.tenant) return;
    const tenant = requestedTenant(request);
    if (!tenant) throw errors.tenantRequired();
    if (!canUseTenant(request.user, tenant)) throw errors.tenantForbidden();
    request.tenant = tenant;
  });
});
