import type { AuditAction } from '../../shared/audit/actions';
import type { Queryable } from '../db/db';
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

/** Appends to audit_log; call inside the write's transaction so the entry exists exactly when the change does. */
export async function writeAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (tenant, user_login, entity, entity_key, action, before, after)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
    [
      entry.tenant,
      entry.user,
      entry.resource,
      String(entry.key),
      entry.action,
      entry.before ? JSON.stringify(entry.before) : null,
      entry.after ? JSON.stringify(entry.after) : null,
    ],
  );
}
