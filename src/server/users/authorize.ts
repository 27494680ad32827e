import { can, type Permission } from '../../shared/permissions';
import type { UserInfo } from '../../shared/user';
import { ApiError } from '../errors';

export const adminOnly = () => new ApiError(403, 'ADMIN_ONLY', 'Access denied');

/** Throws 403 ADMIN_ONLY unless the permission table lets the user's role do this in `tenant`. */
export function requirePermission(user: UserInfo, tenant: string, permission: Permission): void {
  if (!can(user, tenant, permission)) throw adminOnly();
}
