import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { IMPORT_ID } from '../../shared/imports/api';
import type { ImportDeclaration } from '../../shared/imports/declaration';
import type { Registry } from '../../shared/registry';
import type { Db } from '../db/db';
import { BodyTooLargeError, countedBody } from './body-stream';
import { tenantImports } from './import-access';
import { importErrors } from './import-errors';
import { deleteImportMessage, hasSucceeded, importIdExists, insertImportMessage, setFileSize } from './import-messages';
import { maxImportBytes } from './limits';
import { deleteProblems } from './problem-store';
import { readImportFile } from './read/read-import-file';
import { failStaleImports, whileRunning } from './recovery';
import { runImport } from './run-import';
import { tenantToday } from '../time/tenant-day';
import type { Language } from '../i18n/translate';

export interface ImportRequestInput {
  db: Db;
  registry: Registry;
  declarations: Map<string, ImportDeclaration>;
  log: FastifyBaseLogger;
  tenant: string;
  user: string;
  language: Language;
  type: string;
  fileName: string;
  /** The client's id for polling, if it chose one. */
  id: string | undefined;
  /** Content-Length, when the request declared one. */
  declaredBytes: number | undefined;
  body: AsyncIterable<unknown>;
}

/**
 * POST /imports: the refusals before anything is written (src/shared/imports/api.ts, in that order), then the
 * import message and the job. Answers the import's id once it has finished (succeeded or failed).
 */
export async function startImport(input: ImportRequestInput): Promise<string> {
  const { db, tenant, type } = input;
  if (input.id !== undefined && !IMPORT_ID.test(input.id)) throw importErrors.invalidId();
  const access = await tenantImports(db, input.registry, input.declarations, tenant);
  const declaration = access.declarations.find((candidate) => candidate.type === type);
  if (!declaration) throw importErrors.typeForbidden(type);
  const fileName = input.fileName.trim();
  if (!/\.csv$/i.test(fileName) || fileName.length > 255) throw importErrors.fileRequired(access.company);
  const limit = maxImportBytes();
  if (input.declaredBytes !== undefined && input.declaredBytes > limit) throw importErrors.tooLarge(limit);
  const requires = declaration.requires ?? [];
  if (!(await hasSucceeded(db, tenant, requires))) throw importErrors.order(type, requires);
  const id = input.id ?? randomUUID();
  if (input.id !== undefined && (await importIdExists(db, tenant, id))) throw importErrors.idTaken();
  const body = await countedBody(input.body, limit).catch((error: unknown) => {
    throw error instanceof BodyTooLargeError ? importErrors.tooLarge(limit) : error;
  });
  if (!body) throw importErrors.fileRequired(access.company);
  const fileSize = input.declaredBytes || null;
  await whileRunning(db, tenant, id, async () => {
    // An import whose process stopped blocks its type only until its heartbeat is stale.
    await failStaleImports(db, input.registry, { tenant, importType: type });
    if (!(await insertImportMessage(db, { tenant, id, importType: type, fileName, fileSize, importedBy: input.user }))) {
      throw importErrors.running(type);
    }
    // One import date for the whole file, however long it takes.
    const day = await tenantToday(db, tenant);
    try {
      await runImport({
        db,
        registry: input.registry,
        log: input.log,
        declaration,
        tenant,
        id,
        user: input.user,
        fileName,
        language: input.language,
        day,
        read: (chunks, chosen) => readImportFile(chunks, chosen, { registry: input.registry, today: day }),
        input: body.chunks,
      });
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      // Nothing of a file over the limit is kept, not even its message.
      await deleteProblems(db, tenant, id);
      await deleteImportMessage(db, tenant, id);
      throw importErrors.tooLarge(limit);
    }
  });
  await setFileSize(db, tenant, id, body.bytes());
  return id;
}
