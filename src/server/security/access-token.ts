import type { FastifyInstance } from 'fastify';
import { isUuid } from '../../shared/uuid';

/** Access tokens live 15 minutes; the refresh token renews them. */
export const ACCESS_TOKEN_LIFETIME = '15m';

/**
 * Claims the verifier insists on: without `exp` a token would never expire, without `sid` it could not be
 * ended with its session (tokens issued before sessions were named are refused this way).
 */
export const REQUIRED_CLAIMS = ['exp', 'sub', 'sid'];

/** What a verified access token says. */
export interface SessionClaims {
  userId: string;
  /** The session: the refresh-token family the token was issued with. */
  sessionId: string;
  /** Epoch ms. */
  expiresAt: number;
}

const USER_ID = /^[1-9][0-9]{0,18}$/;

export function signAccessToken(app: FastifyInstance, user: { id: string; login: string }, sessionId: string): string {
  return app.jwt.sign({ sub: user.id, login: user.login, sid: sessionId });
}

/**
 * The claims of a token signed by us with well-formed `sub`, `sid` and `exp`; undefined otherwise.
 * `ignoreExpiration` is for the refresh call, which renews an expired token.
 */
export function readAccessToken(app: FastifyInstance, token: string, options: { ignoreExpiration?: boolean } = {}): SessionClaims | undefined {
  let payload: Record<string, unknown>;
  try {
    payload = app.jwt.verify(token, { ignoreExpiration: options.ignoreExpiration ?? false });
  } catch {
    return undefined;
  }
  const { sub, sid, exp } = payload;
  if (typeof sub !== 'string' || !USER_ID.test(sub) || typeof sid !== 'string' || !isUuid(sid)) return undefined;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return undefined;
  return { userId: sub, sessionId: sid, expiresAt: exp * 1000 };
}
