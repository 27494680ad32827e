import type { FastifyReply } from 'fastify';
/** Characters RFC 5987 allows unencoded in an ext-value (attr-char). */
const ATTR_CHAR = /[A-Za-z0-9!#$&+\-.^_`|~]/;

function encodeExtValue(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return byte < 0x80 && ATTR_CHAR.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/**
 * `attachment` with the file's name for every browser (RFC 6266): a plain ASCII `filename` (anything else
 * replaced by `_`) and the exact name in UTF-8 as `filename*` (RFC 5987), so no name can break the header.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}

/** Answers a file to download: its type, the attachment's name, never sniffed by the browser, never cached. */
export function sendAttachment(reply: FastifyReply, type: string, fileName: string, body: Buffer | NodeJS.ReadableStream) {
  return reply
    .type(type)
    .header('content-disposition', attachmentDisposition(fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(body);
}
