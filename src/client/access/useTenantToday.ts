import { useTenantConfig } from './useTenantConfig';

/**
 * The current tenant's business day (`YYYY-MM-DD`) as the server told it with the tenant config;
 * undefined until that is loaded. Whatever decides something by "today" for the tenant asks this, never
 * the browser's clock and zone.
 */
export function useTenantToday(): string | undefined {
  return useTenantConfig().config?.today;
}
