import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WEBHOOK_EVENTS, WEBHOOKS_ROUTE, type WebhookEndpointWithSecret, type WebhookEvent } from '../../../shared/webhooks';
import { errors } from '../../errors';
import { fixedOrderPage, PAGE_QUERYSTRING, setTotalCount, type QueryInput } from '../../lists/page-params';
import { errorsOf } from '../../resources/openapi-schemas';
import { requirePermission } from '../../users/authorize';
import { validateWebhookUrl } from '../../webhooks/address';
import {
  deleteEndpoint,
  findEndpoint,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  requeueDelivery,
  rotateSecret,
  updateEndpoint,
  type EndpointInput,
} from '../../webhooks/endpoints';
import { newWebhookSecret } from '../../webhooks/signature';
import { webhookErrors } from '../../webhooks/webhook-errors';
import { isUuid } from '../../../shared/uuid';

const TAGS = ['webhooks'];

const endpointSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    url: { type: 'string' },
    events: { type: 'array', items: { type: 'string', enum: [...WEBHOOK_EVENTS] } },
    resources: { type: ['array', 'null'], items: { type: 'string' }, description: 'record events only for these resources; null: every resource' },
    active: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
    createdBy: { type: 'string' },
    disabledAt: { type: ['string', 'null'], format: 'date-time' },
    disabledReason: { type: ['string', 'null'], enum: ['retriesExhausted', 'consecutiveFailures', null] },
  },
} as const;
const withSecret = {
  ...endpointSchema,
  properties: { ...endpointSchema.properties, secret: { type: 'string', description: 'the signing secret; answered only here, never again' } },
} as const;
const deliverySchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    eventId: { type: 'string', description: 'the Webhook-Id header and the body’s id' },
    type: { type: 'string', enum: [...WEBHOOK_EVENTS] },
    status: { type: 'string', enum: ['pending', 'retrying', 'delivered', 'failed'] },
    attempts: { type: 'integer' },
    lastStatusCode: { type: ['integer', 'null'] },
    lastError: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    lastAttemptAt: { type: ['string', 'null'], format: 'date-time' },
    nextAttemptAt: { type: ['string', 'null'], format: 'date-time' },
    deliveredAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

const inputProperties = {
  url: { type: 'string', minLength: 1, maxLength: 2000, description: 'http(s); not in a private network unless the operator allows it' },
  events: { type: 'array', minItems: 1, maxItems: WEBHOOK_EVENTS.length, uniqueItems: true, items: { type: 'string', enum: [...WEBHOOK_EVENTS] } },
  resources: {
    type: ['array', 'null'],
    maxItems: 200,
    uniqueItems: true,
    items: { type: 'string', maxLength: 100 },
    description: 'record events (record.*) only for these resources; null or left out: every resource',
  },
  active: { type: 'boolean' },
} as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const;
const deliveryParams = {
  type: 'object',
  required: ['id', 'delivery'],
  properties: { id: { type: 'string', maxLength: 100 }, delivery: { type: 'string', maxLength: 100 } },
} as const;

interface EndpointBody {
  url?: string;
  events?: WebhookEvent[];
  resources?: string[] | null;
  active?: boolean;
}

/**
 * The current tenant's webhook endpoints (README "Webhooks"): register, change, rotate the secret, remove, and the
 * delivery log with "send again". Tenant administrators (webhooks.manage); another tenant's endpoint is not found.
 */
export default async function webhookRoutes(app: FastifyInstance) {
  const options = { config: { tenant: true } };
  const manager = (request: FastifyRequest) => requirePermission(request.user, request.tenant, 'webhooks.manage');
  /** 404 for an id no endpoint can have, like one of another tenant. */
  const endpointId = (id: string) => {
    if (!isUuid(id)) throw errors.notFound();
    return id.toLowerCase();
  };
  const checkedResources = (resources: string[] | null | undefined) => {
    if (!resources) return resources;
    const unknown = resources.filter((name) => !app.registry.get(name));
    if (unknown.length) throw webhookErrors.unknownResources(unknown);
    return resources;
  };
  const checkedUrl = (url: string | undefined) => (url === undefined ? undefined : validateWebhookUrl(url, app.webhookSettings.allowPrivateNetworks));
  const describe = (summary: string, extra: Record<string, unknown>) => ({ ...options, schema: { tags: TAGS, summary, ...extra } });
  const REFUSALS =
    'A URL that is not http(s) answers 400 WEBHOOK_URL_INVALID, one whose host does not resolve WEBHOOK_URL_UNRESOLVED, one in a private network WEBHOOK_URL_PRIVATE.';

  app.get<{ Querystring: QueryInput }>(
    WEBHOOKS_ROUTE,
    describe('The tenant’s webhook endpoints, oldest first (paged; total in x-total-count)', {
      querystring: { type: 'object', properties: PAGE_QUERYSTRING },
      response: { 200: { type: 'array', items: endpointSchema }, ...errorsOf(400, 403) },
    }),
    async (request, reply) => {
      manager(request);
      const { rows, total } = await listEndpoints(app.db, request.tenant, fixedOrderPage(request.query));
      setTotalCount(reply, total);
      return rows;
    },
  );

  app.post<{ Body: Required<Pick<EndpointBody, 'url' | 'events'>> & EndpointBody }>(
    WEBHOOKS_ROUTE,
    describe('Registers an endpoint; the answer holds its signing secret, which is never shown again', {
      description: REFUSALS,
      body: { type: 'object', required: ['url', 'events'], additionalProperties: false, properties: inputProperties },
      response: { 201: withSecret, ...errorsOf(400, 403) },
    }),
    async (request, reply): Promise<WebhookEndpointWithSecret> => {
      manager(request);
      const input: EndpointInput = {
        url: (await checkedUrl(request.body.url))!,
        events: request.body.events,
        resources: checkedResources(request.body.resources) ?? null,
        active: request.body.active ?? true,
      };
      const secret = newWebhookSecret();
      const endpoint = await app.db.transaction((tx) => insertEndpoint(tx, request.tenant, request.user.login, randomUUID(), secret, input));
      reply.code(201);
      return { ...endpoint, secret };
    },
  );

  app.get<{ Params: { id: string } }>(
    `${WEBHOOKS_ROUTE}/:id`,
    describe('One endpoint (without its secret)', { params: idParams, response: { 200: endpointSchema, ...errorsOf(403, 404) } }),
    async (request) => {
      manager(request);
      const endpoint = await findEndpoint(app.db, request.tenant, endpointId(request.params.id));
      if (!endpoint) throw errors.notFound();
      return endpoint;
    },
  );

  app.patch<{ Params: { id: string }; Body: EndpointBody }>(
    `${WEBHOOKS_ROUTE}/:id`,
    describe('Changes an endpoint; `active: true` turns a disabled one on again', {
      description: REFUSALS,
      params: idParams,
      body: { type: 'object', additionalProperties: false, properties: inputProperties },
      response: { 200: endpointSchema, ...errorsOf(400, 403, 404) },
    }),
    async (request) => {
      manager(request);
      const id = endpointId(request.params.id);
      const input: Partial<EndpointInput> = {
        url: await checkedUrl(request.body.url),
        events: request.body.events,
        resources: checkedResources(request.body.resources),
        active: request.body.active,
      };
      const endpoint = await app.db.transaction((tx) => updateEndpoint(tx, request.tenant, id, input));
      if (!endpoint) throw errors.notFound();
      return endpoint;
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${WEBHOOKS_ROUTE}/:id`,
    describe('Removes an endpoint and its delivery log', { params: idParams, response: { 204: { type: 'null' }, ...errorsOf(403, 404) } }),
    async (request, reply) => {
      manager(request);
      const id = endpointId(request.params.id);
      if (!(await app.db.transaction((tx) => deleteEndpoint(tx, request.tenant, id)))) throw errors.notFound();
      reply.code(204);
    },
  );

  app.post<{ Params: { id: string } }>(
    `${WEBHOOKS_ROUTE}/:id/rotate-secret`,
    describe('A new signing secret for the endpoint, answered once; the old one signs nothing from now on', {
      params: idParams,
      response: { 200: { type: 'object', properties: { secret: { type: 'string' } } }, ...errorsOf(403, 404) },
    }),
    async (request) => {
      manager(request);
      const id = endpointId(request.params.id);
      const secret = newWebhookSecret();
      if (!(await app.db.transaction((tx) => rotateSecret(tx, request.tenant, id, secret)))) throw errors.notFound();
      return { secret };
    },
  );

  app.get<{ Params: { id: string }; Querystring: QueryInput }>(
    `${WEBHOOKS_ROUTE}/:id/deliveries`,
    describe('The endpoint’s delivery log, newest first (paged; total in x-total-count)', {
      params: idParams,
      querystring: { type: 'object', properties: PAGE_QUERYSTRING },
      response: { 200: { type: 'array', items: deliverySchema }, ...errorsOf(400, 403, 404) },
    }),
    async (request, reply) => {
      manager(request);
      const id = endpointId(request.params.id);
      const page = fixedOrderPage(request.query);
      if (!(await findEndpoint(app.db, request.tenant, id))) throw errors.notFound();
      const { rows, total } = await listDeliveries(app.db, request.tenant, id, page);
      setTotalCount(reply, total);
      return rows;
    },
  );

  app.post<{ Params: { id: string; delivery: string } }>(
    `${WEBHOOKS_ROUTE}/:id/deliveries/:delivery/retry`,
    describe('Send again: queues the delivery at once, with a new retry window', {
      params: deliveryParams,
      response: { 200: { type: 'object', properties: { success: { type: 'boolean' } } }, ...errorsOf(403, 404) },
    }),
    async (request) => {
      manager(request);
      const id = endpointId(request.params.id);
      const delivery = endpointId(request.params.delivery);
      if (!(await app.db.transaction((tx) => requeueDelivery(tx, request.tenant, id, delivery)))) throw errors.notFound();
      return { success: true };
    },
  );
}
