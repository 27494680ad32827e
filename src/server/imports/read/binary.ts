import { fileTypeFromBuffer } from 'file-type';

/**
 * Formats whose signature no text file starts with. file-type also "recognises" text that happens to
 * begin like a weak signature ("BMW;…" as a bitmap, "MZ;…" as a program), so those count only together
 * with control bytes.
 */
const BINARY_ONLY = new Set([
  'zip',
  'xlsx',
  'docx',
  'pptx',
  'ods',
  'odt',
  'pdf',
  'png',
  'jpg',
  'gif',
  'webp',
  'tif',
  'gz',
  '7z',
  'rar',
  'cfb',
  'bz2',
  'xz',
  'zst',
]);

/** A byte no CSV text holds in any of the accepted encodings: NUL and the C0 controls except tab, line breaks, form feed. */
function hasControlBytes(bytes: Buffer): boolean {
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return true;
  }
  return false;
}

/**
 * Whether the file's first bytes are not text: `undefined` for text, else the recognised format
 * (`png`, `xlsx`, `pdf`, …) or `''` when it is binary of no known format.
 */
export async function binaryFormat(prefix: Buffer): Promise<string | undefined> {
  // Excel's "Unicode text": UTF-16 with BOM, full of NUL bytes; named so that the user knows what to change.
  if ((prefix[0] === 0xff && prefix[1] === 0xfe) || (prefix[0] === 0xfe && prefix[1] === 0xff)) return 'utf-16';
  const control = hasControlBytes(prefix);
  const detected = await fileTypeFromBuffer(prefix).catch(() => undefined);
  if (detected && (control || BINARY_ONLY.has(detected.ext))) return detected.ext;
  return control ? '' : undefined;
}
