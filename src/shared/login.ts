/** The login is trimmed; without "@" it is upper-cased, with "@" it is kept as typed. */
export function normalizeLogin(login: string): string {
  const trimmed = login.trim();
  return trimmed.includes('@') ? trimmed : trimmed.toUpperCase();
}

/** Tenant names travel upper-cased (client header, server lookups). */
export function normalizeTenant(tenant: string): string {
  return tenant.trim().toUpperCase();
}
