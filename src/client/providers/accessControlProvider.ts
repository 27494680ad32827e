import type { AccessControlProvider } from '@refinedev/core';
import { decideAccess } from '../access/decideAccess';
import { authStore } from '../auth/authStore';
import { registry } from '../registry/registry';
import { settledTenantConfig } from '../access/useTenantConfig';

/**
 * The one gate of the client (refine's useCan / CanAccess ask it): decideAccess over the current user,
 * tenant and the tenant's visible routes. The answer waits for the tenant config, so a hidden entry is
 * never offered for a moment; after that it decides without a request.
 */
export const accessControlProvider: AccessControlProvider = {
  can: async (request) => {
    const { user, tenant } = authStore.get();
    const config = tenant ? await settledTenantConfig(tenant) : null;
    return decideAccess(request, { user, tenant, visibleRoutes: config ? new Set(config.visibleRoutes) : null }, registry);
  },
  options: {
    // Refine's own buttons hide what is refused instead of showing it disabled.
    buttons: { enableAccessControl: true, hideIfUnauthorized: true },
    // A decision changes only with the session (queryClient resets them then). No placeholder: while
    // a new question is open the previous answer (of another route or resource) must not stand in.
    queryOptions: { staleTime: Infinity, placeholderData: undefined },
  },
};
