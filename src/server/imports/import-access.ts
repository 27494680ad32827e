import type { ImportTypeInfo } from '../../shared/imports/api';
import { RESOURCE_IMPORT_PREFIX, targetResources, type ImportDeclaration } from '../../shared/imports/declaration';
import type { Registry } from '../../shared/registry';
import type { Queryable } from '../db/db';
import { readTenantConfig } from '../resources/visibility';
import { isImportedColumn } from './declarations';
import { hasSucceeded } from './import-messages';

export interface TenantImports {
  /** The tenant's display name ("Please select a {company} CSV file."). */
  company: string;
  /** The import types the tenant may use, in the order the import view offers them. */
  declarations: ImportDeclaration[];
}

/**
 * The import types of schemas/imports/ the tenant's visibleImportTypes list, in their order, then the round
 * trip (`resource:{x}`) of every resource the tenant shows whose records users write (the generic writes are
 * open to every user of such a tenant).
 */
export async function tenantImports(db: Queryable, registry: Registry, declarations: Map<string, ImportDeclaration>, tenant: string): Promise<TenantImports> {
  const config = await readTenantConfig(db, tenant);
  const routes = config?.visibleRoutes ?? [];
  const types = config?.visibleImportTypes ?? [];
  const offered: ImportDeclaration[] = [];
  for (const type of registry.imports.keys()) {
    const declaration = declarations.get(type);
    if (declaration && types.includes(type)) offered.push(declaration);
  }
  for (const [type, declaration] of declarations) {
    if (!type.startsWith(RESOURCE_IMPORT_PREFIX)) continue;
    const entity = registry.get(type.slice(RESOURCE_IMPORT_PREFIX.length));
    if (entity && !entity['x-managed'] && routes.includes(entity['x-visibility'])) offered.push(declaration);
  }
  return { company: config?.displayName || tenant, declarations: offered };
}

/** GET /import-types: what the import view needs of each type. */
export async function importTypeInfo(db: Queryable, registry: Registry, tenant: string, declaration: ImportDeclaration): Promise<ImportTypeInfo> {
  const requires = declaration.requires ?? [];
  // A round trip knows every column of the export but reads only those the server does not set.
  const entity = declaration.type.startsWith(RESOURCE_IMPORT_PREFIX) ? registry.get(declaration.type.slice(RESOURCE_IMPORT_PREFIX.length)) : undefined;
  const columns = entity ? declaration.columns.filter((column) => isImportedColumn(entity, column.property)) : declaration.columns;
  return {
    type: declaration.type,
    resources: targetResources(declaration),
    columns: columns.map(({ property, header, required }) => ({ property, header, ...(required ? { required } : {}) })),
    decimal: declaration.decimal,
    dateFormats: declaration.dateFormats,
    requires,
    ready: await hasSucceeded(db, tenant, requires),
  };
}
