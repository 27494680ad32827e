import { isTokenShape, stripBearer } from '../../shared/token';
import { readString, removeKey, STORAGE_KEYS, writeString } from '../storage/browserStorage';

/** Stores the access token (bare JWT) only when it has the spec §5 shape; returns whether it was stored. */
export function storeTokens(token: unknown, refreshToken: unknown, now = Date.now()): boolean {
  if (typeof token !== 'string') return false;
  const bare = stripBearer(token);
  if (!isTokenShape(bare)) return false;
  writeString(STORAGE_KEYS.token, bare);
  writeString(STORAGE_KEYS.tokenTime, String(now));
  if (typeof refreshToken === 'string' && refreshToken) writeString(STORAGE_KEYS.refreshToken, refreshToken);
  return true;
}

export function getAccessToken(): string | null {
  const token = readString(STORAGE_KEYS.token);
  return isTokenShape(token) ? token : null;
}

export function getRefreshToken(): string | null {
  return readString(STORAGE_KEYS.refreshToken);
}

/** Spec §4: the session is authenticated while a validly shaped token is stored. */
export function hasValidToken(): boolean {
  return getAccessToken() !== null;
}

export function clearTokens(): void {
  removeKey(STORAGE_KEYS.token);
  removeKey(STORAGE_KEYS.tokenTime);
  removeKey(STORAGE_KEYS.refreshToken);
}

/** Expiry (ms since epoch) from the JWT's `exp` claim; null when the payload cannot be read. */
export function tokenExpiresAtMs(token: string): number | null {
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const { exp } = JSON.parse(atob(payload.padEnd(Math.ceil(payload.length / 4) * 4, '='))) as { exp?: unknown };
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}
