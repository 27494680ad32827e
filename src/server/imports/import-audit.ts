import type { Queryable } from '../db/db';
import { writeAudit } from '../resources/audit';
import type { RecordCounts } from './import-messages';

/** One audit entry per import (not one per row): the import message's key, the type, the file and the counts. */
export async function auditImport(
  tx: Queryable,
  entry: { tenant: string; user: string; importId: string; importType: string; fileName: string; resources: string[] },
  counts: RecordCounts,
): Promise<void> {
  await writeAudit(tx, {
    tenant: entry.tenant,
    user: entry.user,
    resource: 'import-messages',
    key: entry.importId,
    action: 'import',
    after: { importType: entry.importType, fileName: entry.fileName, resources: entry.resources, ...counts },
  });
}
