import { useMemo } from 'react';
import { visibleMenu, type MenuGroup } from '../../shared/navigation';
import { isAdmin, isSystemAdmin } from '../../shared/user';
import { useAuth } from '../auth/authStore';
import { registry } from '../registry/registry';
import { useTenantConfig } from '../tenant/useTenantConfig';

/** The sidebar groups for the current user and tenant (spec §2, §6). */
export function useVisibleMenu(): MenuGroup[] {
  const { user, tenant } = useAuth();
  const { config } = useTenantConfig();
  return useMemo(
    () =>
      visibleMenu(registry, {
        visibleRoutes: new Set(config?.visibleRoutes ?? []),
        isAdmin: isAdmin(user, tenant),
        isSystemAdmin: isSystemAdmin(user),
      }),
    [config, user, tenant],
  );
}
