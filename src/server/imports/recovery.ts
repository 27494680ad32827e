import type { Entities } from '../../shared/registry';
import type { Db } from '../db/db';
import { LANGUAGES, translate } from '../i18n/translate';
import { staleSeconds } from './limits';
import { stageId } from './stage-rows';
import { dropStagedRows } from './staging';
import { importEvent } from './import-event';

/**
 * The imports each node runs, by its database handle (one per node): tenant → import ids. A node's own
 * imports are alive whatever their heartbeat says (an event loop held up by a long statement).
 */
const running = new WeakMap<Db, Map<string, Set<string>>>();

function runningOn(db: Db): Map<string, Set<string>> {
  let imports = running.get(db);
  if (!imports) running.set(db, (imports = new Map()));
  return imports;
}

/**
 * Runs `work` (writing the import's message and running it) with the import counted as alive on this node:
 * from before its message is written, so that no look in between takes it for stopped.
 */
export async function whileRunning<T>(db: Db, tenant: string, id: string, work: () => Promise<T>): Promise<T> {
  const imports = runningOn(db);
  const ids = imports.get(tenant) ?? new Set<string>();
  imports.set(tenant, ids);
  // A second request with the same id is refused (it is taken); the first keeps its mark.
  const mine = !ids.has(id);
  ids.add(id);
  try {
    return await work();
  } finally {
    if (mine) ids.delete(id);
    if (!ids.size) imports.delete(tenant);
  }
}

export interface StaleScope {
  tenant?: string;
  importType?: string;
}

/**
 * Fails the imports that stopped without finishing (their process was killed or lost the database): those
 * still `running` whose heartbeat (updated_at, renewed every heartbeatMs) is older than IMPORT_STALE_SECONDS,
 * both by the database's clock, so the nodes' clocks do not matter. On the embedded database every running
 * import this process does not run is such a one: one process holds its data directory. Called at start,
 * when an import is looked at and before one starts (`scope`). One statement: when two nodes ask at once,
 * the row lock lets one of them fail an import and the other then finds it failed. The message is in the
 * language of the user who started the import; the phase stays where it stopped; its staging rows go. Its
 * rows were never visible: the write phase is one transaction, and an import still writing finds its
 * message failed at the end and rolls back (run-import.ts). Answers how many it failed.
 */
export async function failStaleImports(db: Db, entities: Entities, scope: StaleScope = {}): Promise<number> {
  const alive = [...runningOn(db)].flatMap(([tenant, ids]) => [...ids].map((id) => [tenant, id]));
  const messages = Object.fromEntries(LANGUAGES.map((language) => [language, translate(language, 'result.interrupted')]));
  const { rows } = await db.transaction(async (tx) => {
    const failed = await tx.query<{ tenant: string; id: string }>(
      `UPDATE e_import_messages AS message SET "importStatus" = 'failed', "lastImportTime" = now(), "rowsWritten" = 0, updated_at = now(),
       "errorMessage" = coalesce($1::jsonb ->> (SELECT settings.settings ->> 'language' FROM users JOIN user_settings AS settings ON settings.user_id = users.id
         WHERE users.login = message."importedBy"), $1::jsonb ->> 'en')
     WHERE "importStatus" = 'running' AND ($2::text IS NULL OR tenant = $2) AND ($3::text IS NULL OR "importType" = $3)
       AND (tenant, id) NOT IN (SELECT * FROM unnest($4::text[], $5::text[]))
       AND ($6::boolean OR updated_at < now() - make_interval(secs => $7::float8))
     RETURNING tenant, id`,
      [
        JSON.stringify(messages),
        scope.tenant ?? null,
        scope.importType ?? null,
        alive.map(([tenant]) => tenant),
        alive.map(([, id]) => id),
        !db.concurrent,
        staleSeconds(),
      ],
    );
    for (const row of failed.rows) await importEvent(tx, row.tenant, row.id, 'failed');
    return failed;
  });
  for (const row of rows) await dropStagedRows(db, entities, stageId(row.tenant, row.id));
  return rows.length;
}
