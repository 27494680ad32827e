import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors';

function send(reply: FastifyReply, statusCode: number, code: string, message: string, details: Record<string, unknown> = {}) {
  return reply.status(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', code, message, ...details });
}

/** Every error leaves as `{ statusCode, error, code, message }`; validation errors name the field. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.statusCode === 429 && typeof error.details.retryAfterSeconds === 'number') {
        reply.header('Retry-After', String(error.details.retryAfterSeconds));
      }
      return send(reply, error.statusCode, error.code, error.message, error.details);
    }
    if (error.validation) {
      const first = error.validation[0];
      const field =
        (first?.params as { missingProperty?: string } | undefined)?.missingProperty ??
        first?.instancePath.split('/').filter(Boolean).join('.');
      return send(reply, 400, 'VALIDATION', error.message, field ? { field } : {});
    }
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error(error);
      return send(reply, 500, 'INTERNAL_ERROR', 'An unexpected error occurred');
    }
    return send(reply, statusCode, 'BAD_REQUEST', error.message);
  });
});
