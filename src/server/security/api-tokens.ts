import { randomBytes, randomUUID } from 'node:crypto';
import { API_TOKEN_PREFIX, tokenActor, type ApiTokenInfo, type NewApiToken, type TokenScopes } from '../../shared/api-tokens';
import type { TenantAccess } from '../../shared/user';
import { PLAN_ONCE, type Queryable } from '../db/db';
import type { Page } from '../lists/page-params';
import { SHOWN_ROUTES_SQL } from '../resources/visibility';
import { isoInstantOrNull as iso } from '../time/instant';
import type { AuthUser } from '../users/user-repository';
import { hashToken } from './refresh-tokens';
import { fixedOrderRows } from '../lists/fixed-order-rows';

/** The token a request is authenticated with, as the routes see it. */
export interface RequestToken {
  id: string;
  name: string;
  tenant: string;
  scopes: TokenScopes;
}

/** A live token with its tenant's shown menu keys, read in one statement on every token request. */
export interface TokenSessionRow {
  id: string;
  name: string;
  tenant: string;
  display_name: string;
  scopes: TokenScopes;
  /** Epoch ms, or null. */
  expires_at: number | null;
  tenant_routes: unknown;
}

/** 32 random bytes: guessing one is hopeless, so the fast hash refresh tokens are kept with keeps the secret safe at rest. */
export function newTokenSecret(): string {
  return API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

export function isTokenSecret(bearer: string): boolean {
  return bearer.startsWith(API_TOKEN_PREFIX);
}

export async function findTokenSession(db: Queryable, secret: string): Promise<TokenSessionRow | undefined> {
  const { rows } = await db.query<TokenSessionRow>(
    `SELECT k.id::text AS id, k.name, k.tenant, tenants.display_name, k.scopes,
            (extract(epoch FROM k.expires_at) * 1000)::float8 AS expires_at, ${SHOWN_ROUTES_SQL} AS tenant_routes
       FROM api_tokens k JOIN tenants ON tenants.name = k.tenant
      WHERE k.secret_hash = $1 AND k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > now())`,
    [hashToken(secret)],
    PLAN_ONCE,
  );
  return rows[0];
}

/** The user a token acts as: a plain user of its one tenant, named after the token (the audit log's actor). */
export function tokenUser(row: TokenSessionRow): AuthUser {
  const tenants: TenantAccess[] = [{ tenant: row.tenant, adminflag: false, displayName: row.display_name }];
  return {
    id: '0',
    login: tokenActor(row.name),
    firstname: row.name,
    lastname: '',
    adminflag: false,
    lockedFlag: false,
    supportflag: false,
    tenants,
    twoFactorEnabled: false,
  };
}

/** Notes a use at most once a minute, so a busy token does not write on every request. */
export async function noteTokenUse(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE api_tokens SET last_used_at = now() WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`, [id]);
}

const INFO_COLUMNS = `id::text AS id, name, scopes, created_by AS "createdBy", created_at AS "createdAt", expires_at AS "expiresAt",
  last_used_at AS "lastUsedAt", revoked_at AS "revokedAt", revoked_by AS "revokedBy"`;

type InfoRow = Omit<ApiTokenInfo, 'createdAt' | 'expiresAt' | 'lastUsedAt' | 'revokedAt'> &
  Record<'createdAt' | 'expiresAt' | 'lastUsedAt' | 'revokedAt', Date | null>;

function toInfo(row: InfoRow): ApiTokenInfo {
  return {
    ...row,
    createdAt: iso(row.createdAt)!,
    expiresAt: iso(row.expiresAt),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
  };
}

/** A page of the tenant's tokens, live ones first, newest first, and how many there are. */
export async function listTokens(db: Queryable, tenant: string, page: Page): Promise<{ rows: ApiTokenInfo[]; total: number }> {
  const { rows, total } = await fixedOrderRows<InfoRow>(
    db,
    { columns: INFO_COLUMNS, from: 'api_tokens', where: 'tenant = $1', order: 'revoked_at IS NOT NULL, created_at DESC, id', params: [tenant] },
    page,
  );
  return { rows: rows.map(toInfo), total };
}

export async function findToken(db: Queryable, tenant: string, id: string): Promise<ApiTokenInfo | undefined> {
  const { rows } = await db.query<InfoRow>(`SELECT ${INFO_COLUMNS} FROM api_tokens WHERE tenant = $1 AND id = $2`, [tenant, id]);
  return rows[0] && toInfo(rows[0]);
}

/** Whether the tenant has a live token of that name (in any case). */
export async function liveNameTaken(db: Queryable, tenant: string, name: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM api_tokens WHERE tenant = $1 AND lower(name) = lower($2) AND revoked_at IS NULL`, [tenant, name]);
  return rows.length > 0;
}

export async function insertToken(db: Queryable, tenant: string, token: NewApiToken, secret: string, createdBy: string): Promise<ApiTokenInfo> {
  const { rows } = await db.query<InfoRow>(
    `INSERT INTO api_tokens (id, tenant, name, secret_hash, scopes, created_by, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${INFO_COLUMNS}`,
    [randomUUID(), tenant, token.name, hashToken(secret), JSON.stringify(token.scopes), createdBy, token.expiresAt],
  );
  return toInfo(rows[0]);
}

/** Revokes a live token; undefined when the tenant has no live token of that id. */
export async function revokeToken(db: Queryable, tenant: string, id: string, revokedBy: string): Promise<ApiTokenInfo | undefined> {
  const { rows } = await db.query<InfoRow>(
    `UPDATE api_tokens SET revoked_at = now(), revoked_by = $3 WHERE tenant = $1 AND id = $2 AND revoked_at IS NULL RETURNING ${INFO_COLUMNS}`,
    [tenant, id, revokedBy],
  );
  return rows[0] && toInfo(rows[0]);
}
