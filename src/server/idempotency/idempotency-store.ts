import type { Queryable } from '../db/db';

/** Whose key: the tenant of the request ('' outside a tenant), the actor (a user or an API token) and the key. */
export interface KeyOwner {
  tenant: string;
  actor: string;
  key: string;
}

export interface StoredAnswer {
  status: number;
  contentType: string | null;
  body: Buffer | null;
}

/** A key's answer is kept this long; after it, the key may be used anew. */
const KEPT = `interval '24 hours'`;
/** A key whose first request never answered (its node stopped) is given back after this. */
const ABANDONED = `interval '1 hour'`;

const OWNER = 'tenant = $1 AND actor = $2 AND key = $3';
const params = (owner: KeyOwner) => [owner.tenant, owner.actor, owner.key];

/** Takes the key for this request; false when another request holds it or has answered it. */
export async function claimKey(db: Queryable, owner: KeyOwner, fingerprint: string): Promise<boolean> {
  await db.query(
    `DELETE FROM idempotency_keys WHERE ${OWNER} AND (created_at < now() - ${KEPT} OR (status IS NULL AND created_at < now() - ${ABANDONED}))`,
    params(owner),
  );
  const { rows } = await db.query('INSERT INTO idempotency_keys (tenant, actor, key, fingerprint) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1', [
    ...params(owner),
    fingerprint,
  ]);
  return rows.length === 1;
}

/** The key's fingerprint and, once the first request answered, its answer; undefined when it is gone. */
export async function findKey(db: Queryable, owner: KeyOwner): Promise<{ fingerprint: string; answer?: StoredAnswer } | undefined> {
  const { rows } = await db.query<{ fingerprint: string; status: number | null; content_type: string | null; body: Uint8Array | null }>(
    `SELECT fingerprint, status, content_type, body FROM idempotency_keys WHERE ${OWNER}`,
    params(owner),
  );
  const row = rows[0];
  if (!row) return undefined;
  if (row.status === null) return { fingerprint: row.fingerprint };
  return { fingerprint: row.fingerprint, answer: { status: row.status, contentType: row.content_type, body: row.body && Buffer.from(row.body) } };
}

export async function storeAnswer(db: Queryable, owner: KeyOwner, fingerprint: string, answer: StoredAnswer): Promise<void> {
  await db.query(`UPDATE idempotency_keys SET fingerprint = $4, status = $5, content_type = $6, body = $7 WHERE ${OWNER}`, [
    ...params(owner),
    fingerprint,
    answer.status,
    answer.contentType,
    answer.body,
  ]);
}

/** Gives the key back: the request failed on the server's side or never answered, so it may be sent again. */
export async function releaseKey(db: Queryable, owner: KeyOwner): Promise<void> {
  await db.query(`DELETE FROM idempotency_keys WHERE ${OWNER} AND status IS NULL`, params(owner));
}

/** Drops the keys whose day is over. */
export async function purgeExpiredKeys(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM idempotency_keys WHERE created_at < now() - ${KEPT}`);
}
