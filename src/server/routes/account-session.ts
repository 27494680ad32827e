import type { FastifyInstance } from 'fastify';
import { stripBearer } from '../../shared/token';
import { errors } from '../errors';
import { readAccessToken } from '../security/access-token';
import { findRefreshToken, markRefreshTokenUsed, revokeFamily } from '../security/refresh-tokens';
import { issueSessionTokens } from '../security/session-tokens';
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
  // Ends the session of the access token (its refresh-token family): that token and the refresh token stop at once.
  // A body (older clients sent their refresh token) is ignored: the token already names the session.
  app.post('/account/logout', { config: { auth: true } }, async (request) => {
    await revokeFamily(app.db, request.sessionId);
    return { success: true };
  });

  app.post('/account/validate-token', { config: { auth: true } }, async (request) => ({
    valid: true,
    expiresAt: new Date(request.tokenExpiresAt).toISOString(),
  }));

  // twoFactorEnabled lets the account pages offer set-up or reset; the login answer keeps its fields.
  app.get('/account/me', { config: { auth: true } }, async (request) => ({
    ...publicUserInfo(request.user),
    twoFactorEnabled: request.user.twoFactorEnabled,
  }));

  /**
   * Rotation with reuse detection: a used token presented again means it was stolen or replayed, so its
   * whole family (the session, with its access tokens) is revoked, unless it comes within the grace window
   * of its rotation (another tab of the same browser raced the first refresh): then it gets a fresh pair in
   * the same session. The access token may be expired but must be ours, of the same user and session.
   */
  app.post<{ Body: RefreshBody }>('/account/refreshtoken', { schema: refreshSchema }, async (request) => {
    const claims = readAccessToken(app, stripBearer(request.body.accessToken), { ignoreExpiration: true });
    if (!claims) throw errors.invalidRefreshToken();
    const outcome = await app.db.transaction(async (tx) => {
      const stored = await findRefreshToken(tx, request.body.refreshToken);
      if (!stored || stored.revoked || stored.expired || stored.user_id !== claims.userId || stored.family_id !== claims.sessionId) {
        return errors.invalidRefreshToken();
      }
      if (stored.used && !stored.recently_used) {
        await revokeFamily(tx, stored.family_id);
        return errors.refreshTokenReused();
      }
      const user = await findUserById(tx, stored.user_id);
      if (!user || user.locked) {
        await revokeFamily(tx, stored.family_id);
        return errors.userLocked(401);
      }
      // Within the grace window the token keeps its first rotation time, so the window cannot be stretched.
      if (!stored.used) await markRefreshTokenUsed(tx, request.body.refreshToken);
      return issueSessionTokens(app, tx, user, stored.family_id);
    });
    if (outcome instanceof Error) throw outcome;
    return outcome;
  });
}
