import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { EntitySchema } from '../../shared/registry';
import { LABELS_PARAM } from '../../shared/page-labels';
import { errors } from '../errors';
import { fixedOrderPage, PAGE_QUERYSTRING, setTotalCount, type QueryInput } from '../lists/page-params';
import { buildListQuery } from '../resources/list-query';
import { componentSchema, DOCUMENTATION_ONLY, errorsOf, LABELLED_LIST_QUERYSTRING, labelledPageSchema } from '../resources/openapi-schemas';
import { pageLabels } from '../resources/page-labels';
import { toApiRecord, toVersionRecord } from '../resources/records';
import { findActive, findVersion, listPage, listVersions } from '../resources/repository';
import { ResourceService } from '../resources/service';
import { createValidators } from '../resources/validation';
import { assertVisible, shownKeys } from '../resources/visibility';
import { resourceBulkRoute } from './resource-bulk';
import { resourceExportRoute } from './resource-export';
import { resourceSumsRoute } from './resource-sums';
import { listScope } from '../search/list-scope';

type KeyRequest = FastifyRequest<{ Params: { key: string }; Querystring: QueryInput }>;

const VERSION_AUDIT = {
  type: 'object',
  properties: {
    changedAt: {
      type: 'string',
      format: 'date-time',
      description: "this version's last save; a PATCH that hands it back is refused (409 STALE_VERSION) when the version was saved since",
    },
    changedBy: { type: 'string', description: 'login that last saved this version' },
  },
};

function schemas(entity: EntitySchema) {
  const record = { $ref: `${entity['x-resource']}#` };
  const params = { type: 'object', properties: { key: { type: 'string', description: `the ${entity['x-key']}` } }, required: ['key'] };
  return {
    list: {
      querystring: LABELLED_LIST_QUERYSTRING,
      response: { 200: { oneOf: [{ type: 'array', items: record }, labelledPageSchema(record)] }, ...errorsOf(400, 403) },
    },
    get: entity['x-versioned']
      ? {
          params,
          querystring: {
            type: 'object',
            properties: { version: { type: 'integer', minimum: 1, description: 'this version instead of the one active today' } },
          },
          response: { 200: { allOf: [record, VERSION_AUDIT] }, ...errorsOf(403, 404) },
        }
      : { params, response: { 200: record, ...errorsOf(403, 404) } },
    versions: {
      params,
      querystring: { type: 'object', properties: PAGE_QUERYSTRING },
      response: { 200: { type: 'array', items: { allOf: [record, VERSION_AUDIT] } }, ...errorsOf(403, 404) },
    },
    create: { body: record, response: { 201: record, ...errorsOf(400, 403, 409) } },
    update: {
      params,
      querystring: { type: 'object', properties: { confirmKeyChange: { type: 'boolean' } } },
      body: record,
      response: { 200: record, ...errorsOf(400, 403, 404, 409) },
    },
    remove: { params, response: { 200: record, ...errorsOf(403, 404) } },
  } satisfies Record<string, FastifySchema>;
}

/** One set of simple-rest routes per registry entity, under /{x-resource}. */
export async function resourceRoutes(app: FastifyInstance) {
  const validators = createValidators(app.registry.values());
  for (const entity of app.registry.values()) {
    app.addSchema(componentSchema(entity));
    await app.register(async (scope) => {
      // Runs after the tenant hook: the tenant's visible_routes must hold the entity's key.
      scope.addHook('onRequest', async (request) => assertVisible(app.db, request, entity['x-visibility']));
      const hooks = app.entityHooks.of(entity['x-resource']);
      if (hooks.some((entry) => entry.beforeRead)) {
        scope.addHook('preHandler', async (request) => {
          if (request.method === 'GET' || request.method === 'HEAD') for (const entry of hooks) await entry.beforeRead?.(app.db, request.tenant);
        });
      }
      registerEntity(scope, entity, new ResourceService(app.db, app.registry, entity, validators.get(entity['x-resource'])!, app.entityHooks));
    });
  }
}

function registerEntity(app: FastifyInstance, entity: EntitySchema, service: ResourceService) {
  const base = `/${entity['x-resource']}`;
  const schema = schemas(entity);
  const options = { config: { tenant: true }, ...DOCUMENTATION_ONLY };
  const context = (request: FastifyRequest) => ({ tenant: request.tenant, user: request.user.login });

  app.get<{ Querystring: QueryInput }>(base, { ...options, schema: schema.list }, async (request, reply) => {
    const { [LABELS_PARAM]: labelled, ...query } = request.query;
    if (labelled !== undefined && labelled !== '1') throw errors.validation([{ field: LABELS_PARAM, rule: 'enum', messageKey: 'validation.enum' }]);
    const scope = await listScope(app.db, app.registry, entity, request.tenant, query);
    const build = (params: Parameters<typeof buildListQuery>[2]) => buildListQuery(entity, query, params, scope);
    const { rows, total } = await listPage(app.db, entity, request.tenant, build, app.listCache);
    const records = rows.map((row) => toApiRecord(entity, row));
    setTotalCount(reply, total);
    return labelled
      ? { data: records, labels: await pageLabels(app.db, app.registry, request.tenant, await shownKeys(app.db, request), entity, records) }
      : records;
  });

  resourceExportRoute(app, entity, options);
  resourceSumsRoute(app, entity, options);

  app.get(`${base}/:key`, { ...options, schema: schema.get }, async (request: KeyRequest) => {
    if (!entity['x-versioned']) {
      const row = await findActive(app.db, entity, request.tenant, request.params.key);
      if (!row) throw errors.notFound();
      return toApiRecord(entity, row);
    }
    // A versioned record: the version active today, or the one asked for; with its last save (changedAt), which a PATCH hands back.
    const { version } = request.query;
    if (version !== undefined && !/^[1-9]\d{0,8}$/.test(String(version)))
      throw errors.validation([{ field: 'version', rule: 'type', messageKey: 'validation.number' }]);
    const row =
      version === undefined
        ? await findActive(app.db, entity, request.tenant, request.params.key)
        : await findVersion(app.db, entity, request.tenant, request.params.key, Number(version));
    if (!row) throw errors.notFound();
    return toApiRecord(entity, row);
  });

  if (entity['x-versioned']) {
    app.get(`${base}/:key/versions`, { ...options, schema: schema.versions }, async (request: KeyRequest, reply) => {
      const { rows, total } = await listVersions(app.db, entity, request.tenant, request.params.key, fixedOrderPage(request.query));
      if (!total) throw errors.notFound();
      setTotalCount(reply, total);
      return rows.map((row) => toVersionRecord(entity, row));
    });
  }

  // A managed entity's records are written by its domain service only.
  if (entity['x-managed']) return;

  app.post(base, { ...options, schema: schema.create }, async (request, reply) => {
    reply.status(201);
    return service.create(context(request), request.body);
  });

  app.patch(`${base}/:key`, { ...options, schema: schema.update }, async (request: KeyRequest) =>
    service.update(context(request), request.params.key, request.body, request.query.confirmKeyChange === 'true'),
  );

  app.delete(`${base}/:key`, { ...options, schema: schema.remove }, async (request: KeyRequest) => service.remove(context(request), request.params.key));

  resourceBulkRoute(app, entity, service, options);
}
