import { normalizeTenant } from '../../shared/login';
import { canUseTenant, type UserInfo } from '../../shared/user';
import { readString, removeKey, STORAGE_KEYS, writeString } from '../storage/browserStorage';

/** The stored tenant, kept only while it is still one of the user's tenants. */
export function restoreTenant(user: UserInfo): string | null {
  const stored = readString(STORAGE_KEYS.currentTenant);
  return stored && canUseTenant(user, stored) ? normalizeTenant(stored) : null;
}

/**
 * A tenant can be set only if it is in the user's list; an empty tenant removes the entry.
 * The choice is also remembered as the (single) last used tenant. Returns whether it was accepted.
 */
export function storeTenant(user: UserInfo, tenant: string | null): boolean {
  if (!tenant) {
    removeKey(STORAGE_KEYS.currentTenant);
    return true;
  }
  if (!canUseTenant(user, tenant)) return false;
  const name = normalizeTenant(tenant);
  writeString(STORAGE_KEYS.currentTenant, name);
  writeString(STORAGE_KEYS.lastUsedTenant, name);
  return true;
}

export function lastUsedTenant(): string | null {
  return readString(STORAGE_KEYS.lastUsedTenant);
}
