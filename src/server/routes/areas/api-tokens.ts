import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_TOKEN_NAME_MAX, API_TOKENS_PATH, TOKEN_SCOPES, type CreatedApiToken, type NewApiToken } from '../../../shared/api-tokens';
import { errors } from '../../errors';
import { fixedOrderPage, PAGE_QUERYSTRING, setTotalCount, type QueryInput } from '../../lists/page-params';
import { writeAudit } from '../../resources/audit';
import { errorsOf } from '../../resources/openapi-schemas';
import { readTenantConfig } from '../../resources/visibility';
import { apiTokenErrors } from '../../security/api-token-errors';
import { findToken, insertToken, listTokens, liveNameTaken, newTokenSecret, revokeToken } from '../../security/api-tokens';
import { requirePermission } from '../../users/authorize';
import { isUuid } from '../../../shared/uuid';

const TAGS = ['api-tokens'];

const TOKEN_INFO = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    scopes: { type: 'object', additionalProperties: { type: 'string', enum: [...TOKEN_SCOPES] } },
    createdBy: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    expiresAt: { type: ['string', 'null'], format: 'date-time' },
    lastUsedAt: { type: ['string', 'null'], format: 'date-time' },
    revokedAt: { type: ['string', 'null'], format: 'date-time' },
    revokedBy: { type: ['string', 'null'] },
  },
} as const;

const NEW_TOKEN = {
  type: 'object',
  required: ['name', 'scopes'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', maxLength: API_TOKEN_NAME_MAX },
    scopes: {
      type: 'object',
      description: 'area (a menu key the tenant shows, e.g. inbounds) → read or write',
      additionalProperties: { type: 'string', enum: [...TOKEN_SCOPES] },
    },
    expiresAt: { type: ['string', 'null'], format: 'date-time', default: null },
  },
} as const;

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const;

type CreateRequest = FastifyRequest<{ Body: NewApiToken }>;
type TokenRequest = FastifyRequest<{ Params: { id: string } }>;

/**
 * API tokens of the request's tenant, kept by its administrators: list, create (the secret answered once) and
 * revoke, each audited. A token's scopes name areas the tenant shows, so user administration and tenant
 * management, which are no areas, can never be granted.
 */
export default async function apiTokenRoutes(app: FastifyInstance) {
  const options = { config: { tenant: true } };

  app.get<{ Querystring: QueryInput }>(
    API_TOKENS_PATH,
    {
      ...options,
      schema: {
        tags: TAGS,
        summary: "The tenant's API tokens, live ones first, newest first (paged; total in x-total-count)",
        querystring: { type: 'object', properties: PAGE_QUERYSTRING },
        response: { 200: { type: 'array', items: TOKEN_INFO }, ...errorsOf(400, 403) },
      },
    },
    async (request, reply) => {
      requirePermission(request.user, request.tenant, 'apiTokens.manage');
      const { rows, total } = await listTokens(app.db, request.tenant, fixedOrderPage(request.query));
      setTotalCount(reply, total);
      return rows;
    },
  );

  app.post(
    API_TOKENS_PATH,
    {
      ...options,
      schema: {
        tags: TAGS,
        summary: 'Creates an API token; the answer holds its secret, shown this once',
        body: NEW_TOKEN,
        response: { 201: { ...TOKEN_INFO, properties: { ...TOKEN_INFO.properties, secret: { type: 'string' } } }, ...errorsOf(400, 403, 409) },
      },
    },
    async (request: CreateRequest, reply): Promise<CreatedApiToken> => {
      requirePermission(request.user, request.tenant, 'apiTokens.manage');
      const name = request.body.name.trim();
      if (!name) throw apiTokenErrors.nameEmpty();
      const shown = new Set((await readTenantConfig(app.db, request.tenant))?.visibleRoutes ?? []);
      const areas = Object.keys(request.body.scopes);
      const unknown = areas.filter((area) => !shown.has(area));
      if (areas.length === 0 || unknown.length > 0) throw apiTokenErrors.areasUnknown(unknown);
      const { expiresAt } = request.body;
      if (expiresAt !== null && !(Date.parse(expiresAt) > Date.now())) throw apiTokenErrors.expiryPast();
      const secret = newTokenSecret();
      const token = await app.db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`api-token:${request.tenant}`]);
        if (await liveNameTaken(tx, request.tenant, name)) throw apiTokenErrors.nameTaken(name);
        const made = await insertToken(tx, request.tenant, { name, scopes: request.body.scopes, expiresAt }, secret, request.user.login);
        await writeAudit(tx, { tenant: request.tenant, user: request.user.login, resource: 'api-tokens', key: made.id, action: 'create', after: { ...made } });
        return made;
      });
      return reply.status(201).send({ ...token, secret });
    },
  );

  app.delete(
    `${API_TOKENS_PATH}/:id`,
    {
      ...options,
      schema: {
        tags: TAGS,
        summary: 'Revokes an API token: its next request is refused',
        params: idParams,
        response: { 200: TOKEN_INFO, ...errorsOf(400, 403, 404) },
      },
    },
    async (request: TokenRequest) => {
      requirePermission(request.user, request.tenant, 'apiTokens.manage');
      if (!isUuid(request.params.id)) throw errors.notFound();
      return app.db.transaction(async (tx) => {
        const before = await findToken(tx, request.tenant, request.params.id);
        if (!before) throw errors.notFound();
        const after = (await revokeToken(tx, request.tenant, request.params.id, request.user.login)) ?? before;
        if (!before.revokedAt) {
          await writeAudit(tx, {
            tenant: request.tenant,
            user: request.user.login,
            resource: 'api-tokens',
            key: after.id,
            action: 'update',
            before: { ...before },
            after: { ...after },
          });
        }
        return after;
      });
    },
  );
}
