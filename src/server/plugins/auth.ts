import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../errors';
import type { AccessTokenPayload } from '../types';
import { findUserById, toAuthUser } from '../users/user-repository';

/** Access tokens live 15 minutes; the refresh token renews them. */
export const ACCESS_TOKEN_LIFETIME = '15m';

declare module 'fastify' {
  interface FastifyRequest {
    /** Expiry (epoch ms) of the access token the request was authenticated with. */
    tokenExpiresAt: number;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme === 'Bearer' && token ? token : undefined;
}

/**
 * JWT (HS256) sign/verify, and an onRequest hook for routes flagged `auth` or `tenant`: the user is
 * reloaded from the database each time, so locking a user or revoking access applies at once.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: { secret: string }) => {
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256', expiresIn: ACCESS_TOKEN_LIFETIME },
    verify: { algorithms: ['HS256'] },
  });
  app.decorateRequest('tokenExpiresAt', 0);

  app.addHook('onRequest', async (request) => {
    const { auth, tenant } = request.routeOptions.config;
    if (!auth && !tenant) return;
    const token = bearerToken(request);
    if (!token) throw errors.unauthorized();
    let payload: AccessTokenPayload & { exp: number };
    try {
      payload = app.jwt.verify(token);
    } catch {
      throw errors.unauthorized();
    }
    const row = await findUserById(app.db, payload.sub);
    if (!row) throw errors.unauthorized();
    if (row.locked) throw errors.userLocked(401);
    request.user = await toAuthUser(app.db, row);
    request.tokenExpiresAt = payload.exp * 1000;
  });
});
