import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { EntitySchema } from '../../shared/registry';
import { sumProperties } from '../../shared/sums';
import type { QueryInput } from '../lists/page-params';
import { buildListQuery } from '../resources/list-query';
import { listSums } from '../resources/list-sums';
import { ERROR_SCHEMA, LIST_QUERYSTRING } from '../resources/openapi-schemas';
import type { SqlParams } from '../resources/sql-params';
import { listScope } from '../search/list-scope';

/** A quantity of one unit answers a number; one in a unit per record (x-unit-from) a total per unit. */
function sumSchema(entity: EntitySchema, name: string) {
  if (!entity.properties[name]['x-unit-from']) return { type: 'number' };
  const total = { type: 'object', required: ['unit', 'sum'], properties: { unit: { type: ['string', 'null'] }, sum: { type: 'number' } } };
  return { type: 'array', items: total };
}

/**
 * GET /{resource}.sums: the list's totals row, each x-sum property summed over every record the list's
 * filters and search match (all pages; active versions), `{ quantityLoadedKg: 1234.5, … }`, 0 where none
 * match; a quantity in a unit per record once per unit, `{ quantityLoaded: [{ unit: 'Kg', sum: 12 }, { unit: 'L15°', sum: 3.5 }] }`. Only resources with x-sum have it (others answer 404). Beside the resource's path like the exports,
 * so no record key is shadowed.
 */
export function resourceSumsRoute(app: FastifyInstance, entity: EntitySchema, options: RouteShorthandOptions) {
  const names = sumProperties(entity);
  if (!names.length) return;
  const { _start: _s, _end: _e, ...filterDocs } = LIST_QUERYSTRING.properties;
  const schema = {
    querystring: { ...LIST_QUERYSTRING, properties: filterDocs },
    response: {
      200: { type: 'object', required: names, properties: Object.fromEntries(names.map((name) => [name, sumSchema(entity, name)])) },
      400: ERROR_SCHEMA,
      403: ERROR_SCHEMA,
    },
  };
  app.get<{ Querystring: QueryInput }>(`/${entity['x-resource']}.sums`, { ...options, schema }, async (request) => {
    const scope = await listScope(app.db, app.registry, entity, request.tenant, request.query);
    const build = (params: SqlParams) => buildListQuery(entity, request.query, params, scope, false);
    return listSums(app.db, app.registry, entity, request.tenant, build, app.listCache);
  });
}
