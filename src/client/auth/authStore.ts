import { EMPTY_USER, type UserInfo } from '../../shared/user';
import { clearSessionStorage } from '../storage/browserStorage';
import { createExternalStore } from '../storage/externalStore';
import type { StoredUserInfo } from './loginResponse';
import { restoreTenant, storeTenant } from './tenantStore';
import { hasValidToken, storeTokens } from './tokenStore';
import { restoreUserInfo, saveUserInfo } from './userStore';

/** Why the last session ended: the user logged out, or it ended without them (idle, refused, revoked), which the login page explains. */
export type LogoutReason = 'user' | 'expired';

export interface AuthState {
  authenticated: boolean;
  user: UserInfo;
  tenant: string | null;
  logoutReason: LogoutReason | null;
}

function restore(): AuthState {
  const user = restoreUserInfo();
  const authenticated = hasValidToken();
  return { authenticated, user, tenant: authenticated ? restoreTenant(user) : null, logoutReason: null };
}

const store = createExternalStore<AuthState>(restore());

function update(next: Partial<AuthState>): void {
  store.set({ ...store.get(), ...next });
}

/** The session state shared by React (useAuth) and non-React code (axios, providers). */
export const authStore = {
  get: store.get,
  subscribe: store.subscribe,

  /** Stores a successful login; false when the token has not the required shape. One tenant is chosen automatically. */
  completeLogin(token: unknown, refreshToken: unknown, user: StoredUserInfo): boolean {
    if (!storeTokens(token, refreshToken)) return false;
    saveUserInfo(user);
    const only = user.tenants.length === 1 ? user.tenants[0].tenant : null;
    storeTenant(user, only);
    update({ authenticated: true, user, tenant: only ? restoreTenant(user) : null, logoutReason: null });
    return true;
  },

  /** Refused (false) when the tenant is not one of the user's. */
  setTenant(tenant: string): boolean {
    if (!storeTenant(store.get().user, tenant)) return false;
    update({ tenant: restoreTenant(store.get().user) });
    return true;
  },

  clearTenant(): void {
    storeTenant(store.get().user, null);
    update({ tenant: null });
  },

  /** Local part of a logout: storage cleared (locale, dark mode, last used tenant kept), empty user. */
  endSession(reason: LogoutReason): void {
    const current = store.get();
    if (!current.authenticated && current.logoutReason) return;
    clearSessionStorage();
    update({ authenticated: false, user: EMPTY_USER, tenant: null, logoutReason: reason });
  },

  /** Re-reads storage (tests, other tabs). */
  reload(): void {
    store.set(restore());
  },
};

export const useAuth = store.use;
