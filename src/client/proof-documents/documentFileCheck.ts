import { MAX_DOCUMENT_BYTES } from '../../shared/proof-documents/api';

/** A refusal in the browser, with the server's code for the same case (so both read alike). */
export interface DocumentFileProblem {
  code: 'DOCUMENT_EMPTY' | 'DOCUMENT_TOO_LARGE' | 'DOCUMENT_TYPE';
  detected?: string;
}

/** The bytes file-type needs to tell a type. */
const SAMPLE_BYTES = 4100;

/**
 * The server's checks before the upload, so a wrong file is refused at once: not empty, within the limit,
 * an allowed type by content (the same detector as the server, loaded only when a file is chosen).
 */
export async function documentFileProblem(file: Blob): Promise<DocumentFileProblem | undefined> {
  if (file.size === 0) return { code: 'DOCUMENT_EMPTY' };
  if (file.size > MAX_DOCUMENT_BYTES) return { code: 'DOCUMENT_TOO_LARGE' };
  const { checkDocumentType } = await import('../../shared/proof-documents/document-type');
  const type = await checkDocumentType(new Uint8Array(await file.slice(0, SAMPLE_BYTES).arrayBuffer()));
  return type.allowed ? undefined : { code: 'DOCUMENT_TYPE', detected: type.detected };
}
