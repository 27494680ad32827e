import type { FastifyInstance } from 'fastify';
import { errors } from '../errors';
import { verifyPassword } from '../security/password-hash';
import { isValidTotp, newTotpSecret } from '../security/two-factor';
import { postMessage } from '../users/messages';
import { findUserById } from '../users/user-repository';

const codeSchema = {
  body: { type: 'object', required: ['code'], properties: { code: { type: 'string', minLength: 1, maxLength: 16 } } },
} as const;

const passwordSchema = {
  body: { type: 'object', required: ['password'], properties: { password: { type: 'string', maxLength: 1024 } } },
} as const;

/** TOTP set-up (secret pending until a code proves the app has it), enabling and reset. */
export async function accountTwoFactorRoutes(app: FastifyInstance) {
  app.post('/account/2fa/setup', { config: { auth: true } }, async (request) => {
    if (request.user.twoFactorEnabled) throw errors.twoFactorAlreadyEnabled();
    const { secret, otpauthUrl } = newTotpSecret();
    await app.db.transaction((tx) => tx.query('UPDATE users SET totp_secret = $1 WHERE id = $2 AND NOT totp_enabled', [secret, request.user.id]));
    return { secret, otpauthUrl: otpauthUrl(request.user.login) };
  });

  app.post<{ Body: { code: string } }>('/account/2fa/enable', { config: { auth: true }, schema: codeSchema }, async (request) => {
    const user = await findUserById(app.db, request.user.id);
    if (user?.totp_enabled) throw errors.twoFactorAlreadyEnabled();
    if (!user?.totp_secret) throw errors.twoFactorNotSetUp();
    if (!isValidTotp(request.body.code, user.totp_secret)) throw errors.invalidTwoFactorCode(400);
    await app.db.transaction(async (tx) => {
      await tx.query('UPDATE users SET totp_enabled = true WHERE id = $1', [user.id]);
      await postMessage(tx, user.id, 'twoFactorEnabled');
    });
    return { success: true };
  });

  app.post<{ Body: { password: string } }>('/account/reset-2fa', { config: { auth: true }, schema: passwordSchema }, async (request) => {
    const user = await findUserById(app.db, request.user.id);
    if (!user || !(await verifyPassword(request.body.password, user.password_hash))) throw errors.invalidPassword();
    await app.db.transaction(async (tx) => {
      await tx.query('UPDATE users SET totp_enabled = false, totp_secret = NULL WHERE id = $1', [user.id]);
      if (user.totp_enabled) await postMessage(tx, user.id, 'twoFactorDisabled');
    });
    return { success: true };
  });
}
