import type { FastifyInstance } from 'fastify';
import { meetsPasswordPolicy } from '../../shared/password';
import { errors } from '../errors';
import { hashPassword } from '../security/password-hash';
import { revokeOthersOfUser } from '../security/refresh-tokens';
import { confirmOwnPassword } from '../security/throttled-password';
import { postMessage } from '../users/messages';

interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
  /** The caller's own refresh token: its session survives, all others end. */
  refreshToken?: string;
}

const changePasswordSchema = {
  body: {
    type: 'object',
    required: ['currentPassword', 'newPassword'],
    properties: {
      currentPassword: { type: 'string', maxLength: 1024 },
      newPassword: { type: 'string', maxLength: 1024 },
      refreshToken: { type: 'string', maxLength: 256 },
    },
  },
} as const;

/**
 * POST /account/pwd: the current password proves the user (throttled like login); the new one must meet the password policy (shared/password.ts).
 * Other sessions end (whoever knew the old password is out) and the inbox records the change.
 */
export async function accountPasswordRoutes(app: FastifyInstance) {
  app.post<{ Body: ChangePasswordBody }>('/account/pwd', { config: { auth: true }, schema: changePasswordSchema }, async (request) => {
    const user = await confirmOwnPassword(app.db, request, request.body.currentPassword, errors.invalidCurrentPassword);
    if (!meetsPasswordPolicy(request.body.newPassword)) throw errors.passwordPolicy();
    const passwordHash = await hashPassword(request.body.newPassword);
    await app.db.transaction(async (tx) => {
      await tx.query('UPDATE users SET password_hash = $1 WHERE id = $2', [passwordHash, user.id]);
      await revokeOthersOfUser(tx, user.id, request.body.refreshToken);
      await postMessage(tx, user.id, 'passwordChanged');
    });
    return { success: true };
  });
}
