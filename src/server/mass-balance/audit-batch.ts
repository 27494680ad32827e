import type { Queryable } from '../db/db';
import type { EntityRecord } from '../resources/records';
import { enqueueStatement, recordEventOf } from '../webhooks/outbox';

/**
 * Audit entries of many records of one resource in one statement (auto assign, reset), with their webhook events
 * (record.created, record.deleted) enqueued by the same statement: one INSERT … SELECT each, however many records.
 */
export async function writeAuditBatch(
  tx: Queryable,
  entry: { tenant: string; user: string; resource: string; key: string; action: 'create' | 'delete' },
  records: EntityRecord[],
): Promise<void> {
  if (!records.length) return;
  const column = entry.action === 'create' ? 'after' : 'before';
  const audit = `INSERT INTO audit_log (tenant, user_login, entity, entity_key, action, ${column})
     SELECT $1, $2, $3, r->>$4, $5, r FROM jsonb_array_elements($6::jsonb) AS r`;
  const params = [entry.tenant, entry.user, entry.resource, entry.key, entry.action, JSON.stringify(records)];
  const event = recordEventOf(entry.resource, entry.action);
  if (!event) {
    await tx.query(audit, params);
    return;
  }
  const data = `jsonb_build_object('resource', $3::text, 'key', r->>$4, 'version', r->'version')`;
  await tx.query(enqueueStatement({ tenant: '$1', type: '$7', resource: '$3', data, from: 'jsonb_array_elements($6::jsonb) AS r' }, audit), [...params, event]);
}
