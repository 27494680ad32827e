import type { FastifyInstance } from 'fastify';
import { stripBearer } from '../../shared/token';
import { errors } from '../errors';
import {
  findRefreshToken,
  markRefreshTokenUsed,
  revokeAllOfUser,
  revokeFamily,
  revokeFamilyOfToken,
} from '../security/refresh-tokens';
import { issueSessionTokens } from '../security/session-tokens';
import type { AccessTokenPayload } from '../types';
import { findUserById, publicUserInfo } from '../users/user-repository';

interface RefreshBody {
  accessToken: string;
  refreshToken: string;
}

const refreshSchema = {
  body: {
    type: 'object',
    required: ['accessToken', 'refreshToken'],
    properties: { accessToken: { type: 'string', maxLength: 4096 }, refreshToken: { type: 'string', maxLength: 256 } },
  },
} as const;

/** Session upkeep: logout, token validation, refresh-token rotation, current user. */
export async function accountSessionRoutes(app: FastifyInstance) {
  // The body is optional (the spec's client sends none), hence no schema.
  app.post<{ Body: { refreshToken?: unknown } | undefined }>('/account/logout', { config: { auth: true } }, async (request) => {
    const refreshToken = typeof request.body?.refreshToken === 'string' ? request.body.refreshToken : undefined;
    await app.db.transaction((tx) =>
      refreshToken ? revokeFamilyOfToken(tx, request.user.id, refreshToken) : revokeAllOfUser(tx, request.user.id),
    );
    return { success: true };
  });

  app.post('/account/validate-token', { config: { auth: true } }, async (request) => ({
    valid: true,
    expiresAt: new Date(request.tokenExpiresAt).toISOString(),
  }));

  // twoFactorEnabled lets the account pages offer set-up or reset; the login answer stays as the spec has it.
  app.get('/account/me', { config: { auth: true } }, async (request) => ({
    ...publicUserInfo(request.user),
    twoFactorEnabled: request.user.twoFactorEnabled,
  }));

  /**
   * Rotation with reuse detection: a used token presented again means it was stolen or replayed,
   * so its whole family is revoked. The access token may be expired but must be ours and match the user.
   */
  app.post<{ Body: RefreshBody }>('/account/refreshtoken', { schema: refreshSchema }, async (request) => {
    let payload: AccessTokenPayload;
    try {
      payload = app.jwt.verify(stripBearer(request.body.accessToken), { ignoreExpiration: true });
    } catch {
      throw errors.invalidRefreshToken();
    }
    const outcome = await app.db.transaction(async (tx) => {
      const stored = await findRefreshToken(tx, request.body.refreshToken);
      if (!stored || stored.revoked || stored.expired || stored.user_id !== payload.sub) return errors.invalidRefreshToken();
      if (stored.used) {
        await revokeFamily(tx, stored.family_id);
        return errors.refreshTokenReused();
      }
      const user = await findUserById(tx, stored.user_id);
      if (!user || user.locked) {
        await revokeFamily(tx, stored.family_id);
        return errors.userLocked(401);
      }
      await markRefreshTokenUsed(tx, request.body.refreshToken);
      return issueSessionTokens(app, tx, user, stored.family_id);
    });
    if (outcome instanceof Error) throw outcome;
    return outcome;
  });
}
