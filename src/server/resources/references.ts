import { MAX_ITEMS, type EntitySchema, type PropertySchema, type Registry } from '../../shared/registry';
import type { Queryable } from '../db/db';
import type { EntityRecord } from './records';
import { keyExists } from './repository';
import type { FieldError } from './validation';

/** Every reference value of a record with the field path an error names: `outgoingProduct`, `certificates.1.sustainabilityData`. */
function referenceValues(entity: EntitySchema, record: EntityRecord): { field: string; property: PropertySchema; value: unknown }[] {
  const found: { field: string; property: PropertySchema; value: unknown }[] = [];
  for (const [name, property] of Object.entries(entity.properties)) {
    if (property['x-ref']) found.push({ field: name, property, value: record[name] });
    const items = Object.entries(property.items?.properties ?? {}).filter(([, item]) => item['x-ref']);
    // A list over its maxItems is refused by the schema validator; its entries are not looked up one by one.
    if (!items.length || !Array.isArray(record[name]) || record[name].length > (property.maxItems ?? MAX_ITEMS)) continue;
    (record[name] as EntityRecord[]).forEach((entry, index) => {
      for (const [item, schema] of items) found.push({ field: `${name}.${index}.${item}`, property: schema, value: entry?.[item] });
    });
  }
  // Keys are strings (every x-ref is); any other value is the schema validator's to name.
  return found.filter(({ value }) => typeof value === 'string');
}

/** The value at a field path of referenceValues (`supplierPartner`, `certificates.1.sustainabilityData`). */
const valueAt = (record: EntityRecord, field: string): unknown =>
  field.split('.').reduce<unknown>((value, step) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[step] : undefined), record);

/**
 * validation.reference for every x-ref value (of the record or of a list entry) that names no record
 * of the tenant. Any version counts: a key with versions always has an active one (or its earliest, see recordSource).
 * An edit's reference that `stored` already holds at the same place is not looked up again: a record in use
 * cannot be deleted or renumbered (usages.ts), so it still names a record, and a concurrent delete counts it.
 */
export async function referenceErrors(
  db: Queryable,
  registry: Registry,
  entity: EntitySchema,
  tenant: string,
  record: EntityRecord,
  stored?: EntityRecord,
): Promise<FieldError[]> {
  const found: FieldError[] = [];
  for (const { field, property, value } of referenceValues(entity, record)) {
    if (stored && valueAt(stored, field) === value) continue;
    const target = registry.get(property['x-ref']!.resource);
    if (!target) continue;
    // Locked until the write ends, so a concurrent delete or renumbering waits for this reference and counts it.
    if (!(await keyExists(db, target, tenant, value, 'KEY SHARE'))) found.push({ field, rule: 'x-ref', messageKey: 'validation.reference' });
  }
  return found;
}
