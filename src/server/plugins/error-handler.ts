import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, errors } from '../errors';
import { statusErrorCode } from '../http-limits';

/** Always JSON, also when the route had chosen another type (a CSV export failing before its first byte). */
function send(reply: FastifyReply, statusCode: number, code: string, message: string, details: Record<string, unknown> = {}) {
  reply.removeHeader('content-disposition');
  return reply
    .status(statusCode)
    .type('application/json; charset=utf-8')
    .send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', code, message, ...details });
}

/**
 * A PostgreSQL data exception (SQLSTATE class 22: a value out of range, a malformed date, an
 * untranslatable character): bad input that got past validation, not a fault of the server.
 */
export function isDataException(error: unknown): boolean {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) && typeof severity === 'string';
}

/** Every error leaves as `{ statusCode, error, code, message }`; validation errors name the field. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (typeof error.details.retryAfterSeconds === 'number') {
        reply.header('Retry-After', String(error.details.retryAfterSeconds));
      }
      return send(reply, error.statusCode, error.code, error.message, error.details);
    }
    if (error.validation) {
      const first = error.validation[0];
      const field = (first?.params as { missingProperty?: string } | undefined)?.missingProperty ?? first?.instancePath.split('/').filter(Boolean).join('.');
      return send(reply, 400, 'VALIDATION', error.message, field ? { field } : {});
    }
    if (isDataException(error)) {
      // One line, no stack: a client can send such values at will, and they are not the server's fault.
      request.log.warn({ sqlState: error.code, reason: error.message }, 'database refused a value of the request');
      const answer = errors.invalidInput();
      return send(reply, answer.statusCode, answer.code, answer.message);
    }
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error(error);
      return send(reply, 500, 'INTERNAL_ERROR', 'An unexpected error occurred');
    }
    // Fastify's own 4xx answers (413, 415, malformed JSON): the code names the status, so the two always agree.
    return send(reply, statusCode, statusErrorCode(statusCode), error.message);
  });
});
