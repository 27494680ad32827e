import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/**
 * The longest request target (path and query as sent, percent-encoded) the API reads; a longer one answers
 * 414 URI_TOO_LONG. Well below Node's limit on the whole request head (16 KiB: request line and headers),
 * so a long URL still leaves room for the headers and gets our answer rather than Node's.
 */
export const MAX_URL_LENGTH = 8192;

/** The error code of a status that has no code of the API's own: its HTTP reason phrase, e.g. 414 → URI_TOO_LONG. */
export function statusErrorCode(statusCode: number): string {
  return (STATUS_CODES[statusCode] ?? 'Error').toUpperCase().replace(/[^A-Z]+/g, '_');
}

/** Node's refusals before a request reaches the app (its head beyond 16 KiB, a malformed request line, a timeout). */
function clientErrorStatus(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses gets the API's JSON error shape
 * (431 REQUEST_HEADER_FIELDS_TOO_LARGE, 408 REQUEST_TIMEOUT, 400 BAD_REQUEST), then the connection is
 * closed. A client still sending its request may see the connection reset instead of the answer.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const statusCode = clientErrorStatus(error.code);
  const reason = STATUS_CODES[statusCode]!;
  const body = JSON.stringify({ statusCode, error: reason, code: statusErrorCode(statusCode), message: reason });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
