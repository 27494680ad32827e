import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { normalizeTenant } from '../../shared/login';
import { errors } from '../errors';
import { ACCESS_TOKEN_LIFETIME, readAccessToken, REQUIRED_CLAIMS } from '../security/access-token';
import { findTokenSession, isTokenSecret, noteTokenUse, tokenUser, type RequestToken, type TokenSessionRow } from '../security/api-tokens';
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
    /** The API token the request is authenticated with; undefined for a user's session. */
    apiToken?: RequestToken;
    /** An API token's scopes were checked for this request's areas (resources/visibility.ts). */
    tokenScopesChecked: boolean;
  }
}

/**
 * The tenant the X-Tenant header names, normalised ('' for none), else an API token's own; the tenant plugin
 * checks it is the user's (a token's user has just its tenant).
 */
export function requestedTenant(request: FastifyRequest): string {
  const header = request.headers['x-tenant'];
  return normalizeTenant(typeof header === 'string' ? header : '') || (request.apiToken?.tenant ?? '');
}

const TOKEN_USE_NOTE_MS = 60_000;

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
  app.decorateRequest('tokenScopesChecked', false);
  const sessions = new SessionCache<SessionUserRow>();
  const tokens = new SessionCache<TokenSessionRow>();
  const stopListening = await app.db.listen(
    SESSION_CHANGE_CHANNEL,
    () => {
      sessions.clear();
      tokens.clear();
    },
    (live) => {
      sessions.setLive(live);
      tokens.setLive(live);
    },
  );
  app.addHook('onClose', () => stopListening());

  app.addHook('onRequest', async (request) => {
    const { auth, tenant } = request.routeOptions.config;
    if (!auth && !tenant) return;
    const bearer = bearerToken(request);
    if (bearer !== undefined && isTokenSecret(bearer)) return authenticateToken(request, bearer);
    const claims = bearer === undefined ? undefined : readAccessToken(app, bearer);
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

  // After every onRequest hook, the routes' visibility checks among them: a token may use only a route whose
  // areas its scopes were checked against, or one open to any token of the tenant (`anyToken`).
  app.addHook('preParsing', async (request) => {
    if (request.apiToken && !request.tokenScopesChecked && !request.routeOptions.config.anyToken) throw errors.tokenScope();
  });

  /** When this node last noted each token's use (epoch ms): the database is told at most once a minute. */
  const usesNoted = new Map<string, number>();

  /** An API token acts as a plain user of its tenant, with the scopes it was given (api-tokens.ts, visibility.ts). */
  async function authenticateToken(request: FastifyRequest, secret: string): Promise<void> {
    const row = await tokens.read(
      secret,
      Number.POSITIVE_INFINITY,
      () => findTokenSession(app.db, secret),
      () => true,
    );
    if (!row || (row.expires_at !== null && row.expires_at <= Date.now())) throw errors.unauthorized();
    request.apiToken = { id: row.id, name: row.name, tenant: row.tenant, scopes: row.scopes };
    request.user = tokenUser(row);
    request.tenantRoutes = { tenant: row.tenant, routes: row.tenant_routes };
    if ((usesNoted.get(row.id) ?? 0) > Date.now() - TOKEN_USE_NOTE_MS) return;
    usesNoted.set(row.id, Date.now());
    noteTokenUse(app.db, row.id).catch((error: unknown) => request.log.warn({ err: error }, 'could not note the use of an API token'));
  }
});
