import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../errors';
import { entityProperties } from '../resources/columns';
import { assertVisible } from '../resources/visibility';

/**
 * Checks the list and columns a saved or applied column view names: the resource exists and the tenant
 * shows it, and every column is one of its properties.
 */
export async function assertListColumns(app: FastifyInstance, request: FastifyRequest, resource: string, columns: string[]): Promise<void> {
  const entity = app.registry.get(resource);
  if (!entity) throw errors.validation([{ field: 'resource', rule: 'enum', messageKey: 'validation.enum' }]);
  await assertVisible(app.db, request, entity['x-visibility']);
  const properties = entityProperties(entity);
  const unknown = columns.filter((column) => !Object.hasOwn(properties, column));
  if (unknown.length) throw errors.unknownField(unknown);
}
