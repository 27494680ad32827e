import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../errors';
import { MAX_URL_LENGTH } from '../http-limits';

/** A URL longer than MAX_URL_LENGTH answers 414 URI_TOO_LONG before anything else looks at the request (token, route, file). */
export const urlLengthPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (request.raw.url && request.raw.url.length > MAX_URL_LENGTH) throw errors.uriTooLong(MAX_URL_LENGTH);
  });
});
