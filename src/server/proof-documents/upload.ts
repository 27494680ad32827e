import { createHash } from 'node:crypto';
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_NAME_LENGTH, type DocumentContentType } from '../../shared/proof-documents/api';
import { documentFileName } from '../../shared/proof-documents/document-name';
import { checkDocumentType } from '../../shared/proof-documents/document-type';
import { documentErrors } from './document-errors';

/** A document ready to store: its name, bytes and what they were checked to be. */
export interface CheckedDocument {
  fileName: string;
  content: Buffer;
  contentType: DocumentContentType;
  sha256: string;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
// Control characters break headers and logs; a slash would make the name a path.
// eslint-disable-next-line no-control-regex -- control characters are what a file name must not hold
const UNSAFE_NAME = /[\u0000-\u001f\u007f/\\]/;

function fileNameOf(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name || name.length > MAX_DOCUMENT_NAME_LENGTH || UNSAFE_NAME.test(name)) throw documentErrors.invalidName();
  return name;
}

/** The bytes of strict base64 (line breaks allowed), checked against the limit before they are decoded. */
function bytesOf(value: unknown): Buffer {
  if (typeof value !== 'string') throw documentErrors.invalidContent();
  const text = value.replace(/[\r\n\t ]/g, '');
  if (text.length % 4 !== 0 || !BASE64.test(text)) throw documentErrors.invalidContent();
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const size = (text.length / 4) * 3 - padding;
  if (size === 0) throw documentErrors.empty();
  if (size > MAX_DOCUMENT_BYTES) throw documentErrors.tooLarge();
  return Buffer.from(text, 'base64');
}

/**
 * The body of an upload (`{ fileName, content }`) checked: a name, base64, not empty, within the limit, an
 * allowed type by content; the name's ending follows that type (document-name.ts).
 */
export async function checkUpload(body: unknown): Promise<CheckedDocument> {
  const { fileName, content } = (body !== null && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const name = fileNameOf(fileName);
  const bytes = bytesOf(content);
  const type = await checkDocumentType(bytes);
  if (!type.allowed) throw documentErrors.type(type.detected);
  return {
    fileName: documentFileName(name, type.contentType),
    content: bytes,
    contentType: type.contentType,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}
