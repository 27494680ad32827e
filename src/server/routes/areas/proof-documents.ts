import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DOCUMENT_TYPES, MAX_DOCUMENT_BYTES, MAX_DOCUMENT_NAME_LENGTH } from '../../../shared/proof-documents/api';
import { fixedOrderPage, PAGE_QUERYSTRING, setTotalCount, type QueryInput } from '../../lists/page-params';
import { sendAttachment } from '../../proof-documents/content-disposition';
import { documentErrors } from '../../proof-documents/document-errors';
import { ProofDocumentService } from '../../proof-documents/service';
import { checkUpload } from '../../proof-documents/upload';
import { DOCUMENTATION_ONLY, errorsOf } from '../../resources/openapi-schemas';
import { assertVisible } from '../../resources/visibility';

const PROOFS = 'sustainabilitydata';

/** The base64 of the largest document plus room for the JSON around it and a long, escaped file name. */
const UPLOAD_BODY_LIMIT = Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4 + 64 * 1024;

interface DocumentRoute {
  Params: { key: string; documentId?: string };
  Querystring: QueryInput;
}

type DocumentRequest = FastifyRequest<DocumentRoute>;

const DOCUMENT = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    fileName: { type: 'string' },
    contentType: { type: 'string', enum: Object.keys(DOCUMENT_TYPES) },
    size: { type: 'integer', description: 'bytes' },
    sha256: { type: 'string', description: 'hex SHA-256 of the content' },
    createdAt: { type: 'string', format: 'date-time' },
    createdBy: { type: 'string', description: 'login that attached it' },
  },
} as const;

const proofParams = { type: 'object', required: ['key'], properties: { key: { type: 'string', description: 'the number of the sustainability data record' } } };
const documentParams = {
  ...proofParams,
  required: ['key', 'documentId'],
  properties: { ...proofParams.properties, documentId: { type: 'string', format: 'uuid' } },
};

const schemas = {
  list: {
    summary: "A proof's documents, oldest first",
    params: proofParams,
    querystring: { type: 'object', properties: PAGE_QUERYSTRING },
    response: { 200: { type: 'array', items: DOCUMENT }, ...errorsOf(400, 403, 404) },
  },
  attach: {
    summary: `Attach a document to a proof (by content: ${Object.values(DOCUMENT_TYPES).join(', ')})`,
    description: `At most ${MAX_DOCUMENT_BYTES} bytes. Refusals: DOCUMENT_INVALID (name, base64), DOCUMENT_EMPTY, DOCUMENT_TOO_LARGE (413), DOCUMENT_TYPE (415, names the detected type).`,
    params: proofParams,
    body: {
      type: 'object',
      required: ['fileName', 'content'],
      properties: {
        fileName: { type: 'string', minLength: 1, maxLength: MAX_DOCUMENT_NAME_LENGTH },
        content: { type: 'string', contentEncoding: 'base64', description: 'the file, base64-encoded' },
      },
    },
    response: { 201: DOCUMENT, ...errorsOf(400, 403, 404, 413, 415) },
  },
  download: {
    summary: 'The file, as an attachment of its stored type',
    params: documentParams,
    response: {
      200: {
        description: 'the file (Content-Disposition: attachment, X-Content-Type-Options: nosniff)',
        content: Object.fromEntries(Object.keys(DOCUMENT_TYPES).map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
      },
      ...errorsOf(403, 404),
    },
  },
  remove: { summary: 'Remove a document', params: documentParams, response: { 200: DOCUMENT, ...errorsOf(403, 404) } },
};

/**
 * Documents of a proof (the files attached to a sustainability data record): list, attach, download, remove, under the
 * sustainability data record in the current tenant. Deleting a proof with documents is refused (domains/proof-documents.ts).
 */
export default async function proofDocumentRoutes(app: FastifyInstance) {
  const proofs = app.registry.get(PROOFS);
  if (!proofs) return;
  const service = new ProofDocumentService(app.db, proofs);

  await app.register(async (scope) => {
    // After the tenant hook: the tenant must show sustainability data; then a proof of another tenant is a 404.
    scope.addHook('onRequest', async (request) => assertVisible(app.db, request, proofs['x-visibility']));
    scope.addHook('preValidation', async (request: DocumentRequest) => service.assertProof(app.db, request.tenant, request.params.key));

    const options = { config: { tenant: true }, ...DOCUMENTATION_ONLY };
    const base = `/${PROOFS}/:key/documents`;
    const context = (request: FastifyRequest) => ({ tenant: request.tenant, user: request.user.login });

    scope.get(base, { ...options, schema: schemas.list }, async (request: DocumentRequest, reply) => {
      const { rows, total } = await service.list(request.tenant, request.params.key, fixedOrderPage(request.query));
      setTotalCount(reply, total);
      return rows;
    });

    scope.post<DocumentRoute>(
      base,
      {
        ...options,
        schema: schemas.attach,
        bodyLimit: UPLOAD_BODY_LIMIT,
        // A body announced beyond the limit is refused before it is read, with the document's own code.
        preParsing: async (request) => {
          if (Number(request.headers['content-length']) > UPLOAD_BODY_LIMIT) throw documentErrors.tooLarge();
        },
      },
      async (request, reply) => {
        const document = await checkUpload(request.body);
        reply.status(201);
        return service.attach(context(request), request.params.key, document);
      },
    );

    scope.get(`${base}/:documentId`, { ...options, schema: schemas.download }, async (request: DocumentRequest, reply) => {
      const { document, content } = await service.content(request.tenant, request.params.key, request.params.documentId!);
      return sendAttachment(reply, document.contentType, document.fileName, content);
    });

    scope.delete(`${base}/:documentId`, { ...options, schema: schemas.remove }, async (request: DocumentRequest) =>
      service.remove(context(request), request.params.key, request.params.documentId!),
    );
  });
}
