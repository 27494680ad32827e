import type { FastifyInstance, FastifyRequest } from 'fastify';
import yazl from 'yazl';
import { normalizeTenant } from '../../../shared/login';
import { can } from '../../../shared/permissions';
import { ISSUER_FIELDS, POS_LANGUAGES, type PosLanguage, type TenantIssuer } from '../../../shared/pos/api';
import { errors } from '../../errors';
import { sendAttachment } from '../../proof-documents/content-disposition';
import { readIssuer, writeIssuer } from '../../pos/issuer';
import { posErrors } from '../../pos/pos-errors';
import { PosService } from '../../pos/pos-service';
import { writeAudit } from '../../resources/audit';
import { findActive } from '../../resources/repository';
import { errorsOf } from '../../resources/openapi-schemas';
import { assertVisible } from '../../resources/visibility';
import { adminOnly } from '../../users/authorize';

const language = { type: 'object', properties: { language: { type: 'string', enum: [...POS_LANGUAGES], default: 'en' } } } as const;
const PDF = {
  description: 'the PoS as a PDF (Content-Disposition: attachment)',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
};
const issuerBody = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(Object.entries(ISSUER_FIELDS).map(([field, maxLength]) => [field, { type: 'string', maxLength }])),
} as const;

const tenantParams = { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 100 } } } as const;

type PosRequest = FastifyRequest<{ Params: { key: string }; Querystring: { language: PosLanguage } }>;
type BalanceRequest = FastifyRequest<{ Params: { id: string }; Querystring: { language: PosLanguage } }>;
type IssuerRequest = FastifyRequest<{ Params: { name: string }; Body: TenantIssuer }>;

/** 403 unless the user administers the tenant (or every tenant). */
function requireIssuerAdmin(request: IssuerRequest): string {
  const tenant = normalizeTenant(request.params.name);
  if (!can(request.user, tenant, 'tenants.issuer')) throw adminOnly();
  return tenant;
}

/**
 * Proof-of-sustainability documents (src/server/pos/): the PoS of an outgoing proof, issued once and stored
 * with its documents, issued anew on request; the PoS of a completed balance's outputs as one ZIP; and the
 * issuer a tenant's PoS name, kept by its administrators.
 */
export default async function posRoutes(app: FastifyInstance) {
  const service = new PosService(app.db, app.registry);
  const context = (request: FastifyRequest) => ({ tenant: request.tenant, user: request.user.login });

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => assertVisible(app.db, request, 'sustainabilitydata'));
    const options = { config: { tenant: true } };
    const params = { type: 'object', required: ['key'], properties: { key: { type: 'string', minLength: 1, maxLength: 60 } } } as const;

    scope.get(
      '/sustainabilitydata/:key/pos',
      {
        ...options,
        schema: {
          summary: 'The PoS of an outgoing proof: the stored one, else issued now and stored',
          params,
          querystring: language,
          response: { 200: PDF, ...errorsOf(400, 403, 404, 409) },
        },
      },
      async (request: PosRequest, reply) => {
        const { document, content } = await service.issue(context(request), request.params.key, request.query.language);
        return sendAttachment(reply, 'application/pdf', document.fileName, content);
      },
    );

    scope.post(
      '/sustainabilitydata/:key/pos',
      {
        ...options,
        schema: {
          summary: 'Issues the PoS anew from the current records; the one before is kept, marked superseded',
          params,
          querystring: language,
          response: { ...errorsOf(400, 403, 404, 409) },
        },
      },
      async (request: PosRequest, reply) => {
        const { document } = await service.issue(context(request), request.params.key, request.query.language, true);
        reply.status(201);
        return document;
      },
    );
  });

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => assertVisible(app.db, request, 'mass-balances'));
    scope.get(
      '/mass-balances/:id/pos.zip',
      {
        config: { tenant: true },
        schema: {
          summary: 'The PoS of every output of a completed balance, as one ZIP',
          params: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 120 } } },
          querystring: language,
          response: { ...errorsOf(400, 403, 404, 409) },
        },
      },
      async (request: BalanceRequest, reply) => {
        const balance = await findActive(app.db, app.registry.get('mass-balances')!, request.tenant, request.params.id);
        if (!balance) throw errors.notFound();
        if (balance.balanceStatus !== 'completed') throw posErrors.balanceNotCompleted(request.params.id);
        const { rows } = await app.db.query<{ proof: string }>(
          `SELECT DISTINCT "issuedProof" AS proof FROM e_mass_balance_allocations
            WHERE tenant = $1 AND "massBalance" = $2 AND direction = 'output' AND "issuedProof" IS NOT NULL ORDER BY 1`,
          [request.tenant, request.params.id],
        );
        // Each PoS is issued (or taken as stored) before the answer starts, so a refusal is still an error answer.
        const zip = new yazl.ZipFile();
        const when = new Date(`${String(balance.dateTo ?? balance.dateFrom)}T00:00:00Z`);
        for (const { proof } of rows) {
          const { document, content } = await service.issue(context(request), proof, request.query.language);
          zip.addBuffer(content, document.fileName, { mtime: when });
        }
        zip.end();
        return sendAttachment(reply, 'application/zip', `PoS-${request.params.id}-${request.query.language}.zip`, zip.outputStream);
      },
    );
  });

  app.get(
    '/tenants/:name/issuer',
    {
      config: { auth: true },
      schema: {
        summary: "The issuer a tenant's PoS name (its administrators)",
        params: tenantParams,
        response: { 200: issuerBody, ...errorsOf(403, 404) },
      },
    },
    async (request: IssuerRequest) => {
      const tenant = requireIssuerAdmin(request);
      const { rows } = await app.db.query('SELECT 1 FROM tenants WHERE name = $1', [tenant]);
      if (!rows.length) throw errors.notFound();
      return readIssuer(app.db, tenant);
    },
  );

  app.patch(
    '/tenants/:name/issuer',
    {
      config: { auth: true },
      schema: {
        summary: "Keeps the issuer a tenant's PoS name: the fields given replace theirs, an empty text removes one",
        params: tenantParams,
        body: issuerBody,
        response: { 200: issuerBody, ...errorsOf(400, 403, 404) },
      },
    },
    async (request: IssuerRequest) => {
      const tenant = requireIssuerAdmin(request);
      return app.db.transaction(async (tx) => {
        const { rows } = await tx.query('SELECT 1 FROM tenants WHERE name = $1 FOR UPDATE', [tenant]);
        if (!rows.length) throw errors.notFound();
        const before = await readIssuer(tx, tenant);
        const after = await writeIssuer(tx, tenant, request.body);
        await writeAudit(tx, {
          tenant,
          user: request.user.login,
          resource: 'tenant-issuer',
          key: tenant,
          action: 'update',
          before: { ...before },
          after: { ...after },
        });
        return after;
      });
    },
  );
}
