import type { EntitySchema } from '../../shared/registry';
import { entityProperties, SERVER_COLUMNS } from './columns';

const RESOURCE_NAME = /^[a-z][a-z0-9-]*$/;

/** The table of a registry resource: `inbounds` -> `e_inbounds`, `country-codes` -> `e_country_codes`. */
export function tableName(resource: string): string {
  // The registry loader enforces this pattern too; checked again because the result is spliced into SQL.
  if (!RESOURCE_NAME.test(resource)) throw new Error(`not a resource name: ${resource}`);
  return `e_${resource.replaceAll('-', '_')}`;
}

/**
 * A quoted column identifier of `entity`. Only its registry properties and the server-managed columns
 * pass, so no name from a request reaches SQL unchecked.
 */
export function quoteIdent(entity: EntitySchema, column: string): string {
  const known = Object.hasOwn(entityProperties(entity), column) || (SERVER_COLUMNS as readonly string[]).includes(column);
  if (!known || column.includes('"')) throw new Error(`${entity['x-resource']}: unknown column ${column}`);
  return `"${column}"`;
}

/** A text as a quoted SQL literal, for DDL that takes no parameters (a trigger's arguments). */
export const sqlLiteral = (text: string): string => `'${text.replace(/'/g, "''")}'`;
