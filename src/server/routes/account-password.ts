import type { FastifyInstance } from 'fastify';
import { meetsPasswordPolicy } from '../../shared/password';
import { errors } from '../errors';
import { hashPassword, verifyPassword } from '../security/password-hash';
import { revokeOthersOfUser } from '../security/refresh-tokens';
import { postMessage } from '../users/messages';
import { findUserById } from '../users/user-repository';

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
 * POST /account/pwd: the current password proves the user; the new one must meet the spec §5 policy.
 * Other sessions end (whoever knew the old password is out) and the inbox records the change.
 */
export async function accountPasswordRoutes(app: FastifyInstance) {
  app.post<{ Body: ChangePasswordBody }>('/account/pwd', { config: { auth: true }, schema: changePasswordSchema }, async (request) => {
    const user = await findUserById(app.db, request.user.id);
    if (!user || !(await verifyPassword(request.body.currentPassword, user.password_hash))) throw errors.invalidCurrentPassword();
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
