import { IMPORT_VIEW_KEY } from './imports/api';
import { isSystemAdmin, isTenantAdmin, type UserInfo } from './user';

/**
 * The one permission table: the server decides with it and GET /roles shows it, so the
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
  /** The admin-only route "logs": the current tenant's change history. */
  'auditLog.view': ADMINS,
  /** The seed page: replace the current tenant's data with demo data. */
  'data.seed': ADMINS,
  'users.allTenants': ['systemAdministrator'],
  'users.manageSystemAdmins': ['systemAdministrator'],
  /** Names, password and lock of a user who also belongs to tenants one does not administer (user-admin.ts). */
  'users.manageSharedAccounts': ['systemAdministrator'],
  /** Tenant management read-only: a tenant admin sees the tenants they administer. */
  'tenants.view': ADMINS,
  /** The issuer a tenant's proof-of-sustainability documents name (company, address, certificate). */
  'tenants.issuer': ADMINS,
  /** API tokens of the tenant: machine users with scopes per area (docs/api-guide.md). */
  'apiTokens.manage': ADMINS,
  /** Creating tenants and changing their names, menus and import types. */
  'tenants.manage': ['systemAdministrator'],
  /** Reopening a completed mass balance (docs/domain-rules.md#reset-complete-and-reopen). */
  'massBalances.reopen': ADMINS,
  /** The developer component showcase (layouts/*): a tool for the people who run the portal. */
  'showcase.view': ADMINS,
  /** The current tenant's webhook endpoints and their delivery logs (README "Webhooks"). */
  'webhooks.manage': ADMINS,
  /** The import view: importing the tenant's files and the history of its imports (import messages). */
  'imports.run': ['systemAdministrator', 'tenantAdministrator', 'user'],
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof PERMISSIONS;

/**
 * Tenant menu keys whose pages and routes also need a permission of the user's role: the tenant shows
 * the page, the role decides who of its users may use it.
 */
const KEY_PERMISSIONS: Readonly<Record<string, Permission>> = { [IMPORT_VIEW_KEY]: 'imports.run' };

/** The permission a tenant menu key needs besides being shown; undefined for most keys. */
export function keyPermission(key: string): Permission | undefined {
  return Object.hasOwn(KEY_PERMISSIONS, key) ? KEY_PERMISSIONS[key] : undefined;
}

/**
 * The permission the server checks for each action on an admin area (its routes), so the client asks
 * the access control provider by resource and action like for registry entities. An action not listed
 * is not offered.
 */
export const AREA_PERMISSIONS = {
  users: { list: 'users.view', show: 'users.view', create: 'users.create', edit: 'users.edit' },
  tenants: { list: 'tenants.view', show: 'tenants.view', create: 'tenants.manage', edit: 'tenants.manage' },
  roles: { list: 'roles.view' },
  'audit-log': { list: 'auditLog.view' },
  seed: { create: 'data.seed' },
  webhooks: { list: 'webhooks.manage', show: 'webhooks.manage', create: 'webhooks.manage', edit: 'webhooks.manage', delete: 'webhooks.manage' },
} as const satisfies Record<string, Partial<Record<string, Permission>>>;
export type Area = keyof typeof AREA_PERMISSIONS;

/** The permission an action on an admin area needs: undefined for a resource that is no area, null for an action the area does not offer. */
export function areaPermission(resource: string, action: string): Permission | null | undefined {
  if (!Object.hasOwn(AREA_PERMISSIONS, resource)) return undefined;
  return (AREA_PERMISSIONS[resource as Area] as Partial<Record<string, Permission>>)[action] ?? null;
}

export function roleAllows(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** The support role is never assigned, so a user is one of the other three. */
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
