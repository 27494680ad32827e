import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_USER, type UserInfo } from '../../../src/shared/user';
import { authStore } from '../../../src/client/auth/authStore';
import { parseLoginResponse, type StoredUserInfo } from '../../../src/client/auth/loginResponse';
import { lastUsedTenant, restoreTenant, storeTenant } from '../../../src/client/auth/tenantStore';
import { getAccessToken, hasValidToken, storeTokens, tokenExpiresAtMs } from '../../../src/client/auth/tokenStore';
import { restoreUserInfo, saveUserInfo } from '../../../src/client/auth/userStore';
import { clearSessionStorage } from '../../../src/client/storage/browserStorage';

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const JWT = `${b64({ alg: 'HS256' })}.${b64({ sub: 'x', exp: 2_000_000_000 })}.c2lnbmF0dXJl`;

const USER: UserInfo = {
  ...EMPTY_USER,
  login: 'user@tenant1.example',
  firstname: 'Paula',
  lastname: 'Plain',
  tenants: [{ tenant: 'TENANT1', adminflag: false }],
};

const loginAnswer = (overrides: Record<string, unknown> = {}) => ({
  success: true,
  token: `Bearer ${JWT}`,
  refreshToken: 'refresh-1',
  ...USER,
  ...overrides,
});

beforeEach(() => {
  localStorage.clear();
  authStore.reload();
});

describe('token storage', () => {
  it('stores the bare JWT of a "Bearer" token together with the token time and refresh token', () => {
    expect(storeTokens(`Bearer ${JWT}`, 'refresh-1', 1234)).toBe(true);
    expect(localStorage.getItem('token')).toBe(JWT);
    expect(localStorage.getItem('token_time')).toBe('1234');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(hasValidToken()).toBe(true);
  });

  it('does not store a token that is not three URL-safe base64 parts', () => {
    expect(storeTokens('Bearer not-a-jwt', 'r')).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('treats a hand-edited token of the wrong shape as not authenticated', () => {
    localStorage.setItem('token', 'abc.def');
    expect(getAccessToken()).toBeNull();
  });

  it('reads the expiry from the JWT payload', () => {
    expect(tokenExpiresAtMs(JWT)).toBe(2_000_000_000_000);
    expect(tokenExpiresAtMs('a.b.c')).toBeNull();
  });
});

describe('login answer', () => {
  it('keeps everything but success, token and refreshToken as user info', () => {
    const parsed = parseLoginResponse(loginAnswer());
    expect(parsed.kind).toBe('success');
    if (parsed.kind !== 'success') return;
    expect(parsed.userInfo).not.toHaveProperty('success');
    expect(parsed.userInfo).not.toHaveProperty('token');
    expect(parsed.userInfo).not.toHaveProperty('refreshToken');
    expect(parsed.userInfo.login).toBe(USER.login);
  });

  it('recognises the two-factor step', () => {
    expect(parseLoginResponse({ success: false, twoFactorRequired: true }).kind).toBe('twoFactorRequired');
  });

  it('rejects a malformed tenants list', () => {
    expect(parseLoginResponse(loginAnswer({ tenants: [{ name: 'X' }] })).kind).toBe('failed');
    expect(parseLoginResponse(loginAnswer({ tenants: 'TENANT1' })).kind).toBe('failed');
  });
});

describe('user info restore', () => {
  it('restores the stored user only while a valid token is stored', () => {
    saveUserInfo(USER);
    expect(restoreUserInfo()).toEqual(EMPTY_USER);
    storeTokens(JWT, 'r');
    expect(restoreUserInfo()).toMatchObject({ login: USER.login, tenants: USER.tenants });
  });
});

describe('tenant choice', () => {
  const multi: UserInfo = {
    ...USER,
    tenants: [
      { tenant: 'OILCO_CFR', adminflag: false },
      { tenant: 'TENANT1', adminflag: true },
    ],
  };

  it('refuses a tenant that is not in the user list', () => {
    expect(storeTenant(multi, 'OTHER')).toBe(false);
    expect(localStorage.getItem('current_tenant')).toBeNull();
  });

  it('stores the tenant upper-cased as current and last used tenant', () => {
    expect(storeTenant(multi, 'oilco_cfr')).toBe(true);
    expect(localStorage.getItem('current_tenant')).toBe('OILCO_CFR');
    expect(lastUsedTenant()).toBe('OILCO_CFR');
    expect(restoreTenant(multi)).toBe('OILCO_CFR');
  });

  it('an empty tenant removes the stored one but keeps the last used tenant', () => {
    storeTenant(multi, 'TENANT1');
    storeTenant(multi, null);
    expect(localStorage.getItem('current_tenant')).toBeNull();
    expect(lastUsedTenant()).toBe('TENANT1');
  });
});

describe('session lifecycle', () => {
  it('chooses the only tenant automatically at login', () => {
    const parsed = parseLoginResponse(loginAnswer());
    if (parsed.kind !== 'success') throw new Error('expected success');
    expect(authStore.completeLogin(parsed.token, parsed.refreshToken, parsed.userInfo)).toBe(true);
    expect(authStore.get()).toMatchObject({ authenticated: true, tenant: 'TENANT1' });
  });

  it('leaves the choice to the user with several tenants', () => {
    const user = {
      ...USER,
      tenants: [
        { tenant: 'A', adminflag: false },
        { tenant: 'B', adminflag: false },
      ],
    } as StoredUserInfo;
    authStore.completeLogin(`Bearer ${JWT}`, 'r', user);
    expect(authStore.get().tenant).toBeNull();
    expect(authStore.setTenant('C')).toBe(false);
    expect(authStore.setTenant('B')).toBe(true);
    expect(authStore.get().tenant).toBe('B');
  });

  it('rejects a login whose token has the wrong shape', () => {
    expect(authStore.completeLogin('Bearer nope', 'r', USER as StoredUserInfo)).toBe(false);
    expect(authStore.get().authenticated).toBe(false);
  });

  it('ending the session empties the user and keeps locale, dark mode and last used tenant', () => {
    authStore.completeLogin(`Bearer ${JWT}`, 'r', USER as StoredUserInfo);
    localStorage.setItem('locale', 'de');
    localStorage.setItem('dark_mode', 'true');
    localStorage.setItem('user_settings', '{}');
    authStore.endSession('expired');
    expect(authStore.get()).toMatchObject({ authenticated: false, user: EMPTY_USER, tenant: null, logoutReason: 'expired' });
    expect(Object.keys(localStorage).sort()).toEqual(['dark_mode', 'last_used_tenant', 'locale']);
  });

  it('clearSessionStorage never touches the browser-level keys', () => {
    localStorage.setItem('token', JWT);
    localStorage.setItem('locale', 'en');
    clearSessionStorage();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('locale')).toBe('en');
  });
});
