import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db';

const LIFETIME_DAYS = 7;
/**
 * A used token presented again this soon after its rotation is a second tab (or a retried request) that
 * raced the first refresh, not a replay: it gets a fresh pair in the same session instead of revoking it.
 */
export const REUSE_GRACE_SECONDS = 30;

/*
 * A session is a refresh-token family. It ends when any of its tokens is revoked (every revocation marks
 * the whole family, and a token inserted by a concurrent rotation after that still counts as revoked)
 * or when all of its tokens have expired.
 */

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * SQL condition: the family named by the parameter `familyParam` (e.g. '$2') is alive for the user in `userIdSql`.
 * Both halves are index lookups (migration 7), so it is cheap enough for every request.
 */
export function sessionAliveSql(familyParam: string, userIdSql: string): string {
  return `(EXISTS (SELECT 1 FROM refresh_tokens alive
                    WHERE alive.family_id = ${familyParam}::uuid AND alive.expires_at > now() AND alive.user_id = ${userIdSql})
           AND NOT EXISTS (SELECT 1 FROM refresh_tokens ended
                            WHERE ended.family_id = ${familyParam}::uuid AND ended.revoked_at IS NOT NULL))`;
}

/** A new random token (32 bytes, base64url) in `familyId` (a new family when omitted); only its hash is stored. */
export async function issueRefreshToken(db: Queryable, userId: string, familyId: string = randomUUID()): Promise<{ token: string; familyId: string }> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO refresh_tokens (token_hash, family_id, user_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(days => $4))`,
    [hashToken(token), familyId, userId, LIFETIME_DAYS],
  );
  return { token, familyId };
}

export interface StoredRefreshToken {
  family_id: string;
  user_id: string;
  expired: boolean;
  used: boolean;
  /** Used no longer than REUSE_GRACE_SECONDS ago. */
  recently_used: boolean;
  /** Its family (session) has been revoked. */
  revoked: boolean;
}

/** Looks a token up and locks its row for the rotation that follows (a concurrent rotation waits, then sees it used). */
export async function findRefreshToken(tx: Queryable, token: string): Promise<StoredRefreshToken | undefined> {
  const { rows } = await tx.query<StoredRefreshToken>(
    `SELECT family_id, user_id::text AS user_id, expires_at <= now() AS expired,
            used_at IS NOT NULL AS used,
            coalesce(used_at > now() - make_interval(secs => $2), false) AS recently_used,
            EXISTS (SELECT 1 FROM refresh_tokens ended WHERE ended.family_id = token.family_id AND ended.revoked_at IS NOT NULL) AS revoked
       FROM refresh_tokens token WHERE token_hash = $1 FOR UPDATE OF token`,
    [hashToken(token), REUSE_GRACE_SECONDS],
  );
  return rows[0];
}

export async function markRefreshTokenUsed(tx: Queryable, token: string): Promise<void> {
  await tx.query('UPDATE refresh_tokens SET used_at = now() WHERE token_hash = $1', [hashToken(token)]);
}

export async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [familyId]);
}

export async function revokeAllOfUser(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}

/** Revokes every session of the user except the family of `keepToken` (the one that asked, e.g. a password change). */
export async function revokeOthersOfUser(db: Queryable, userId: string, keepToken: string | undefined): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = now()
      WHERE user_id = $1 AND revoked_at IS NULL
        AND family_id IS DISTINCT FROM (SELECT family_id FROM refresh_tokens WHERE token_hash = $2 AND user_id = $1)`,
    [userId, keepToken === undefined ? '' : hashToken(keepToken)],
  );
}
