import type { Queryable } from '../db/db';
import type { EntityRecord } from '../resources/records';

/** Audit entries of many records of one resource in one statement (auto assign, reset). */
export async function writeAuditBatch(
  tx: Queryable,
  entry: { tenant: string; user: string; resource: string; key: string; action: 'create' | 'delete' },
  records: EntityRecord[],
): Promise<void> {
  if (!records.length) return;
  const column = entry.action === 'create' ? 'after' : 'before';
  await tx.query(
    `INSERT INTO audit_log (tenant, user_login, entity, entity_key, action, ${column})
     SELECT $1, $2, $3, r->>$4, $5, r FROM jsonb_array_elements($6::jsonb) AS r`,
    [entry.tenant, entry.user, entry.resource, entry.key, entry.action, JSON.stringify(records)],
  );
}
