import { activeVersionsSql } from '../resources/active-version';

/**
 * The master data a report joins, one row per key: the version in effect on the tenant's business day, as
 * lists show it. Tenant is $1, the day $6 (report-sql.ts).
 */
const activeVersion = (table: string) => activeVersionsSql(table, 'number', 'tenant = $1', '$6::date');

export const LOCATIONS = activeVersion('e_locations');
export const PRODUCTS = activeVersion('e_products');
export const PARTNERS = activeVersion('e_partners');

/** Own production sites (on-site reports) and third-party ones (off-site); material balance and credits take both. */
export const FACILITY = {
  onsite: `l."productionSite" AND NOT coalesce(l."thirdPartyFacility", false)`,
  offsite: `l."productionSite" AND coalesce(l."thirdPartyFacility", false)`,
  any: `l."productionSite"`,
} as const;
