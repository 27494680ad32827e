import iconv from 'iconv-lite';

export type FileEncoding = 'utf-8' | 'windows-1252';

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * UTF-8 (with or without BOM) when the first bytes are valid UTF-8, else Windows-1252 (the encoding
 * of German Excel and ERP exports). A multi-byte character cut at the end of the prefix is fine.
 */
export function detectEncoding(prefix: Buffer): FileEncoding {
  if (prefix.subarray(0, 3).equals(UTF8_BOM)) return 'utf-8';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(prefix, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** The file as text, chunk by chunk (iconv-lite's streaming decoder; a UTF-8 BOM is dropped). */
export async function* decodeChunks(prefix: Buffer, rest: AsyncIterator<Buffer>, encoding: FileEncoding): AsyncGenerator<string> {
  const decoder = iconv.getDecoder(encoding, { stripBOM: true });
  const first = decoder.write(prefix);
  if (first) yield first;
  for (let next = await rest.next(); !next.done; next = await rest.next()) {
    const text = decoder.write(next.value);
    if (text) yield text;
  }
  const last = decoder.end();
  if (last) yield last;
}
