import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { listCell, listProperties } from '../../shared/list-properties';
import type { EntitySchema } from '../../shared/registry';
import { errors } from '../errors';
import type { QueryInput } from '../lists/page-params';
import { entityProperties } from '../resources/columns';
import { keysetRows } from '../resources/keyset';
import { buildListQuery } from '../resources/list-query';
import { LIST_QUERYSTRING } from '../resources/openapi-schemas';
import { SqlParams } from '../resources/sql-params';
import type { Row } from '../resources/repository';

/** Rows read per query while streaming: one page in memory, short queries that let other requests in. */
export const EXPORT_BATCH = 1000;

function exportColumns(entity: EntitySchema, requested: string | string[] | undefined): string[] {
  const properties = Object.keys(entityProperties(entity));
  const columns = [requested ?? []].flat().flatMap((value) => value.split(',')).filter(Boolean);
  if (!columns.length) return properties;
  const unknown = columns.filter((name) => !properties.includes(name));
  if (unknown.length) throw errors.unknownField(unknown);
  return columns;
}

/** Rows with every list written as one readable cell ("C-1 (SD-7); C-2"), not as JSON. */
async function* withListCells(entity: EntitySchema, rows: AsyncIterable<Row>): AsyncIterable<Row> {
  const lists = listProperties(entity);
  for await (const row of rows) {
    if (lists.length === 0) yield row;
    else yield { ...row, ...Object.fromEntries(lists.map(([name, property]) => [name, listCell(property, row[name])])) };
  }
}

/**
 * GET /{resource}.csv: the whole list (its filters and sort, no pages), `_columns=a,b,c` choosing the
 * columns (default: every property); header row = property names. It sits beside the resource's path,
 * not under it, so no record key can be shadowed by it. Streamed with keyset pagination (keyset.ts).
 */
export function resourceExportRoute(app: FastifyInstance, entity: EntitySchema, options: RouteShorthandOptions) {
  const resource = entity['x-resource'];
  const { _start: _s, _end: _e, ...filterDocs } = LIST_QUERYSTRING.properties;
  const querystring = {
    ...LIST_QUERYSTRING,
    properties: { ...filterDocs, _columns: { type: 'string', description: 'comma list of properties' } },
  };
  const schema = { querystring, produces: ['text/csv'] };
  app.get<{ Querystring: QueryInput }>(`/${resource}.csv`, { ...options, schema }, async (request, reply) => {
    const columns = exportColumns(entity, request.query._columns);
    const query = request.query;
    // Built once up front so a bad parameter answers 400 before any byte of CSV is sent.
    const { sort } = buildListQuery(entity, query, new SqlParams(), false);
    const where = (params: SqlParams) => buildListQuery(entity, query, params, false).where;
    const csv = stringify({
      header: true,
      columns,
      cast: { boolean: (value) => String(value), date: (value) => value.toISOString() },
    });
    reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${resource}.csv"`);
    const source = Readable.from(withListCells(entity, keysetRows(app.db, entity, request.tenant, where, sort, EXPORT_BATCH)));
    source.on('error', (error) => csv.destroy(error));
    return reply.send(source.pipe(csv));
  });
}
