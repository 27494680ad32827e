import type { EntitySchema, PropertySchema } from '../../shared/registry';

/** Columns every entity table has besides its schema properties (schemas/README.md "Server-managed columns"). */
export const SERVER_COLUMNS = ['tenant', 'created_at', 'created_by', 'updated_at', 'updated_by'] as const;

/** A versioned entity must define these; the table has them even before the schema does. */
const VERSION_PROPERTIES: Record<string, PropertySchema> = {
  version: { type: 'integer', minimum: 1, readOnly: true },
  validFrom: { type: 'string', format: 'date' },
};

/** The schema's properties, plus `version`/`validFrom` for a versioned entity that does not define them yet. */
export function entityProperties(entity: EntitySchema): Record<string, PropertySchema> {
  if (!entity['x-versioned']) return entity.properties;
  const missing = Object.entries(VERSION_PROPERTIES).filter(([name]) => !Object.hasOwn(entity.properties, name));
  return { ...entity.properties, ...Object.fromEntries(missing) };
}

/** A date or date-time property: filtered by range, indexed. */
export function isTemporal(property: PropertySchema): boolean {
  return property.type === 'string' && (property.format === 'date' || property.format === 'date-time');
}

/** Free text: searched by `q` and `_like`. */
export function isText(property: PropertySchema): boolean {
  return property.type === 'string' && !property.enum && !property.format && !property['x-ref'];
}
