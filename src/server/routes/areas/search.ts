import type { FastifyInstance } from 'fastify';
import { SEARCH_MAX_LENGTH, SEARCH_PATH, type SearchResponse } from '../../../shared/search';
import { ERROR_SCHEMA } from '../../resources/openapi-schemas';
import { searchRecords } from '../../search/record-search';

const HITS = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      resource: { type: 'string' },
      hits: { type: 'array', items: { type: 'object', properties: { key: { type: 'string' }, label: { type: ['string', 'null'] } } } },
    },
  },
} as const;

/** GET /search?q= (SearchResponse): the sidebar search over the records of the areas the tenant shows. */
export default async function searchRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { q?: string } }>(
    SEARCH_PATH,
    {
      config: { tenant: true },
      schema: {
        tags: ['search'],
        summary: 'Records of the current tenant whose key or name contains the text, a few per area the tenant shows',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { q: { type: 'string', maxLength: SEARCH_MAX_LENGTH } },
        },
        response: { 200: { type: 'object', properties: { groups: HITS } }, 400: ERROR_SCHEMA, 403: ERROR_SCHEMA },
      },
    },
    async (request): Promise<SearchResponse> => {
      // No text, no hits: like an empty search box.
      const text = request.query.q?.trim() ?? '';
      return { groups: text ? await searchRecords(app.db, app.registry, request.tenant, text) : [] };
    },
  );
}
