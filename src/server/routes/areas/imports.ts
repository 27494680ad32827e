import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMPORT_ID, IMPORT_VIEW_KEY, type ImportResult, type ImportTypesResponse } from '../../../shared/imports/api';
import { RESOURCE_IMPORT_PREFIX, type ImportDeclaration } from '../../../shared/imports/declaration';
import { errors } from '../../errors';
import { userCsvWriting } from '../../exports/csv-writing';
import { csvFile } from '../../exports/files';
import { importDeclarations } from '../../imports/declarations';
import { importTypeInfo, tenantImports } from '../../imports/import-access';
import { findImportMessage, importIdExists } from '../../imports/import-messages';
import { allProblems, listProblems, listWarnings, type StoredProblem } from '../../imports/problem-store';
import { problemText } from '../../imports/problem-text';
import { failStaleImports } from '../../imports/recovery';
import { startImport } from '../../imports/start-import';
import { syncImportTables } from '../../imports/staging';
import { requestLanguage, translate, type Language } from '../../i18n/translate';
import { fixedOrderPage, PAGE_QUERYSTRING, setTotalCount, type QueryInput } from '../../lists/page-params';
import { PROJECT_ROOT } from '../../project-paths';
import { DOCUMENTATION_ONLY, errorsOf } from '../../resources/openapi-schemas';
import { assertVisible } from '../../resources/visibility';

const TAGS = ['imports'];
const SAMPLES_DIR = join(PROJECT_ROOT, 'tests', 'fixtures', 'imports');
const OPEN_OBJECT = { type: 'object', additionalProperties: true } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', description: 'the import id' } } } as const;
const langQuery = { lang: { type: 'string', enum: ['en', 'de'], description: 'language of the messages (default: Accept-Language)' } } as const;

type ImportRequest = FastifyRequest<{ Params: { id: string; type: string }; Querystring: QueryInput }>;
type UploadRequest = FastifyRequest<{ Querystring: QueryInput; Body: Readable }>;

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? undefined : value);

/**
 * The import API (src/shared/imports/api.ts): the import types of the tenant, their samples, the import of
 * a file (src/server/imports/run-import.ts) and its progress, errors and error download.
 */
export default async function importRoutes(app: FastifyInstance) {
  const declarations: Map<string, ImportDeclaration> = importDeclarations(app.registry);
  await syncImportTables(app.db, app.registry);
  const stopped = await failStaleImports(app.db, app.registry);
  if (stopped) app.log.warn(`${stopped} import(s) were running when their server stopped: marked failed`);

  const options = { config: { tenant: true, visibility: IMPORT_VIEW_KEY }, ...DOCUMENTATION_ONLY };
  const languageOf = (request: Pick<ImportRequest, 'query' | 'headers'>): Language =>
    requestLanguage(single(request.query.lang), request.headers['accept-language']);
  /** A stored problem with its text in the request's language. */
  const withMessage = (language: Language) => (problem: StoredProblem) => ({ ...problem, message: problemText(app.registry, language, problem) });

  async function importResult(tenant: string, id: string, language: Language): Promise<ImportResult> {
    const stored = await findImportMessage(app.db, tenant, id);
    if (!stored) throw errors.notFound();
    return { ...stored, warnings: (await listWarnings(app.db, tenant, id)).map(withMessage(language)) };
  }

  /** 404 unless the id is well-formed and an import of the tenant has it; one found stopped is failed first. */
  async function assertImport(request: ImportRequest): Promise<void> {
    if (!IMPORT_ID.test(request.params.id)) throw errors.invalidId();
    await failStaleImports(app.db, app.registry, { tenant: request.tenant });
    if (!(await importIdExists(app.db, request.tenant, request.params.id))) throw errors.notFound();
  }

  await app.register(async (scope) => {
    // The tenant must show the import view and the user's role may import (docs/domain-rules.md#tenant-visibility-of-menus).
    scope.addHook('onRequest', async (request) => assertVisible(app.db, request, IMPORT_VIEW_KEY));

    scope.get(
      '/import-types',
      {
        ...options,
        schema: {
          tags: TAGS,
          summary: 'The import types this tenant and user may import (ImportTypesResponse)',
          response: { 200: OPEN_OBJECT, ...errorsOf(403) },
        },
      },
      async (request): Promise<ImportTypesResponse> => {
        const access = await tenantImports(app.db, app.registry, declarations, request.tenant);
        return {
          company: access.company,
          types: await Promise.all(access.declarations.map((declaration) => importTypeInfo(app.db, app.registry, request.tenant, declaration))),
        };
      },
    );

    scope.get(
      '/import-types/:type/sample',
      {
        ...options,
        schema: {
          tags: TAGS,
          summary: 'A valid sample file of the type (types of schemas/imports) or the header line of the round trip',
          params: { type: 'object', required: ['type'], properties: { type: { type: 'string' } } },
          produces: ['text/csv'],
          response: errorsOf(403, 404),
        },
      },
      async (request: ImportRequest, reply: FastifyReply) => {
        const access = await tenantImports(app.db, app.registry, declarations, request.tenant);
        const declaration = access.declarations.find((candidate) => candidate.type === request.params.type);
        if (!declaration) throw errors.notFound();
        const body = app.registry.imports.has(declaration.type)
          ? await readFile(join(SAMPLES_DIR, `${declaration.type}.csv`))
          : `${declaration.columns.map((column) => column.header.en).join(',')}\n`;
        const name = declaration.type.replace(RESOURCE_IMPORT_PREFIX, '');
        return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}.csv"`).send(body);
      },
    );

    scope.get(
      '/imports/:id',
      {
        ...options,
        schema: {
          tags: TAGS,
          summary: 'The import (ImportResult): its progress while it runs',
          params: idParams,
          querystring: { type: 'object', properties: langQuery },
          response: { 200: OPEN_OBJECT, ...errorsOf(400, 403, 404) },
        },
      },
      async (request: ImportRequest) => {
        await assertImport(request);
        return importResult(request.tenant, request.params.id, languageOf(request));
      },
    );

    scope.get(
      '/imports/:id/errors',
      {
        ...options,
        schema: {
          tags: TAGS,
          summary: 'The errors of an import by file row (ImportError[], x-total-count)',
          params: idParams,
          querystring: { type: 'object', properties: { ...PAGE_QUERYSTRING, ...langQuery } },
          response: { 200: { type: 'array', items: OPEN_OBJECT }, ...errorsOf(400, 403, 404) },
        },
      },
      async (request: ImportRequest, reply) => {
        const page = fixedOrderPage(request.query);
        await assertImport(request);
        const { rows, total } = await listProblems(app.db, request.tenant, request.params.id, page);
        setTotalCount(reply, total);
        return rows.map(withMessage(languageOf(request)));
      },
    );

    scope.get(
      '/imports/:id/errors.csv',
      {
        ...options,
        schema: {
          tags: TAGS,
          summary: "The errors of an import as CSV (UTF-8 with BOM, in the user's CSV format)",
          params: idParams,
          querystring: { type: 'object', properties: langQuery },
          produces: ['text/csv'],
          response: errorsOf(400, 403, 404),
        },
      },
      async (request: ImportRequest, reply) => {
        await assertImport(request);
        const language = languageOf(request);
        const message = withMessage(language);
        const writing = await userCsvWriting(app.db, request.user.id, language);
        async function* lines() {
          yield ['row', 'column', 'value', 'message'].map((name) => translate(language, `result.csv.${name}`));
          for await (const page of allProblems(app.db, request.tenant, request.params.id)) {
            for (const problem of page) yield [problem.row ?? '', problem.column ?? '', problem.value ?? '', message(problem).message];
          }
        }
        reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="import-errors-${request.params.id}.csv"`);
        return reply.send(csvFile(lines(), writing));
      },
    );

    await scope.register(async (upload) => {
      // The file's bytes reach the handler as the body stream, whatever its content type says (the request
      // stream, or what a preParsing hook made of it: plugins/idempotency.ts hashes it as it passes).
      upload.removeAllContentTypeParsers();
      upload.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
      upload.post(
        '/imports',
        {
          ...options,
          schema: {
            tags: TAGS,
            summary: 'Imports a CSV file (the body, any content type, streamed) and answers the ImportResult once it is finished',
            description:
              'Refused before it starts: 400 IMPORT_FILE_REQUIRED, 403 IMPORT_TYPE_FORBIDDEN, 409 IMPORT_ORDER, 409 IMPORT_RUNNING, 413 IMPORT_TOO_LARGE, 400 INVALID_ID.',
            querystring: {
              type: 'object',
              properties: {
                type: { type: 'string', description: 'import type (GET /import-types)' },
                fileName: { type: 'string', description: 'the file name (must end in .csv)' },
                id: { type: 'string', description: `optional id the client polls GET /imports/{id} with (${IMPORT_ID.source})` },
                ...langQuery,
              },
            },
            response: { 200: OPEN_OBJECT, ...errorsOf(400, 403, 409, 413) },
          },
        },
        async (request: UploadRequest) => {
          try {
            const language = languageOf(request);
            const declared = Number(request.headers['content-length']);
            const id = await startImport({
              db: app.db,
              registry: app.registry,
              declarations,
              log: request.log,
              tenant: request.tenant,
              user: request.user.login,
              language,
              type: single(request.query.type) ?? '',
              fileName: single(request.query.fileName) ?? '',
              id: single(request.query.id),
              declaredBytes: Number.isFinite(declared) ? declared : undefined,
              // Not destroyed when the reader stops early (a binary file): the answer still has to reach the client.
              body: request.body.iterator({ destroyOnReturn: false }),
            });
            return await importResult(request.tenant, id, language);
          } finally {
            // A refused upload's remaining bytes are read and dropped, so the answer reaches the client.
            request.body.resume();
          }
        },
      );
    });
  });
}
