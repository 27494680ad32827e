import type { FastifyInstance } from 'fastify';
import { normalizeLogin } from '../../shared/login';
import { errors } from '../errors';
import { attemptSucceeded } from '../security/login-throttle';
import { burnPasswordCheck, verifyPassword } from '../security/password-hash';
import { issueSessionTokens } from '../security/session-tokens';
import { attemptKey, claimOrRefuse } from '../security/throttled-password';
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

/**
 * POST /account/login: password, then (if enabled) the TOTP code. Every attempt is counted before the
 * password is checked (login-throttle.ts); only a complete login resets the caller's count. A locked
 * account gets 403 USER_LOCKED for any password.
 */
export async function accountLoginRoutes(app: FastifyInstance) {
  app.post<{ Body: LoginBody }>('/account/login', { schema: loginSchema }, async (request) => {
    const login = normalizeLogin(request.body.login);
    const { password, code } = request.body;
    const key = attemptKey(request, login);
    await claimOrRefuse(app.db, key);

    const row = await findUserByLogin(app.db, login);
    const passwordOk = row ? await verifyPassword(password, row.password_hash) : await burnPasswordCheck(password);
    // A locked account answers alike whatever the password (the hash was checked all the same, so the time
    // is alike too) and never resets its count: neither tells whether a guess was right.
    if (row?.locked) throw errors.userLocked();
    if (!row || !passwordOk) throw errors.invalidLogin();
    if (row.totp_enabled && row.totp_secret) {
      if (!code) return { success: false, twoFactorRequired: true };
      if (!isValidTotp(code, row.totp_secret)) throw errors.invalidTwoFactorCode(401);
    }

    const tokens = await app.db.transaction(async (tx) => {
      await attemptSucceeded(tx, key);
      await tx.query('UPDATE users SET last_login_at = now() WHERE id = $1', [row.id]);
      return issueSessionTokens(app, tx, row);
    });
    return { success: true, ...tokens, ...publicUserInfo(await toAuthUser(app.db, row)) };
  });
}
