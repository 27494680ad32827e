import { normalizeTenant } from './login';

export interface TenantAccess {
  tenant: string;
  adminflag: boolean;
  /** The tenant's company name; absent in user info stored before it was sent. */
  displayName?: string;
}

export interface UserInfo {
  login: string;
  firstname: string;
  lastname: string;
  adminflag: boolean;
  lockedFlag: boolean;
  supportflag: boolean;
  tenants: TenantAccess[];
}

export const EMPTY_USER: UserInfo = Object.freeze({
  login: '',
  firstname: '',
  lastname: '',
  adminflag: false,
  lockedFlag: false,
  supportflag: false,
  tenants: [],
}) as UserInfo;

/** The tenants list of a login answer must be an array whose entries have a string tenant. */
export function isTenantList(value: unknown): value is TenantAccess[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'object' && entry !== null && typeof (entry as TenantAccess).tenant === 'string');
}

/** First and last name joined by a space and trimmed; empty when not authenticated. */
export function fullName(user: Pick<UserInfo, 'firstname' | 'lastname'>, authenticated: boolean): string {
  if (!authenticated) return '';
  return `${user.firstname ?? ''} ${user.lastname ?? ''}`.trim();
}

/** User info counts as set only when authenticated and first name, last name and login are non-empty. */
export function isUserInfoSet(user: Pick<UserInfo, 'firstname' | 'lastname' | 'login'>, authenticated: boolean): boolean {
  return authenticated && !!user.firstname && !!user.lastname && !!user.login;
}

/** Tenant admin only when a user and a current tenant exist and that tenant's entry has adminflag. */
export function isTenantAdmin(user: UserInfo | null | undefined, currentTenant: string | null | undefined): boolean {
  if (!user || !currentTenant) return false;
  const wanted = normalizeTenant(currentTenant);
  return user.tenants.some((entry) => normalizeTenant(entry.tenant) === wanted && entry.adminflag === true);
}

export function isSystemAdmin(user: UserInfo | null | undefined): boolean {
  return user?.adminflag === true;
}

/** Admin means system admin or tenant admin of the current tenant. */
export function isAdmin(user: UserInfo | null | undefined, currentTenant: string | null | undefined): boolean {
  return isSystemAdmin(user) || isTenantAdmin(user, currentTenant);
}

/** The support role is always false (nobody is given it). */
export function isSupport(_user: UserInfo | null | undefined): boolean {
  return false;
}

/** A tenant can be set only if it is in the user's tenant list (system admins may use any). */
export function canUseTenant(user: UserInfo | null | undefined, tenant: string): boolean {
  if (!user) return false;
  const wanted = normalizeTenant(tenant);
  return user.tenants.some((entry) => normalizeTenant(entry.tenant) === wanted);
}
