import type { Queryable } from '../db/db';
import { enqueueEvent } from '../webhooks/outbox';

/** The webhook event of an import's end (import.finished or import.failed), in the transaction that ends it. */
export async function importEvent(tx: Queryable, tenant: string, id: string, state: 'succeeded' | 'failed'): Promise<void> {
  await enqueueEvent(tx, tenant, state === 'succeeded' ? 'import.finished' : 'import.failed', { resource: 'import-messages', key: id, version: null, state });
}
