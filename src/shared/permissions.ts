import { isSystemAdmin, isTenantAdmin, type UserInfo } from './user';

/**
 * The one permission table (spec §6): the server decides with it and GET /roles shows it, so the
 * roles matrix cannot drift from what is enforced. Shared so the client can type the matrix.
 */
export const ROLES = ['systemAdministrator', 'tenantAdministrator', 'user', 'support'] as const;
export type Role = (typeof ROLES)[number];

const ADMINS: readonly Role[] = ['systemAdministrator', 'tenantAdministrator'];

export const PERMISSIONS = {
  'data.currentTenant': ROLES,
  'account.ownPassword': ROLES,
  'users.view': ADMINS,
  'users.create': ADMINS,
  'users.edit': ADMINS,
  'users.lock': ADMINS,
  'users.grantAccess': ADMINS,
  'users.revokeAccess': ADMINS,
  'roles.view': ADMINS,
  'users.allTenants': ['systemAdministrator'],
  'users.manageSystemAdmins': ['systemAdministrator'],
  /** Names, password and lock of a user who also belongs to tenants one does not administer (user-admin.ts). */
  'users.manageSharedAccounts': ['systemAdministrator'],
  'tenants.manage': ['systemAdministrator'],
  /** Reopening a completed mass balance (issue 8). */
  'massBalances.reopen': ADMINS,
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof PERMISSIONS;

export function roleAllows(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** Spec §6: the support role is never assigned, so a user is one of the other three. */
export function roleOf(user: UserInfo, tenant: string): Role {
  if (isSystemAdmin(user)) return 'systemAdministrator';
  if (isTenantAdmin(user, tenant)) return 'tenantAdministrator';
  return 'user';
}

/** Whether `user`'s role in `tenant` holds `permission`. */
export function can(user: UserInfo, tenant: string, permission: Permission): boolean {
  return roleAllows(roleOf(user, tenant), permission);
}

/** GET /roles: one row per permission, one flag per role. */
export interface RolesMatrix {
  roles: Role[];
  permissions: { permission: Permission; allowed: Record<Role, boolean> }[];
}

export function rolesMatrix(): RolesMatrix {
  return {
    roles: [...ROLES],
    permissions: (Object.keys(PERMISSIONS) as Permission[]).map((permission) => ({
      permission,
      allowed: Object.fromEntries(ROLES.map((role) => [role, roleAllows(role, permission)])) as Record<Role, boolean>,
    })),
  };
}
