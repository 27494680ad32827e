import type { Registry } from '../../shared/registry';
import type { Db } from '../db/db';
import { staleSeconds } from './limits';
import { stageId } from './stage-rows';
import { dropStagedRows } from './staging';
import { translate } from '../i18n/translate';

/**
 * At start: imports still `running` whose heartbeat (updated_at) is older than IMPORT_STALE_SECONDS
 * belonged to a process that stopped (killed, crashed): they failed, and their staging rows go. On the
 * embedded database (`all`) every running import is such a one: one process holds its data directory.
 * Their rows were never visible: the write phase is one transaction. The phase stays as it was: where it stopped.
 */
export async function failStoppedImports(db: Db, registry: Registry, all: boolean): Promise<number> {
  const { rows } = await db.query<{ tenant: string; id: string }>(
    `UPDATE e_import_messages SET "importStatus" = 'failed', "lastImportTime" = now(), "rowsWritten" = 0,
       "errorMessage" = $1, updated_at = now()
     WHERE "importStatus" = 'running' AND ($2::boolean OR updated_at < now() - make_interval(secs => $3::int))
     RETURNING tenant, id`,
    [translate('en', 'result.serverStopped'), all, staleSeconds()],
  );
  for (const row of rows) await dropStagedRows(db, registry, stageId(row.tenant, row.id));
  return rows.length;
}
