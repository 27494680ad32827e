import type { AuditAction } from '../../shared/audit/actions';
import type { Queryable } from '../db/db';
import { enqueueStatement, recordEventOf } from '../webhooks/outbox';
import type { EntityRecord } from './records';

export interface AuditEntry {
  tenant: string;
  user: string;
  resource: string;
  key: unknown;
  /** link/unlink: a link of the record (src/shared/links.ts) was made or removed; import: one entry per file import (src/server/imports). */
  action: AuditAction;
  before?: EntityRecord;
  after?: EntityRecord;
}

const INSERT_AUDIT = `INSERT INTO audit_log (tenant, user_login, entity, entity_key, action, before, after)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`;

/** The audit statement that also enqueues the record's webhook event ($8 its type, $9 its data): one round trip. */
const INSERT_AUDIT_WITH_EVENT = enqueueStatement({ tenant: '$1', type: '$8', resource: '$3', data: '$9::jsonb', from: '(VALUES (1)) AS one' }, INSERT_AUDIT);

/**
 * Appends to audit_log; call inside the write's transaction so the entry exists exactly when the change does. A
 * create, update or delete of a record also enqueues its webhook event (record.created, …) in the same statement,
 * so every write that is audited reaches the tenant's webhook endpoints without a call of its own.
 */
export async function writeAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  const params = [
    entry.tenant,
    entry.user,
    entry.resource,
    String(entry.key),
    entry.action,
    entry.before ? JSON.stringify(entry.before) : null,
    entry.after ? JSON.stringify(entry.after) : null,
  ];
  const event = recordEventOf(entry.resource, entry.action);
  if (!event) {
    await db.query(INSERT_AUDIT, params);
    return;
  }
  const version = (entry.after ?? entry.before)?.version;
  const data = { resource: entry.resource, key: String(entry.key), version: typeof version === 'number' ? version : null };
  await db.query(INSERT_AUDIT_WITH_EVENT, [...params, event, JSON.stringify(data)]);
}
