import { DOCUMENT_TYPES, MAX_DOCUMENT_BYTES, MAX_DOCUMENT_NAME_LENGTH } from '../../shared/proof-documents/api';
import { ApiError } from '../errors';

const MAX_MIB = MAX_DOCUMENT_BYTES / (1024 * 1024);
const TYPE_NAMES = Object.values(DOCUMENT_TYPES).join(', ');

/** The refusals of the document routes; the client words them from `code` and the details. */
export const documentErrors = {
  empty: () => new ApiError(400, 'DOCUMENT_EMPTY', 'The file is empty.'),
  invalidContent: () => new ApiError(400, 'DOCUMENT_INVALID', 'content must be the file in base64.', { field: 'body.content' }),
  invalidName: () =>
    new ApiError(400, 'DOCUMENT_INVALID', `fileName must be 1 to ${MAX_DOCUMENT_NAME_LENGTH} characters without control characters or slashes.`, {
      field: 'body.fileName',
      maxLength: MAX_DOCUMENT_NAME_LENGTH,
    }),
  tooLarge: () =>
    new ApiError(413, 'DOCUMENT_TOO_LARGE', `A document may be at most ${MAX_MIB} MiB (${MAX_DOCUMENT_BYTES} bytes).`, { maxBytes: MAX_DOCUMENT_BYTES }),
  type: (detected: string) =>
    new ApiError(415, 'DOCUMENT_TYPE', `Only ${TYPE_NAMES} files can be attached; this file is ${detected}.`, {
      detected,
      allowed: Object.keys(DOCUMENT_TYPES),
    }),
  proofHasDocuments: (count: number, proof: string) =>
    new ApiError(409, 'PROOF_HAS_DOCUMENTS', `The proof ${proof} has ${count} document(s). Remove them before deleting the proof.`, { count, proof }),
};
