import { strFromU8, unzipSync } from 'fflate';
import { readXlsxCells, type XlsxCell } from './xlsx-cells';

/** A SHA-256 in hex, as an index names a file by. */
const SHA256 = /\b[0-9a-f]{64}\b/g;

type FileContents = XlsxCell[][] | Record<string, XlsxCell[][] | string>;

/**
 * What a ZIP says, entry by entry: a workbook by its cells, any other entry as text, with the SHA-256 an index gives
 * of a file left out (each file's content is there itself).
 */
function readZipContents(file: Uint8Array): Record<string, XlsxCell[][] | string> {
  return Object.fromEntries(
    Object.entries(unzipSync(file)).map(([path, bytes]) => [
      path,
      path.endsWith('.xlsx') ? readXlsxCells(bytes) : strFromU8(bytes).replace(SHA256, '<sha256>'),
    ]),
  );
}

/**
 * An answer as what it says: a workbook by its cells and a ZIP by its entries, anything else as text. A workbook
 * carries the second it was written, so two writings of the same cells differ in their bytes; and a ZIP's bytes are
 * compressed, so a text search through them finds nothing.
 */
export async function readAnswerContents(response: Response): Promise<string | FileContents> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('spreadsheetml')) return readXlsxCells(new Uint8Array(await response.arrayBuffer()));
  if (type.includes('zip')) return readZipContents(new Uint8Array(await response.arrayBuffer()));
  return response.text();
}
