import type { FastifyInstance } from 'fastify';
import { normalizeLogin } from '../../shared/login';
import { errors } from '../errors';
import { blockedSeconds, recordFailure, resetFailures } from '../security/login-throttle';
import { burnPasswordCheck, verifyPassword } from '../security/password-hash';
import { issueSessionTokens } from '../security/session-tokens';
import { isValidTotp } from '../security/two-factor';
import { findUserByLogin, publicUserInfo, toAuthUser } from '../users/user-repository';

interface LoginBody {
  login: string;
  password: string;
  code?: string;
}

const loginSchema = {
  body: {
    type: 'object',
    required: ['login', 'password'],
    properties: {
      login: { type: 'string', minLength: 1, maxLength: 320 },
      password: { type: 'string', maxLength: 1024 },
      code: { type: 'string', maxLength: 16 },
    },
  },
} as const;

/** POST /account/login: password, then (if enabled) the TOTP code; failures are throttled per normalised login. */
export async function accountLoginRoutes(app: FastifyInstance) {
  app.post<{ Body: LoginBody }>('/account/login', { schema: loginSchema }, async (request) => {
    const login = normalizeLogin(request.body.login);
    const { password, code } = request.body;
    const wait = await blockedSeconds(app.db, login);
    if (wait > 0) throw errors.tooManyAttempts(wait);

    const row = await findUserByLogin(app.db, login);
    const passwordOk = row ? await verifyPassword(password, row.password_hash) : await burnPasswordCheck(password);
    if (!row || !passwordOk) {
      await recordFailure(app.db, login);
      throw errors.invalidLogin();
    }
    if (row.locked) throw errors.userLocked();
    if (row.totp_enabled && row.totp_secret) {
      if (!code) return { success: false, twoFactorRequired: true };
      if (!isValidTotp(code, row.totp_secret)) {
        await recordFailure(app.db, login);
        throw errors.invalidTwoFactorCode(401);
      }
    }

    const tokens = await app.db.transaction(async (tx) => {
      await resetFailures(tx, login);
      await tx.query('UPDATE users SET last_login_at = now() WHERE id = $1', [row.id]);
      return issueSessionTokens(app, tx, row);
    });
    return { success: true, ...tokens, ...publicUserInfo(await toAuthUser(app.db, row)) };
  });
}
