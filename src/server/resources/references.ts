import type { EntitySchema, Registry } from '../../shared/registry';
import type { Queryable } from '../db/db';
import type { EntityRecord } from './records';
import { keyExists } from './repository';
import type { FieldError } from './validation';

/**
 * validation.reference for every x-ref value that names no record of the tenant. Any version counts:
 * a key with versions always has an active one (or its earliest, see recordSource).
 */
export async function referenceErrors(
  db: Queryable,
  registry: Registry,
  entity: EntitySchema,
  tenant: string,
  record: EntityRecord,
): Promise<FieldError[]> {
  const found: FieldError[] = [];
  for (const [name, property] of Object.entries(entity.properties)) {
    const target = property['x-ref'] && registry.get(property['x-ref'].resource);
    if (!target || record[name] === undefined || record[name] === null) continue;
    // Locked until the write ends, so a concurrent delete or renumbering waits for this reference and counts it.
    if (!(await keyExists(db, target, tenant, record[name], 'KEY SHARE'))) found.push({ field: name, rule: 'x-ref', messageKey: 'validation.reference' });
  }
  return found;
}
