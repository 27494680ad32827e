/** The body outgrew the limit while it streamed (413 IMPORT_TOO_LARGE). */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The file is larger than ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

export interface CountedBody {
  /** The chunks, counted while they stream; throws BodyTooLargeError beyond `limit`. */
  chunks: AsyncIterable<Buffer>;
  /** Bytes read so far. */
  bytes(): number;
}

/**
 * Reads the first chunk (an empty body is refused before anything starts) and hands the rest through
 * counted. Undefined for an empty body.
 */
export async function countedBody(input: AsyncIterable<unknown>, limit: number): Promise<CountedBody | undefined> {
  const iterator = input[Symbol.asyncIterator]();
  let bytes = 0;
  const next = async (): Promise<Buffer | undefined> => {
    for (;;) {
      const result = await iterator.next();
      if (result.done) return undefined;
      const chunk = Buffer.isBuffer(result.value) ? result.value : Buffer.from(result.value as Uint8Array);
      if (!chunk.length) continue;
      bytes += chunk.length;
      if (bytes > limit) throw new BodyTooLargeError(limit);
      return chunk;
    }
  };
  const first = await next();
  if (!first) return undefined;
  async function* chunks(): AsyncGenerator<Buffer> {
    yield first!;
    for (let chunk = await next(); chunk; chunk = await next()) yield chunk;
  }
  return { chunks: chunks(), bytes: () => bytes };
}
