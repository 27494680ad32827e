import type { FastifyInstance } from 'fastify';
import { withBearer } from '../../shared/token';
import type { Queryable } from '../db/db';
import { issueRefreshToken } from './refresh-tokens';

export interface SessionTokens {
  /** "Bearer <jwt>", as the spec's login answer carries it. */
  token: string;
  refreshToken: string;
}

/** A fresh access token plus a refresh token (in `familyId`, or a new family at login). */
export async function issueSessionTokens(app: FastifyInstance, db: Queryable, user: { id: string; login: string }, familyId?: string): Promise<SessionTokens> {
  const refreshToken = await issueRefreshToken(db, user.id, familyId);
  return { token: withBearer(app.jwt.sign({ sub: user.id, login: user.login })), refreshToken };
}
