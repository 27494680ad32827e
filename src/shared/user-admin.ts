import { can, type Role } from './permissions';
import { isTenantAdmin, type TenantAccess, type UserInfo } from './user';

/** The roles a row of GET /users shows (and its `role` filter takes). */
export const ADMIN_USER_ROLES = ['systemAdministrator', 'tenantAdministrator', 'user'] as const satisfies readonly Role[];

/** One row of GET /users (user administration). */
export interface AdminUser {
  login: string;
  firstname: string;
  lastname: string;
  role: (typeof ADMIN_USER_ROLES)[number];
  /** Tenant admin of the listed tenant (of any tenant when all tenants are listed). */
  tenantAdmin: boolean;
  locked: boolean;
  lastLoginAt: string | null;
  /** The user's tenants the caller may see: a tenant administrator only those they administer. */
  tenants: TenantAccess[];
  /** Whether the caller may change names and password and lock or unlock (canManageAccount). */
  manageAccount: boolean;
}

/** One row of GET /tenants (tenant management). */
export interface AdminTenant {
  name: string;
  displayName: string;
  visibleRoutes: string[];
  visibleImportTypes: string[];
  /** The canonical IANA zone whose calendar day is the tenant's business day, e.g. `America/Edmonton`. */
  timeZone: string;
}

/** GET /users?tenant=* lists every tenant's users (system administrators only). */
export const ALL_TENANTS = '*';

/** What canManageAccount needs to know of the managed user. */
export interface AccountHolder {
  adminflag: boolean;
  tenants: TenantAccess[];
}

/**
 * Names, password and lock belong to the whole account, not to one tenant: a tenant administrator
 * changes them only for a user whose every tenant they administer, else administering one tenant
 * would take over the user's access to others. A system administrator's account only a system
 * administrator manages. The admin flag of, and the access to, the current tenant are not account-wide.
 */
export function canManageAccount(actor: UserInfo, tenant: string, target: AccountHolder): boolean {
  if (target.adminflag) return can(actor, tenant, 'users.manageSystemAdmins');
  return can(actor, tenant, 'users.manageSharedAccounts') || target.tenants.every((entry) => isTenantAdmin(actor, entry.tenant));
}

/** The memberships of a user `actor` may see: a tenant administrator only those of tenants they administer. */
export function visibleMemberships(actor: UserInfo, tenant: string, memberships: TenantAccess[]): TenantAccess[] {
  return can(actor, tenant, 'users.allTenants') ? memberships : memberships.filter((entry) => isTenantAdmin(actor, entry.tenant));
}
