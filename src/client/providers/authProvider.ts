import type { AuthProvider } from '@refinedev/core';
import { fullName } from '../../shared/user';
import { authStore } from '../auth/authStore';
import { login } from '../auth/login';
import { logout } from '../auth/logout';

/** refine's view of the session; the state itself lives in authStore. */
export const authProvider: AuthProvider = {
  login: async ({ login: loginName, password, code }) => {
    const outcome = await login({ login: loginName, password, code });
    if (outcome.kind === 'success') return { success: true };
    const message = outcome.kind === 'twoFactorRequired' ? 'TWO_FACTOR_REQUIRED' : outcome.error.code;
    return { success: false, error: { name: 'LoginError', message } };
  },
  logout: async () => {
    await logout('user');
    return { success: true };
  },
  check: async () => (authStore.get().authenticated ? { authenticated: true } : { authenticated: false, logout: true }),
  getIdentity: async () => {
    const { user, authenticated } = authStore.get();
    return authenticated ? { ...user, name: fullName(user, authenticated) } : null;
  },
  // The axios interceptor decides whether a 401 ends the session (it first tries a newer token); refine follows it.
  onError: async () => (authStore.get().authenticated ? {} : { logout: true }),
};
