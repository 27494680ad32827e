import type { IMPORT_TRACKING_PROPERTIES } from './imports/declaration';
import type { EntitySchema, PropertySchema } from './registry';

/**
 * What an `x-imported` entity's records carry (import source and key, import status, last import time and
 * import message; docs/domain-rules.md#what-an-import-writes): set by the import service only. A failed
 * import writes no record (all-or-nothing), so its error message is on the import message the record
 * points to.
 */
const importTracking = (): Record<(typeof IMPORT_TRACKING_PROPERTIES)[number], PropertySchema> => ({
  importSource: { type: 'string', maxLength: 100, readOnly: true },
  importKey: { type: 'string', maxLength: 255, readOnly: true },
  importStatus: { type: 'string', enum: ['created', 'updated'], readOnly: true },
  lastImportTime: { type: 'string', format: 'date-time', readOnly: true },
  importMessage: { type: 'string', maxLength: 60, readOnly: true, 'x-ref': { resource: 'import-messages' } },
});

/**
 * The entity with the properties its keywords add (x-imported), as the server's registry and the
 * browser's index both see it: without ajv, so the browser can apply it too.
 */
export function withKeywordProperties(entity: EntitySchema): EntitySchema {
  if (!entity['x-imported']) return entity;
  return { ...entity, properties: { ...entity.properties, ...importTracking() } };
}
