import { EMPTY_USER, isTenantList, type UserInfo } from '../../shared/user';
import { readJson, removeKey, STORAGE_KEYS, writeJson, writeString } from '../storage/browserStorage';
import { hasValidToken } from './tokenStore';

/** User info is restored only for an authenticated session; otherwise the empty user. */
export function restoreUserInfo(): UserInfo {
  if (!hasValidToken()) return EMPTY_USER;
  const stored = readJson(STORAGE_KEYS.userInfo);
  if (typeof stored !== 'object' || stored === null) return EMPTY_USER;
  const user = { ...EMPTY_USER, ...(stored as Partial<UserInfo>) };
  return isTenantList(user.tenants) ? user : EMPTY_USER;
}

export function saveUserInfo(user: UserInfo): void {
  writeJson(STORAGE_KEYS.userInfo, user);
  writeJson(STORAGE_KEYS.tenants, user.tenants);
  writeString(STORAGE_KEYS.currentUser, user.login);
}

export function clearUserInfo(): void {
  removeKey(STORAGE_KEYS.userInfo);
  removeKey(STORAGE_KEYS.tenants);
  removeKey(STORAGE_KEYS.currentUser);
}
