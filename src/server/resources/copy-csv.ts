import { stringify } from 'csv-stringify/sync';

/**
 * One value as the text COPY … (FORMAT csv) reads into its column, or null for SQL NULL: lists and
 * objects (jsonb) as JSON text, dates as ISO timestamps, numbers and booleans as PostgreSQL reads them.
 */
function copyText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The rows as the CSV text `Queryable.copyFrom` loads: `columns` in this order, no header, NULL as an
 * unquoted empty field and an empty string as "" (so the two stay apart), a lone `\.` quoted (COPY's
 * end-of-data marker). Quotes, separators and line breaks are quoted by csv-stringify.
 */
export function copyCsv(rows: Record<string, unknown>[], columns: string[]): string {
  return stringify(
    rows.map((row) => columns.map((column) => copyText(row[column]))),
    // One pattern, not a list: csv-stringify tests it on every field, and the list costs twice the time.
    { quoted_match: /^(?:|\\\.)$/ },
  );
}
