import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SEED_SIZE_MAX_API, SEED_SIZE_MIN } from '../../shared/seed-size';
import { can } from '../../shared/permissions';
import { ApiError, errors } from '../errors';
import { findSeedJob, startSeedJob } from './jobs';
import { UUID_PATTERN } from '../../shared/uuid';

/** Before body validation, so a non-admin learns nothing but 403. */
async function adminOnly(request: FastifyRequest) {
  if (!can(request.user, request.tenant, 'data.seed')) {
    throw new ApiError(403, 'ADMIN_REQUIRED', 'Only system and tenant administrators may create demo data.');
  }
}

/** The seed page: POST starts a demo-data job for the current tenant, GET polls it. */
export async function seedRoutes(app: FastifyInstance) {
  app.post<{ Body: { size: number } }>(
    '/seed',
    {
      config: { tenant: true },
      preValidation: adminOnly,
      schema: {
        body: {
          type: 'object',
          required: ['size'],
          additionalProperties: false,
          properties: { size: { type: 'number', minimum: SEED_SIZE_MIN, maximum: SEED_SIZE_MAX_API } },
        },
      },
    },
    async (request, reply) => {
      const jobId = await startSeedJob(app.db, app.registry, app.reportQueries, request.log, request.tenant, request.body.size, request.user.login);
      return reply.status(202).send({ jobId });
    },
  );

  app.get<{ Params: { jobId: string } }>(
    '/seed/:jobId',
    {
      config: { tenant: true },
      preValidation: adminOnly,
      schema: { params: { type: 'object', properties: { jobId: { type: 'string', pattern: UUID_PATTERN.source } } } },
    },
    async (request) => {
      const job = await findSeedJob(app.db, request.tenant, request.params.jobId);
      if (!job) throw errors.notFound();
      return job;
    },
  );
}
