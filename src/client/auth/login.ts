import { normalizeLogin } from '../../shared/login';
import { accountApi, type LoginRequest } from '../api/accountApi';
import { apiErrorInfo, type ApiErrorInfo } from '../api/apiError';
import { settingsStore } from '../settings/settingsStore';
import { authStore } from './authStore';
import { parseLoginResponse } from './loginResponse';

export type LoginOutcome = { kind: 'success' } | { kind: 'twoFactorRequired' } | { kind: 'error'; error: ApiErrorInfo };

const LOGIN_FAILED: ApiErrorInfo = { code: 'LOGIN_FAILED', body: {} };

/** The whole login: request, answer checks (token shape, tenants list), session storage, then the user's settings. */
export async function login(input: LoginRequest): Promise<LoginOutcome> {
  let body: unknown;
  try {
    body = await accountApi.login({ ...input, login: normalizeLogin(input.login), code: input.code || undefined });
  } catch (error) {
    return { kind: 'error', error: apiErrorInfo(error) };
  }
  const parsed = parseLoginResponse(body);
  if (parsed.kind === 'twoFactorRequired') return parsed;
  if (parsed.kind === 'failed' || !authStore.completeLogin(parsed.token, parsed.refreshToken, parsed.userInfo)) {
    return { kind: 'error', error: LOGIN_FAILED };
  }
  await settingsStore.load();
  return { kind: 'success' };
}
