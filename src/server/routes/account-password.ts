import type { FastifyInstance } from 'fastify';
import { meetsPasswordPolicy } from '../../shared/password';
import { errors } from '../errors';
import { hashPassword, verifyPassword } from '../security/password-hash';
import { findUserById } from '../users/user-repository';

interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
}

const changePasswordSchema = {
  body: {
    type: 'object',
    required: ['currentPassword', 'newPassword'],
    properties: { currentPassword: { type: 'string', maxLength: 1024 }, newPassword: { type: 'string', maxLength: 1024 } },
  },
} as const;

/** POST /account/pwd: the current password proves the user; the new one must meet the spec §5 policy. */
export async function accountPasswordRoutes(app: FastifyInstance) {
  app.post<{ Body: ChangePasswordBody }>('/account/pwd', { config: { auth: true }, schema: changePasswordSchema }, async (request) => {
    const user = await findUserById(app.db, request.user.id);
    if (!user || !(await verifyPassword(request.body.currentPassword, user.password_hash))) throw errors.invalidCurrentPassword();
    if (!meetsPasswordPolicy(request.body.newPassword)) throw errors.passwordPolicy();
    const passwordHash = await hashPassword(request.body.newPassword);
    await app.db.transaction((tx) => tx.query('UPDATE users SET password_hash = $1 WHERE id = $2', [passwordHash, user.id]));
    return { success: true };
  });
}
