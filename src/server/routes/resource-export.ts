import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { EntitySchema } from '../../shared/registry';
import { errors } from '../errors';
import { entityProperties } from '../resources/columns';
import { buildListQuery, type QueryInput } from '../resources/list-query';
import { LIST_QUERYSTRING } from '../resources/openapi-schemas';
import { listRows } from '../resources/repository';
import { SqlParams } from '../resources/sql-params';

/** Rows fetched per round trip while streaming. */
const PAGE_SIZE = 1000;

function exportColumns(entity: EntitySchema, requested: string | string[] | undefined): string[] {
  const properties = Object.keys(entityProperties(entity));
  const columns = [requested ?? []].flat().flatMap((value) => value.split(',')).filter(Boolean);
  if (!columns.length) return properties;
  const unknown = columns.filter((name) => !properties.includes(name));
  if (unknown.length) throw errors.unknownField(unknown);
  return columns;
}

/**
 * GET /{resource}/export.csv: the list's filters and sort (pagination ignored), `_columns=a,b,c`
 * choosing the columns (default: every property); header row = property names. Streamed page by page.
 */
export function resourceExportRoute(app: FastifyInstance, entity: EntitySchema, options: RouteShorthandOptions) {
  const resource = entity['x-resource'];
  const querystring = {
    ...LIST_QUERYSTRING,
    properties: { ...LIST_QUERYSTRING.properties, _columns: { type: 'string', description: 'comma list of properties' } },
  };
  const schema = { querystring, produces: ['text/csv'] };
  app.get<{ Querystring: QueryInput }>(`/${resource}/export.csv`, { ...options, schema }, async (request, reply) => {
    const columns = exportColumns(entity, request.query._columns);
    const { _start: _s, _end: _e, ...filters } = request.query;
    // Built once up front so a bad parameter answers 400 before any byte of CSV is sent.
    buildListQuery(entity, filters, new SqlParams());
    const tenant = request.tenant;
    async function* rows() {
      for (let start = 0; ; start += PAGE_SIZE) {
        const page = await listRows(app.db, entity, tenant, (params: SqlParams) =>
          buildListQuery(entity, { ...filters, _start: String(start), _end: String(start + PAGE_SIZE) }, params),
        );
        yield* page;
        if (page.length < PAGE_SIZE) return;
      }
    }
    const csv = stringify({
      header: true,
      columns,
      cast: { boolean: (value) => String(value), date: (value) => value.toISOString() },
    });
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${resource}.csv"`);
    const source = Readable.from(rows());
    source.on('error', (error) => csv.destroy(error));
    return reply.send(source.pipe(csv));
  });
}
