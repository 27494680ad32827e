/**
 * The master data a report joins, one row per key: for versioned entities the version active today,
 * as lists show it (resources/repository.ts recordSource). Tenant is $1.
 */
const activeVersion = (table: string) => `(SELECT DISTINCT ON (number) * FROM ${table} WHERE tenant = $1
  ORDER BY number, ("validFrom" <= current_date) DESC, CASE WHEN "validFrom" <= current_date THEN "validFrom" END DESC NULLS LAST, "validFrom", version DESC)`;

export const LOCATIONS = activeVersion('e_locations');
export const PRODUCTS = activeVersion('e_products');
export const PARTNERS = activeVersion('e_partners');

/** Own production sites (on-site reports) and third-party ones (off-site); material balance and credits take both. */
export const FACILITY = {
  onsite: `l."productionSite" AND NOT coalesce(l."thirdPartyFacility", false)`,
  offsite: `l."productionSite" AND coalesce(l."thirdPartyFacility", false)`,
  any: `l."productionSite"`,
} as const;
