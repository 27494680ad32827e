import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db';

const LIFETIME_DAYS = 7;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new random token (32 bytes, base64url) in `familyId` (a new family when omitted); only its hash is stored. */
export async function issueRefreshToken(db: Queryable, userId: string, familyId: string = randomUUID()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO refresh_tokens (token_hash, family_id, user_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(days => $4))`,
    [hashToken(token), familyId, userId, LIFETIME_DAYS],
  );
  return token;
}

export interface StoredRefreshToken {
  family_id: string;
  user_id: string;
  expired: boolean;
  used: boolean;
  revoked: boolean;
}

/** Looks a token up and locks its row for the rotation that follows. */
export async function findRefreshToken(tx: Queryable, token: string): Promise<StoredRefreshToken | undefined> {
  const { rows } = await tx.query<StoredRefreshToken>(
    `SELECT family_id, user_id::text AS user_id, expires_at <= now() AS expired,
            used_at IS NOT NULL AS used, revoked_at IS NOT NULL AS revoked
       FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
    [hashToken(token)],
  );
  return rows[0];
}

export async function markRefreshTokenUsed(tx: Queryable, token: string): Promise<void> {
  await tx.query('UPDATE refresh_tokens SET used_at = now() WHERE token_hash = $1', [hashToken(token)]);
}

export async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [familyId]);
}

/** Revokes the family of `token` when it belongs to `userId` (logout). */
export async function revokeFamilyOfToken(db: Queryable, userId: string, token: string): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = now()
      WHERE revoked_at IS NULL AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1 AND user_id = $2)`,
    [hashToken(token), userId],
  );
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
