/** Bytes read before the encoding and the kind of file are decided (binary check, UTF-8 validity). */
export const PREFIX_BYTES = 64 * 1024;

export interface FilePrefix {
  /** The first bytes of the file (at least PREFIX_BYTES unless the file is shorter). */
  prefix: Buffer;
  /** The remaining chunks, after the prefix. */
  rest: AsyncIterator<Buffer>;
}

const asBuffer = (chunk: unknown): Buffer =>
  Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array);

/** Reads chunks until `size` bytes are there or the input ends; the rest stays unread (streaming). */
export async function readPrefix(input: AsyncIterable<unknown>, size = PREFIX_BYTES): Promise<FilePrefix> {
  const iterator = input[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) break;
    const chunk = asBuffer(next.value);
    chunks.push(chunk);
    length += chunk.length;
  }
  const rest: AsyncIterator<Buffer> = {
    next: async () => {
      const next = await iterator.next();
      return next.done ? next : { done: false, value: asBuffer(next.value) };
    },
    return: async () => (iterator.return ? ((await iterator.return()) as IteratorResult<Buffer>) : { done: true, value: undefined }),
  };
  return { prefix: Buffer.concat(chunks, length), rest };
}
