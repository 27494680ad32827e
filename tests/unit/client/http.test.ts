import { AxiosError, AxiosHeaders, isCancel, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { TFunction } from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { translateApiError } from '../../../src/client/api/apiError';
import { http } from '../../../src/client/api/http';
import { authStore } from '../../../src/client/auth/authStore';
import { storeTokens } from '../../../src/client/auth/tokenStore';
import type { StoredUserInfo } from '../../../src/client/auth/loginResponse';
import { EMPTY_USER } from '../../../src/shared/user';

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const JWT = `${b64({ alg: 'HS256' })}.${b64({ exp: 2_000_000_000 })}.c2ln`;
const NEWER = `${b64({ alg: 'HS256' })}.${b64({ exp: 2_000_000_900 })}.c2ln`;
const USER = { ...EMPTY_USER, login: 'u@x.example', tenants: [{ tenant: 'tenant1', adminflag: false }] } as StoredUserInfo;

let seen: InternalAxiosRequestConfig | undefined;
const answer =
  (status: number, data: unknown = {}): AxiosAdapter =>
  async (config) => {
    seen = config;
    const response = { status, data, headers: {}, config, statusText: String(status) };
    if (status >= 400) throw new AxiosError('failed', undefined, config, undefined, response);
    return response;
  };

/** Answers by path; the retry and the refresh go through the instance's default adapter. */
const route =
  (answers: Record<string, (config: InternalAxiosRequestConfig) => AxiosAdapter>): AxiosAdapter =>
  async (config) => {
    const handler = Object.entries(answers).find(([path]) => config.url?.endsWith(path));
    if (!handler) throw new Error(`unexpected call ${config.url}`);
    return handler[1](config)(config);
  };

const defaultAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = defaultAdapter;
});

beforeEach(() => {
  localStorage.clear();
  authStore.reload();
  authStore.completeLogin(`Bearer ${JWT}`, 'refresh', USER);
});

describe('shared axios instance', () => {
  it('sends the Bearer token and the upper-cased tenant', async () => {
    await http.get('/partners', { adapter: answer(200) });
    const headers = AxiosHeaders.from(seen!.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${JWT}`);
    expect(headers.get('X-Tenant')).toBe('TENANT1');
  });

  it('ends the session with the expiry message when a 401 persists and the refresh is refused', async () => {
    http.defaults.adapter = route({ '/account/refreshtoken': () => answer(401) });
    await expect(http.get('/partners', { adapter: answer(401) })).rejects.toBeInstanceOf(AxiosError);
    expect(authStore.get()).toMatchObject({ authenticated: false, logoutReason: 'expired' });
  });

  it('repeats a refused request once with the newer token another tab stored meanwhile, without a refresh', async () => {
    const refreshes: unknown[] = [];
    http.defaults.adapter = route({
      '/account/refreshtoken': () => (refreshes.push(1), answer(401)),
      '/partners': (config) => {
        if (AxiosHeaders.from(config.headers).get('Authorization') === `Bearer ${NEWER}`) return answer(200, ['ok']);
        storeTokens(`Bearer ${NEWER}`, 'refresh-2');
        return answer(401);
      },
    });
    await expect(http.get('/partners')).resolves.toMatchObject({ data: ['ok'] });
    expect(refreshes).toEqual([]);
    expect(authStore.get().authenticated).toBe(true);
  });

  it('refreshes a token the server refused and repeats the request with the new one', async () => {
    http.defaults.adapter = route({
      '/account/refreshtoken': () => answer(200, { token: `Bearer ${NEWER}`, refreshToken: 'refresh-2' }),
      '/partners': (config) => answer(AxiosHeaders.from(config.headers).get('Authorization') === `Bearer ${NEWER}` ? 200 : 401, ['ok']),
    });
    await expect(http.get('/partners')).resolves.toMatchObject({ data: ['ok'] });
    expect(localStorage.getItem('refresh_token')).toBe('refresh-2');
    expect(authStore.get().authenticated).toBe(true);
  });

  it('keeps the session when the refresh gets no answer (the request still fails)', async () => {
    http.defaults.adapter = route({ '/account/refreshtoken': () => async () => Promise.reject(new AxiosError('Network Error')) });
    await expect(http.get('/partners', { adapter: answer(401) })).rejects.toBeInstanceOf(AxiosError);
    expect(authStore.get().authenticated).toBe(true);
  });

  it('keeps the session on a 401 of the login or password calls (wrong input, not a dead session)', async () => {
    await expect(http.post('/account/pwd', {}, { adapter: answer(401) })).rejects.toBeInstanceOf(AxiosError);
    expect(authStore.get().authenticated).toBe(true);
  });

  it('sends no call that needs a session once the session has ended', async () => {
    authStore.endSession('expired');
    seen = undefined;
    await expect(http.get('/messages/unread-count', { adapter: answer(200) })).rejects.toSatisfy(isCancel);
    expect(seen).toBeUndefined();
  });

  it('still sends the login without a session, and a logout that brings its own token', async () => {
    authStore.endSession('user');
    await http.post('/account/login', {}, { adapter: answer(200) });
    expect(seen?.url).toBe('/account/login');
    await http.post('/account/logout', {}, { adapter: answer(200), headers: { Authorization: `Bearer ${JWT}` } });
    expect(seen?.url).toBe('/account/logout');
  });
});

describe('translateApiError', () => {
  const t = ((key: string, options?: { defaultValue?: string }) =>
    key === 'errors.INVALID_LOGIN'
      ? 'Invalid Login Data'
      : key === 'errors.UNKNOWN'
        ? 'An error occured.'
        : (options?.defaultValue ?? key)) as unknown as TFunction;
  const failure = (status: number, data: unknown) =>
    new AxiosError('x', undefined, undefined, undefined, { status, data, headers: {}, statusText: '', config: { headers: new AxiosHeaders() } });

  it('translates by code', () => {
    expect(translateApiError(t, failure(401, { code: 'INVALID_LOGIN', message: 'server text' }))).toBe('Invalid Login Data');
  });

  it("falls back to the server's message, then to UNKNOWN", () => {
    expect(translateApiError(t, failure(400, { code: 'NEW_CODE', message: 'server text' }))).toBe('server text');
    expect(translateApiError(t, failure(500, 'oops'))).toBe('An error occured.');
  });

  it('names the field a 400 names', () => {
    const named = ((key: string, options?: { field?: string }) =>
      key === 'errors.INVALID_CHARACTER' ? `${options?.field} is bad` : '') as unknown as TFunction;
    expect(translateApiError(named, failure(400, { code: 'INVALID_CHARACTER', field: 'body.login' }))).toBe('body.login is bad');
  });
});
