import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { BULK_ACTIONS, BULK_MAX, bulkSettable } from '../../shared/bulk';
import type { EntitySchema } from '../../shared/registry';
import { readBulkRequest } from '../bulk/request';
import { runBulk } from '../bulk/run';
import { requestLanguage } from '../i18n/translate';
import { ERROR_SCHEMA } from '../resources/openapi-schemas';
import type { ResourceService } from '../resources/service';

function bulkSchema(entity: EntitySchema) {
  const settable = Object.fromEntries([...bulkSettable(entity)].map(([name, values]) => [name, { enum: [...values] }]));
  const text = { type: 'string' };
  return {
    querystring: {
      type: 'object',
      properties: { lang: { type: 'string', enum: ['en', 'de'], description: 'language of the refusals (default: Accept-Language)' } },
    },
    body: {
      type: 'object',
      required: ['action'],
      additionalProperties: false,
      properties: {
        action: { type: 'string', enum: [...BULK_ACTIONS] },
        keys: { type: 'array', maxItems: BULK_MAX, items: text, description: 'the records, by key (or `filter`)' },
        filter: {
          type: 'object',
          additionalProperties: { oneOf: [text, { type: 'array', items: text }] },
          description: "every record the list's filters and `q` match (as `GET` of the list takes them, without paging), at most BULK_MAX",
        },
        values: {
          type: 'object',
          additionalProperties: false,
          properties: settable,
          description: '`set`: the properties with x-bulk-set and their new values',
        },
      },
    },
    response: {
      200: {
        type: 'object',
        properties: {
          done: { type: 'array', items: text },
          refused: {
            type: 'array',
            items: { type: 'object', additionalProperties: true, properties: { key: text, code: text, message: text } },
          },
        },
      },
      400: ERROR_SCHEMA,
      403: ERROR_SCHEMA,
    },
  };
}

/**
 * POST /{resource}/bulk: delete or `set` (x-bulk-set) the records named by key or matched by the list's
 * filter, each record through its single-record write (bulk/run.ts). Answers what was done and each refusal.
 * Beside the record routes of entities the generic API writes (none for x-managed ones).
 */
export function resourceBulkRoute(app: FastifyInstance, entity: EntitySchema, service: ResourceService, options: RouteShorthandOptions) {
  const config = { ...options.config, bulk: true };
  app.post<{ Querystring: { lang?: string } }>(`/${entity['x-resource']}/bulk`, { ...options, config, schema: bulkSchema(entity) }, async (request) => {
    const plan = readBulkRequest(entity, request.body);
    const language = requestLanguage(request.query.lang, request.headers['accept-language']);
    return runBulk(app.db, app.registry, service, { tenant: request.tenant, user: request.user.login }, plan, language);
  });
}
