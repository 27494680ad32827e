import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db';
import { errors } from '../errors';
import { fixedOrderPage, PAGE_QUERYSTRING, setTotalCount, type QueryInput } from '../lists/page-params';
import { ERROR_SCHEMA } from '../resources/openapi-schemas';
import { assertListColumns } from './list-columns';

interface ListConfig {
  id: string;
  resource: string;
  name: string;
  columns: string[];
  isDefault: boolean;
}

interface ListConfigBody {
  resource: string;
  name: string;
  columns: string[];
  isDefault?: boolean;
}

const COLUMNS = `id::text AS id, resource, name, columns, is_default AS "isDefault"`;

const configSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    resource: { type: 'string' },
    name: { type: 'string' },
    columns: { type: 'array', items: { type: 'string' } },
    isDefault: { type: 'boolean' },
  },
} as const;

const bodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['resource', 'name', 'columns'],
  properties: {
    resource: { type: 'string', minLength: 1 },
    name: { type: 'string', minLength: 1, maxLength: 120 },
    columns: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 200 },
    isDefault: { type: 'boolean' },
  },
} as const;

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9]{1,18}$' } } } as const;

type IdRequest = FastifyRequest<{ Params: { id: string }; Body: ListConfigBody }>;

/**
 * The user's saved list configurations (named column choices of a list): own configs only, at most one default
 * per resource (saving a default clears the others), columns must be properties of the resource.
 */
export async function listConfigRoutes(app: FastifyInstance) {
  const checkBody = (request: FastifyRequest, body: ListConfigBody) => assertListColumns(app, request, body.resource, body.columns);

  async function clearDefault(tx: Queryable, request: FastifyRequest, resource: string): Promise<void> {
    await tx.query('UPDATE list_configs SET is_default = false WHERE tenant = $1 AND user_id = $2 AND resource = $3 AND is_default', [
      request.tenant,
      request.user.id,
      resource,
    ]);
  }

  app.get<{ Querystring: QueryInput & { resource?: string } }>(
    '/list-configs',
    {
      config: { tenant: true },
      schema: {
        querystring: { type: 'object', properties: { resource: { type: 'string' }, ...PAGE_QUERYSTRING } },
        response: { 200: { type: 'array', items: configSchema } },
      },
    },
    async (request, reply) => {
      const page = fixedOrderPage(request.query);
      const where = 'FROM list_configs WHERE tenant = $1 AND user_id = $2 AND ($3::text IS NULL OR resource = $3)';
      const values = [request.tenant, request.user.id, request.query.resource ?? null];
      const [{ rows }, count] = await Promise.all([
        app.db.query<ListConfig>(`SELECT ${COLUMNS} ${where} ORDER BY name, id LIMIT $4 OFFSET $5`, [...values, page.limit, page.offset]),
        app.db.query<{ total: number }>(`SELECT count(*)::int AS total ${where}`, values),
      ]);
      setTotalCount(reply, count.rows[0].total);
      return rows;
    },
  );

  app.post<{ Body: ListConfigBody }>(
    '/list-configs',
    {
      config: { tenant: true },
      schema: { body: bodySchema, response: { 201: configSchema, 400: ERROR_SCHEMA } },
    },
    async (request, reply) => {
      const body = request.body;
      await checkBody(request, body);
      const created = await app.db.transaction(async (tx) => {
        if (body.isDefault) await clearDefault(tx, request, body.resource);
        const { rows } = await tx.query<ListConfig>(
          `INSERT INTO list_configs (tenant, user_id, resource, name, columns, is_default) VALUES ($1, $2, $3, $4, $5::jsonb, $6) RETURNING ${COLUMNS}`,
          [request.tenant, request.user.id, body.resource, body.name, JSON.stringify(body.columns), !!body.isDefault],
        );
        return rows[0];
      });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/list-configs/:id',
    {
      config: { tenant: true },
      schema: { params: idParams, body: bodySchema, response: { 200: configSchema, 404: ERROR_SCHEMA } },
    },
    async (request: IdRequest) => {
      const body = request.body;
      await checkBody(request, body);
      return app.db.transaction(async (tx) => {
        const { rows: own } = await tx.query('SELECT 1 FROM list_configs WHERE tenant = $1 AND id = $2 AND user_id = $3 FOR UPDATE', [
          request.tenant,
          request.params.id,
          request.user.id,
        ]);
        if (!own.length) throw errors.notFound();
        if (body.isDefault) await clearDefault(tx, request, body.resource);
        const { rows } = await tx.query<ListConfig>(
          `UPDATE list_configs SET resource = $4, name = $5, columns = $6::jsonb, is_default = $7
           WHERE tenant = $1 AND id = $2 AND user_id = $3 RETURNING ${COLUMNS}`,
          [request.tenant, request.params.id, request.user.id, body.resource, body.name, JSON.stringify(body.columns), !!body.isDefault],
        );
        return rows[0];
      });
    },
  );

  app.delete(
    '/list-configs/:id',
    { config: { tenant: true }, schema: { params: idParams, response: { 204: { type: 'null' }, 404: ERROR_SCHEMA } } },
    async (request: IdRequest, reply) => {
      const { rows } = await app.db.query('DELETE FROM list_configs WHERE tenant = $1 AND id = $2 AND user_id = $3 RETURNING id', [
        request.tenant,
        request.params.id,
        request.user.id,
      ]);
      if (!rows.length) throw errors.notFound();
      return reply.status(204).send();
    },
  );
}
