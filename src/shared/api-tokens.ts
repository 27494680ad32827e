/**
 * API tokens: machine users of one tenant (docs/api-guide.md). A token holds a scope per area, an area being
 * a menu key of the tenant (an entity, a report, the import view); `write` includes `read`.
 */
export const TOKEN_SCOPES = ['read', 'write'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** Area (tenant menu key) → scope. */
export type TokenScopes = Record<string, TokenScope>;

/** Every secret starts with it, so a token is told from a user's access token (a JWT) at a glance, also by secret scanners. */
export const API_TOKEN_PREFIX = 'fpt_';

export const API_TOKEN_NAME_MAX = 100;

/** A token as the list shows it; the secret is never stored, only shown once on creation. */
export interface ApiTokenInfo {
  id: string;
  name: string;
  scopes: TokenScopes;
  createdBy: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  revokedBy: string | null;
}

export interface NewApiToken {
  name: string;
  scopes: TokenScopes;
  /** An instant (ISO 8601) in the future, or null for a token that does not expire. */
  expiresAt: string | null;
}

/** The creation's answer: the token and, this once, its secret. */
export interface CreatedApiToken extends ApiTokenInfo {
  secret: string;
}

/** The actor a token's writes are audited with. */
export function tokenActor(name: string): string {
  return `token:${name}`;
}

/** Whether `granted` allows a request that needs `needed`. */
export function scopeAllows(granted: TokenScope | undefined, needed: TokenScope): boolean {
  return granted === 'write' || (granted === 'read' && needed === 'read');
}

export const API_TOKENS_PATH = '/api-tokens';
