/** The login is trimmed; without "@" it is upper-cased, with "@" it is kept as typed. */
export function normalizeLogin(login: string): string {
  const trimmed = login.trim();
  return trimmed.includes('@') ? trimmed : trimmed.toUpperCase();
}

/** Logins are one regardless of case: the form in which they are compared and counted (login throttling). */
export function loginKey(login: string): string {
  return normalizeLogin(login).toLowerCase();
}

export function sameLogin(a: string, b: string): boolean {
  return loginKey(a) === loginKey(b);
}

/** Tenant names travel upper-cased (client header, server lookups). */
export function normalizeTenant(tenant: string): string {
  return tenant.trim().toUpperCase();
}
