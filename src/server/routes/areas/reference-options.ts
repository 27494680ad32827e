import type { FastifyInstance, FastifyRequest } from 'fastify';
import { referenceOptionsPath, referenceProperties } from '../../../shared/reference-options';
import type { EntitySchema } from '../../../shared/registry';
import { PAGE_QUERYSTRING, setTotalCount, type QueryInput } from '../../lists/page-params';
import { DOCUMENTATION_ONLY, ERROR_SCHEMA } from '../../resources/openapi-schemas';
import { referenceOptions } from '../../resources/reference-options';
import { assertVisible } from '../../resources/visibility';

const OPTIONS = {
  type: 'array',
  items: {
    type: 'object',
    required: ['key'],
    properties: { key: { type: 'string' }, label: { type: 'string', description: "the record's x-label value, where it has one besides the key" } },
  },
} as const;

function optionsSchema(entity: EntitySchema, path: string, target: EntitySchema) {
  return {
    summary: `The ${target['x-resource']} records the ${path} of a ${entity['x-resource']} record can name`,
    description:
      `Allowed where the tenant shows ${entity['x-resource']} (its users create and edit those records), whether or not it shows ` +
      `${target['x-resource']}. In the ${target['x-resource']} list's default order; total in x-total-count.`,
    querystring: {
      type: 'object',
      properties: {
        q: { type: 'string', description: `case-insensitive search, as the ${target['x-resource']} list searches` },
        id: { type: 'string', description: `only the record of this ${target['x-key']} (repeatable): the label of a stored value` },
        ...PAGE_QUERYSTRING,
      },
    },
    response: { 200: OPTIONS, 400: ERROR_SCHEMA, 403: ERROR_SCHEMA },
  };
}

/**
 * GET /{resource}/options/{property} for every reference of the registry (shared/reference-options.ts): what a
 * form or filter of the referencing entity offers, gated by that entity's menu key rather than the referenced one's.
 */
export default async function referenceOptionRoutes(app: FastifyInstance) {
  for (const entity of app.registry.values()) {
    const references = referenceProperties(entity);
    if (!references.length) continue;
    await app.register(async (scope) => {
      scope.addHook('onRequest', async (request) => assertVisible(app.db, request, entity['x-visibility']));
      for (const { path, resource } of references) {
        const target = app.registry.get(resource)!;
        const config = { tenant: true, records: resource };
        const schema = optionsSchema(entity, path, target);
        scope.get(
          referenceOptionsPath(entity['x-resource'], path),
          { config, schema, ...DOCUMENTATION_ONLY },
          async (request: FastifyRequest<{ Querystring: QueryInput }>, reply) => {
            const { options, total } = await referenceOptions(
              app.db,
              { registry: app.registry, listCache: app.listCache, tenant: request.tenant },
              target,
              request.query,
            );
            setTotalCount(reply, total);
            return options;
          },
        );
      }
    });
  }
}
