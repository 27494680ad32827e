import { isSystemAdmin, isTenantAdmin, type UserInfo } from '../../shared/user';
import { roleAllows, type Permission, type Role } from '../../shared/permissions';
import { ApiError } from '../errors';

/** Spec §6: the support role is never assigned, so a user is one of the other three. */
export function roleOf(user: UserInfo, tenant: string): Role {
  if (isSystemAdmin(user)) return 'systemAdministrator';
  if (isTenantAdmin(user, tenant)) return 'tenantAdministrator';
  return 'user';
}

export function can(user: UserInfo, tenant: string, permission: Permission): boolean {
  return roleAllows(roleOf(user, tenant), permission);
}

export const adminOnly = () => new ApiError(403, 'ADMIN_ONLY', 'Access denied');

/** Throws 403 ADMIN_ONLY unless the permission table lets the user's role do this in `tenant`. */
export function requirePermission(user: UserInfo, tenant: string, permission: Permission): void {
  if (!can(user, tenant, permission)) throw adminOnly();
}
