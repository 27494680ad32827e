import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { normalizeTenant } from '../../shared/login';
import { errors } from '../errors';
import { ACCESS_TOKEN_LIFETIME, readAccessToken, REQUIRED_CLAIMS } from '../security/access-token';
import { SESSION_CHANGE_CHANNEL, SessionCache } from '../security/session-cache';
import { findSessionUser, type SessionUserRow } from '../security/session-user';
import { toAuthUser } from '../users/user-repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** Expiry (epoch ms) of the access token the request was authenticated with. */
    tokenExpiresAt: number;
    /** The session (refresh-token family) of that token. */
    sessionId: string;
    /** The menu keys the tenant the request names shows, read with the session (visibility.ts uses them). */
    tenantRoutes?: { tenant: string; routes: unknown };
  }
}

/** The tenant the X-Tenant header names, normalised ('' for none); the tenant plugin checks it is the user's. */
export function requestedTenant(request: FastifyRequest): string {
  const header = request.headers['x-tenant'];
  return normalizeTenant(typeof header === 'string' ? header : '');
}

function bearerToken(request: FastifyRequest): string | undefined {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme === 'Bearer' && token ? token : undefined;
}

/**
 * JWT (HS256) sign/verify, and an onRequest hook for routes flagged `auth` or `tenant`: the user and the
 * token's session are checked against the database (with the user's tenants and the visible routes of the tenant
 * the request names, in one statement), so locking a user, logging out or any other revocation ends the access token at once
 * instead of when it expires. A check that passed is kept in memory until the database notifies a change (session-cache.ts).
 */
export const authPlugin = fp(async (app: FastifyInstance, options: { secret: string }) => {
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256', expiresIn: ACCESS_TOKEN_LIFETIME },
    verify: { algorithms: ['HS256'], requiredClaims: REQUIRED_CLAIMS },
  });
  app.decorateRequest('tokenExpiresAt', 0);
  app.decorateRequest('sessionId', '');
  const sessions = new SessionCache<SessionUserRow>();
  const stopListening = await app.db.listen(
    SESSION_CHANGE_CHANNEL,
    () => sessions.clear(),
    (live) => sessions.setLive(live),
  );
  app.addHook('onClose', () => stopListening());

  app.addHook('onRequest', async (request) => {
    const { auth, tenant } = request.routeOptions.config;
    if (!auth && !tenant) return;
    const token = bearerToken(request);
    const claims = token === undefined ? undefined : readAccessToken(app, token);
    if (!claims) throw errors.unauthorized();
    const named = requestedTenant(request);
    const row = await sessions.read(
      JSON.stringify([claims.userId, claims.sessionId, named]),
      claims.expiresAt,
      () => findSessionUser(app.db, claims.userId, claims.sessionId, named),
      (passed) => passed.session_alive && !passed.locked,
    );
    if (!row) throw errors.unauthorized();
    if (row.locked) throw errors.userLocked(401);
    if (!row.session_alive) throw errors.unauthorized();
    request.user = await toAuthUser(app.db, row, row.tenants);
    request.tokenExpiresAt = claims.expiresAt;
    request.sessionId = claims.sessionId;
    request.tenantRoutes = { tenant: named, routes: row.tenant_routes };
  });
});
