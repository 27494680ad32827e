import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { ERROR_SCHEMA } from '../resources/openapi-schemas';
import { fixedOrderPage, PAGE_QUERYSTRING, setTotalCount, type QueryInput } from '../lists/page-params';
import { assertListColumns } from './list-columns';

interface ListView {
  resource: string;
  configId: string | null;
  columns: string[];
}

const viewSchema = {
  type: 'object',
  properties: {
    resource: { type: 'string' },
    configId: { type: ['string', 'null'] },
    columns: { type: 'array', items: { type: 'string' } },
  },
} as const;

const bodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['resource', 'configId', 'columns'],
  properties: {
    resource: { type: 'string', minLength: 1 },
    configId: { anyOf: [{ type: 'string', pattern: '^[0-9]{1,18}$' }, { type: 'null' }] },
    columns: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 200 },
  },
} as const;

const unknownConfig = (configId: string, resource: string) =>
  new ApiError(400, 'UNKNOWN_LIST_CONFIG', `There is no saved view ${configId} of ${resource} for this user and tenant`, { configId, resource });

/** The user's (`$2`) views in the tenant (`$1`): of the list `$3`, or of every list when it is null. */
const VIEWS_OF = 'v.tenant = $1 AND v.user_id = $2 AND ($3::text IS NULL OR v.resource = $3)';

/** A saved config's columns as stored now; an unsaved choice's as applied. */
const SELECT_VIEWS = `SELECT v.resource, v.config_id::text AS "configId", coalesce(c.columns, v.columns) AS columns
  FROM list_views v LEFT JOIN list_configs c ON c.tenant = v.tenant AND c.id = v.config_id WHERE ${VIEWS_OF}`;

/**
 * The column view the user last applied to a list, per tenant and list: GET answers them (`resource=`: of one
 * list; none when none was applied, so the list opens with the default config), PUT replaces one. A saved config must be the user's
 * own config of that list in the tenant.
 */
export async function listViewRoutes(app: FastifyInstance) {
  app.get<{ Querystring: QueryInput & { resource?: string } }>(
    '/list-views',
    {
      config: { tenant: true },
      schema: {
        querystring: { type: 'object', properties: { resource: { type: 'string', minLength: 1 }, ...PAGE_QUERYSTRING } },
        response: { 200: { type: 'array', items: viewSchema }, 400: ERROR_SCHEMA },
      },
    },
    async (request, reply) => {
      const page = fixedOrderPage(request.query);
      const { resource } = request.query;
      if (resource !== undefined) await assertListColumns(app, request, resource, []);
      const values = [request.tenant, request.user.id, resource ?? null];
      const [{ rows }, count] = await Promise.all([
        app.db.query<ListView>(`${SELECT_VIEWS} ORDER BY v.resource LIMIT $4 OFFSET $5`, [...values, page.limit, page.offset]),
        app.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM list_views v WHERE ${VIEWS_OF}`, values),
      ]);
      setTotalCount(reply, count.rows[0].total);
      return rows;
    },
  );

  app.put<{ Body: ListView }>(
    '/list-views',
    { config: { tenant: true }, schema: { body: bodySchema, response: { 200: viewSchema, 400: ERROR_SCHEMA } } },
    async (request: FastifyRequest<{ Body: ListView }>) => {
      const { resource, configId, columns } = request.body;
      await assertListColumns(app, request, resource, columns);
      return app.db.transaction(async (tx) => {
        if (configId !== null) {
          // Held until the view is stored, so a config deleted at the same moment cannot leave the view dangling.
          const { rows } = await tx.query('SELECT 1 FROM list_configs WHERE tenant = $1 AND id = $2 AND user_id = $3 AND resource = $4 FOR KEY SHARE', [
            request.tenant,
            configId,
            request.user.id,
            resource,
          ]);
          if (!rows.length) throw unknownConfig(configId, resource);
        }
        await tx.query(
          `INSERT INTO list_views (tenant, user_id, resource, config_id, columns) VALUES ($1, $2, $3, $4, $5::jsonb)
           ON CONFLICT (tenant, user_id, resource) DO UPDATE SET config_id = EXCLUDED.config_id, columns = EXCLUDED.columns, updated_at = now()`,
          [request.tenant, request.user.id, resource, configId, JSON.stringify(columns)],
        );
        const { rows } = await tx.query<ListView>(SELECT_VIEWS, [request.tenant, request.user.id, resource]);
        return rows[0];
      });
    },
  );
}
