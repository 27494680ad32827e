/**
 * Route visibility keys a tenant's config may list (spec §6). Entity keys come from the registry
 * (`x-visibility`); the keys of hand-written pages are declared in navigation.ts. This list is the
 * union, used to validate tenant configs.
 */
export const IMPORT_TYPES = ['rawPHD', 'rawStock', 'rawImports', 'cfrImport', 'cfrHistoryImport', 'rawImport'] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];

export interface TenantConfig {
  tenant: string;
  visibleRoutes: string[];
  visibleImportTypes: string[];
}
