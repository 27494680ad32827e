import { useAuth } from '../auth/authStore';
import { tenantEntry, tenantIdBesideName, tenantName } from './tenantName';
import { useTenantConfig } from '../access/useTenantConfig';

export interface CurrentTenant {
  id: string;
  /** The company name: from the tenant config (a rename shows on the next page load), else from the login. */
  name: string;
  /** The id where it differs from the name. */
  idBesideName: string | null;
}

/** The current tenant as the header and the dashboard show it; null while none is chosen. */
export function useCurrentTenant(): CurrentTenant | null {
  const { user, tenant } = useAuth();
  const { config } = useTenantConfig();
  if (!tenant) return null;
  const entry = config?.tenant === tenant ? { tenant, displayName: config.displayName } : tenantEntry(user.tenants, tenant);
  return { id: tenant, name: tenantName(entry), idBesideName: tenantIdBesideName(entry) };
}
