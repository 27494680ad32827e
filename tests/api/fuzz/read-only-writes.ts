import type { EntitySchema, PropertySchema, Registry } from '../../../src/shared/registry';
import { sampleValue } from '../samples';

/** One attempt to set a property the server owns. */
export interface ReadOnlyWrite {
  resource: string;
  field: string;
  /** A value the property may hold that is neither `stored` nor the registry's default. */
  value: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b) || (typeof a === 'number' && Number(b) === a);

/** A valid value of `property` other than every value in `taken`. */
function otherValue(property: PropertySchema, taken: unknown[]): unknown {
  for (let seed = 0; seed < 50; seed++) {
    const value = sampleValue(property, seed, 'other');
    if (!taken.some((one) => same(value, one))) return value;
  }
  throw new Error('no other value');
}

/** Entities the generic API writes (not `x-managed`) that have readOnly properties. */
export function entitiesWithReadOnly(registry: Registry): EntitySchema[] {
  return [...registry.values()].filter((entity) => !entity['x-managed'] && Object.values(entity.properties).some((property) => property.readOnly));
}

/**
 * For every readOnly property of those entities: a value that would change it, on `records` (resource ->
 * the record as the API answered it) and on a new record alike.
 */
export function readOnlyWrites(registry: Registry, records: ReadonlyMap<string, Record<string, unknown>>): ReadOnlyWrite[] {
  return entitiesWithReadOnly(registry).flatMap((entity) =>
    Object.entries(entity.properties)
      .filter(([, property]) => property.readOnly)
      .map(([field, property]) => ({
        resource: entity['x-resource'],
        field,
        value: otherValue(property, [records.get(entity['x-resource'])?.[field], property.default]),
      })),
  );
}
