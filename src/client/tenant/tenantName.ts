import { normalizeTenant } from '../../shared/login';
import type { TenantAccess } from '../../shared/user';

type Named = Pick<TenantAccess, 'tenant' | 'displayName'>;

/** What a person reads for a tenant: its company name where one is known, else its id. */
export function tenantName(entry: Named): string {
  return entry.displayName?.trim() || entry.tenant;
}

/** The id beside the name, only where it says something the name does not. */
export function tenantIdBesideName(entry: Named): string | null {
  return tenantName(entry) === entry.tenant ? null : entry.tenant;
}

/** The user's entry for `tenant`, or a bare one when the list does not hold it. */
export function tenantEntry(tenants: readonly TenantAccess[], tenant: string): Named {
  const wanted = normalizeTenant(tenant);
  return tenants.find((entry) => normalizeTenant(entry.tenant) === wanted) ?? { tenant: wanted };
}
