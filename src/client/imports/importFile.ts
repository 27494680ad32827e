/** The types a browser may name for a CSV file (Windows with Excel says "application/vnd.ms-excel"). */
const CSV_TYPES = new Set(['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel', '']);

/**
 * Whether the chosen file is a CSV file as the server checks it (by name: `.csv`), and not something a
 * browser knows to be another kind of file under that name. Its content is the server's to judge.
 */
export function isCsvFile(file: { name: string; type?: string } | null | undefined): boolean {
  if (!file) return false;
  return /\.csv$/i.test(file.name.trim()) && CSV_TYPES.has((file.type ?? '').toLowerCase());
}

/**
 * A new id for an import, so its progress can be asked for while the upload runs (IMPORT_ID).
 * `randomUUID` exists only in secure contexts (https, localhost); a portal served over plain http in a
 * company network gets the same kind of id from `getRandomValues`.
 */
export function newImportId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The error list's download name: the imported file's name with "-errors" (rawImport.csv → rawImport-errors.csv). */
export function errorListFileName(fileName: string): string {
  return `${fileName.replace(/\.csv$/i, '') || 'import'}-errors.csv`;
}
