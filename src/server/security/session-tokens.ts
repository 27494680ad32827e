import type { FastifyInstance } from 'fastify';
import { withBearer } from '../../shared/token';
import type { Queryable } from '../db/db';
import { signAccessToken } from './access-token';
import { issueRefreshToken } from './refresh-tokens';

export interface SessionTokens {
  /** "Bearer <jwt>", as the login answer carries it. */
  token: string;
  refreshToken: string;
}

/** A refresh token (in `familyId`, or a new family at login) and an access token naming that family as its session. */
export async function issueSessionTokens(app: FastifyInstance, db: Queryable, user: { id: string; login: string }, familyId?: string): Promise<SessionTokens> {
  const refresh = await issueRefreshToken(db, user.id, familyId);
  return { token: withBearer(signAccessToken(app, user, refresh.familyId)), refreshToken: refresh.token };
}
