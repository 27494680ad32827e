import { fileTypeFromBuffer } from 'file-type';
import { DOCUMENT_TYPES, type DocumentContentType } from './api';

/** What a document's bytes are: an allowed type, or the type they were found to be (named in the refusal). */
export type DocumentTypeCheck = { allowed: true; contentType: DocumentContentType } | { allowed: false; detected: string };

/** file-type reads magic numbers; this many bytes are enough for it to tell (and for the text test below). */
const SAMPLE_BYTES = 4100;

/** A sample that decodes as UTF-8 without NUL characters is text: file-type names no type for text. */
function looksLikeText(sample: Uint8Array): boolean {
  if (sample.includes(0)) return false;
  try {
    // stream: a character cut at the end of the sample is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** The type of a document decided by its content (the same check in the browser and on the server). */
export async function checkDocumentType(bytes: Uint8Array): Promise<DocumentTypeCheck> {
  const sample = bytes.subarray(0, SAMPLE_BYTES);
  const mime = (await fileTypeFromBuffer(sample))?.mime;
  if (mime && mime in DOCUMENT_TYPES) return { allowed: true, contentType: mime as DocumentContentType };
  return { allowed: false, detected: mime ?? (looksLikeText(sample) ? 'text/plain' : 'application/octet-stream') };
}
