const URL_SAFE_BASE64 = /^[A-Za-z0-9_-]+={0,2}$/;
const BEARER_PREFIX = 'Bearer ';

/** A token is stored only when it has three dot-separated URL-safe base64 parts. */
export function isTokenShape(token: unknown): token is string {
  if (typeof token !== 'string') return false;
  const parts = token.split('.');
  return parts.length === 3 && parts.every((part) => URL_SAFE_BASE64.test(part));
}

/** The login answer carries "Bearer <jwt>"; storage and shape checks use the bare JWT. */
export function stripBearer(token: string): string {
  return token.startsWith(BEARER_PREFIX) ? token.slice(BEARER_PREFIX.length) : token;
}

export function withBearer(token: string): string {
  return BEARER_PREFIX + stripBearer(token);
}
