import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../errors';

/**
 * A machine in a loop must not crowd out the people: each API token gets `perMinute` requests a minute, then
 * 429 RATE_LIMITED with Retry-After. Users' sessions are not counted here (the request queue of
 * request-limit.ts and the login throttle guard them). Register after the auth plugin and before the routes.
 */
export const tokenRateLimitPlugin = fp(async (app: FastifyInstance, options: { perMinute: number }) => {
  await app.register(rateLimit, {
    global: true,
    hook: 'preParsing',
    max: options.perMinute,
    timeWindow: 60_000,
    allowList: (request) => request.apiToken === undefined,
    keyGenerator: (request) => request.apiToken?.id ?? '',
    errorResponseBuilder: (_request, context) => errors.rateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
});
