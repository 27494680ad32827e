import type { TenantAccess } from '../../shared/user';

/** Search box and counter only with more than 3 tenants. */
export const TENANT_SEARCH_THRESHOLD = 3;

export function showsTenantSearch(total: number): boolean {
  return total > TENANT_SEARCH_THRESHOLD;
}

/** Case-insensitive substring match on the tenant's id or company name. */
export function filterTenants(tenants: TenantAccess[], query: string): TenantAccess[] {
  const wanted = query.trim().toUpperCase();
  if (!wanted) return tenants;
  return tenants.filter((entry) => [entry.tenant, entry.displayName ?? ''].some((text) => text.toUpperCase().includes(wanted)));
}
