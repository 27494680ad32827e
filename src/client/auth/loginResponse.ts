import { EMPTY_USER, isTenantList, type UserInfo } from '../../shared/user';

export type StoredUserInfo = UserInfo & Record<string, unknown>;

export type LoginParse =
  { kind: 'success'; token: unknown; refreshToken: unknown; userInfo: StoredUserInfo } | { kind: 'twoFactorRequired' } | { kind: 'failed' };

/**
 * Reads a 200 answer of POST /account/login. The stored user info is the answer without
 * `success` and `token` (the refresh token lives under its own key); a malformed tenants list fails the login.
 */
export function parseLoginResponse(body: unknown): LoginParse {
  if (typeof body !== 'object' || body === null) return { kind: 'failed' };
  const record = body as Record<string, unknown>;
  if (record.success === false && record.twoFactorRequired === true) return { kind: 'twoFactorRequired' };
  if (record.success !== true || !isTenantList(record.tenants)) return { kind: 'failed' };
  const { success: _success, token, refreshToken, ...rest } = record;
  return { kind: 'success', token, refreshToken, userInfo: { ...EMPTY_USER, ...rest } as StoredUserInfo };
}
