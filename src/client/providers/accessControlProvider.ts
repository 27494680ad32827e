import type { AccessControlProvider } from '@refinedev/core';
import { can, type Permission } from '../../shared/permissions';
import { routeAccess } from '../access/routeAccess';
import { authStore } from '../auth/authStore';
import { registry } from '../registry/registry';
import { currentTenantConfig } from '../tenant/useTenantConfig';

/**
 * Resources and routes (params.route, without language prefix) checked with the same rule as the route
 * guard; actions that name a permission (params.permission) with the permission table.
 */
export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, params }) => {
    const permission = params?.permission as Permission | undefined;
    if (permission) {
      const { user, tenant } = authStore.get();
      return { can: Boolean(tenant) && can(user, tenant!, permission) };
    }
    const path = (params?.route as string | undefined) ?? (resource ? registry.get(resource)?.['x-route'] : undefined);
    if (!path) return { can: true };
    const { user, tenant } = authStore.get();
    const config = currentTenantConfig();
    const access = routeAccess(path, { user, tenant, visibleRoutes: config ? new Set(config.visibleRoutes) : null }, registry);
    return access === 'allowed' ? { can: true } : { can: false, reason: access };
  },
};
