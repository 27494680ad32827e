import type { InboxMessage, MessageKind } from '../../shared/messages';
import type { Queryable } from '../db/db';
import { isoInstant as iso } from '../time/instant';
import { fixedOrderRows } from '../lists/fixed-order-rows';

interface MessageRow {
  id: string;
  tenant: string | null;
  kind: string;
  params: Record<string, unknown>;
  created_at: Date | string;
  read_at: Date | string | null;
}

/** Puts a message in the user's inbox; pass the caller's transaction so it lands with the change it reports. */
export async function postMessage(
  db: Queryable,
  userId: string,
  kind: MessageKind,
  params: Record<string, unknown> = {},
  tenant: string | null = null,
): Promise<void> {
  await db.query('INSERT INTO messages (user_id, tenant, kind, params) VALUES ($1, $2, $3, $4::jsonb)', [userId, tenant, kind, JSON.stringify(params)]);
}

/** One page of the user's messages, newest first, with the total for x-total-count. */
export async function listMessages(
  db: Queryable,
  userId: string,
  options: { unreadOnly: boolean; offset: number; limit: number },
): Promise<{ rows: InboxMessage[]; total: number }> {
  const { rows, total } = await fixedOrderRows<MessageRow>(
    db,
    {
      columns: 'id::text AS id, tenant, kind, params, created_at, read_at',
      from: 'messages',
      where: `user_id = $1${options.unreadOnly ? ' AND read_at IS NULL' : ''}`,
      order: 'id DESC',
      params: [userId],
    },
    options,
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      tenant: row.tenant,
      kind: row.kind,
      params: row.params,
      createdAt: iso(row.created_at),
      readAt: row.read_at === null ? null : iso(row.read_at),
    })),
    total,
  };
}

export async function unreadCount(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM messages WHERE user_id = $1 AND read_at IS NULL', [userId]);
  return rows[0].count;
}

/** False when the message is not the user's (or does not exist). */
export async function markRead(db: Queryable, userId: string, id: string): Promise<boolean> {
  const { rows } = await db.query('UPDATE messages SET read_at = COALESCE(read_at, now()) WHERE user_id = $1 AND id = $2 RETURNING id', [userId, id]);
  return rows.length > 0;
}

export async function markAllRead(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query('UPDATE messages SET read_at = now() WHERE user_id = $1 AND read_at IS NULL RETURNING id', [userId]);
  return rows.length;
}
