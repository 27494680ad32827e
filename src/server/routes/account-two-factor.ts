import type { FastifyInstance } from 'fastify';
import { errors } from '../errors';
import { confirmOwnPassword } from '../security/throttled-password';
import { isValidTotp, newTotpSecret } from '../security/two-factor';
import { postMessage } from '../users/messages';

const password = { type: 'string', maxLength: 1024 } as const;

const enableSchema = {
  body: { type: 'object', required: ['code', 'password'], properties: { code: { type: 'string', minLength: 1, maxLength: 16 }, password } },
} as const;

const passwordSchema = {
  body: { type: 'object', required: ['password'], properties: { password } },
} as const;

/**
 * TOTP set-up (secret pending until a code proves the app has it), enabling and reset. Enabling and
 * reset change how the account logs in, so both ask for the password (throttled like login): a
 * session left open is not enough.
 */
export async function accountTwoFactorRoutes(app: FastifyInstance) {
  app.post('/account/2fa/setup', { config: { auth: true } }, async (request) => {
    if (request.user.twoFactorEnabled) throw errors.twoFactorAlreadyEnabled();
    const { secret, otpauthUrl } = newTotpSecret();
    await app.db.transaction((tx) => tx.query('UPDATE users SET totp_secret = $1 WHERE id = $2 AND NOT totp_enabled', [secret, request.user.id]));
    return { secret, otpauthUrl: otpauthUrl(request.user.login) };
  });

  app.post<{ Body: { code: string; password: string } }>('/account/2fa/enable', { config: { auth: true }, schema: enableSchema }, async (request) => {
    const user = await confirmOwnPassword(app.db, request, request.body.password, errors.invalidPassword);
    if (user.totp_enabled) throw errors.twoFactorAlreadyEnabled();
    if (!user.totp_secret) throw errors.twoFactorNotSetUp();
    if (!isValidTotp(request.body.code, user.totp_secret)) throw errors.invalidTwoFactorCode(400);
    await app.db.transaction(async (tx) => {
      await tx.query('UPDATE users SET totp_enabled = true WHERE id = $1', [user.id]);
      await postMessage(tx, user.id, 'twoFactorEnabled');
    });
    return { success: true };
  });

  app.post<{ Body: { password: string } }>('/account/reset-2fa', { config: { auth: true }, schema: passwordSchema }, async (request) => {
    const user = await confirmOwnPassword(app.db, request, request.body.password, errors.invalidPassword);
    await app.db.transaction(async (tx) => {
      await tx.query('UPDATE users SET totp_enabled = false, totp_secret = NULL WHERE id = $1', [user.id]);
      if (user.totp_enabled) await postMessage(tx, user.id, 'twoFactorDisabled');
    });
    return { success: true };
  });
}
