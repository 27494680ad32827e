import type { ImportDeclaration } from './imports/declaration';
import { inImportOrder } from './registry-of';

/**
 * Import type keys a tenant's `visibleImportTypes` may list, in the browser: the files of schemas/imports/ as
 * the bundler finds them, in their order. The server takes them from the registry it loaded (`registry.imports`,
 * which may come from another folder) and never evaluates this module: `import.meta.glob` exists in bundled code only.
 */
export const IMPORT_TYPES: readonly string[] = inImportOrder(
  Object.values(import.meta.glob<ImportDeclaration>('/schemas/imports/*.json', { eager: true, import: 'default' })),
).map((declaration) => declaration.type);

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
