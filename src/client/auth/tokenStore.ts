import { isTokenShape, stripBearer } from '../../shared/token';
import { readString, removeKey, STORAGE_KEYS, writeString } from '../storage/browserStorage';

/** Stores the access token (bare JWT) only when it has a token's shape (shared/token.ts); returns whether it was stored. */
export function storeTokens(token: unknown, refreshToken: unknown, now = Date.now()): boolean {
  if (typeof token !== 'string') return false;
  const bare = stripBearer(token);
  if (!isTokenShape(bare)) return false;
  // The access token is written last: other tabs see the writes in order, so once they see it, they see the pair.
  writeString(STORAGE_KEYS.tokenTime, String(now));
  if (typeof refreshToken === 'string' && refreshToken) writeString(STORAGE_KEYS.refreshToken, refreshToken);
  writeString(STORAGE_KEYS.token, bare);
  return true;
}

export function getAccessToken(): string | null {
  const token = readString(STORAGE_KEYS.token);
  return isTokenShape(token) ? token : null;
}

export function getRefreshToken(): string | null {
  return readString(STORAGE_KEYS.refreshToken);
}

/** The session is authenticated while a validly shaped token is stored. */
export function hasValidToken(): boolean {
  return getAccessToken() !== null;
}

/** Resolves when another tab writes or removes the access token (a `storage` event), or after `timeoutMs`. */
export function whenTokenChanges(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('storage', onStorage);
      clearTimeout(timer);
      resolve();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.token || event.key === null) done();
    };
    window.addEventListener('storage', onStorage);
    const timer = setTimeout(done, timeoutMs);
  });
}

export function clearTokens(): void {
  removeKey(STORAGE_KEYS.token);
  removeKey(STORAGE_KEYS.tokenTime);
  removeKey(STORAGE_KEYS.refreshToken);
}

function tokenClaims(token: string): { exp?: unknown; iat?: unknown } | null {
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(atob(payload.padEnd(Math.ceil(payload.length / 4) * 4, '='))) as { exp?: unknown; iat?: unknown };
  } catch {
    return null;
  }
}

/** Expiry (ms since epoch) from the JWT's `exp` claim; null when the payload cannot be read. */
export function tokenExpiresAtMs(token: string): number | null {
  const exp = tokenClaims(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

/**
 * When the stored access token expires by this browser's clock: the time it was stored plus its lifetime
 * (exp - iat), so a clock that is off does not make the refresh come late. Plain `exp` without `iat` or token time.
 */
export function storedTokenExpiresAt(): number | null {
  const token = getAccessToken();
  if (!token) return null;
  const { exp, iat } = tokenClaims(token) ?? {};
  if (typeof exp !== 'number') return null;
  const storedAt = Number(readString(STORAGE_KEYS.tokenTime));
  if (typeof iat !== 'number' || !Number.isFinite(storedAt) || storedAt <= 0) return exp * 1000;
  return storedAt + (exp - iat) * 1000;
}
