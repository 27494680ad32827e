import { SPEC_IMPORT_TYPES } from './imports/declaration';

/**
 * Route visibility keys a tenant's config may list (spec §6). Entity keys come from the registry
 * (`x-visibility`); the keys of hand-written pages are declared in navigation.ts. This list is the
 * union, used to validate tenant configs.
 */
/** Import type keys a tenant's `visibleImportTypes` may list (schemas/imports/). */
export const IMPORT_TYPES = SPEC_IMPORT_TYPES;

export interface TenantConfig {
  tenant: string;
  /** The company name shown for the tenant (tenant management); the id is for URLs, APIs and support. */
  displayName: string;
  visibleRoutes: string[];
  visibleImportTypes: string[];
  /** The tenant's time zone (canonical IANA id). */
  timeZone: string;
  /** The tenant's business day (`YYYY-MM-DD`) when the config was read: the client's "today" for the tenant. */
  today: string;
}
