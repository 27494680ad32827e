import type { Language } from './settings';
import { zonedIso, zonedTime } from './time-zone';

/**
 * How the portal writes a CSV file: the user's regional format, so their spreadsheet program splits the
 * fields and reads numbers and dates as such. German: `;` between fields, a decimal comma, days as
 * 31.12.2025. English and international: `,`, a decimal point, days as ISO 2025-12-31, which
 * spreadsheet programs read correctly in every English locale (12/31/2025 would swap day and month in a
 * British one). The two formats differ in their delimiter, so a file read back tells by its delimiter
 * which one it was written in.
 */
export interface CsvFormat {
  delimiter: ';' | ',';
  decimal: ',' | '.';
  /** Days as `dd.MM.yyyy` or `yyyy-MM-dd`. */
  day: 'dd.MM.yyyy' | 'yyyy-MM-dd';
}

/** The user's setting: CSV files in the format of the export's language, or always the international one. */
export const CSV_FORMAT_CHOICES = ['language', 'international'] as const;
export type CsvFormatChoice = (typeof CSV_FORMAT_CHOICES)[number];
export const DEFAULT_CSV_FORMAT_CHOICE: CsvFormatChoice = 'language';

export const INTERNATIONAL_CSV: CsvFormat = Object.freeze({ delimiter: ',', decimal: '.', day: 'yyyy-MM-dd' });
export const GERMAN_CSV: CsvFormat = Object.freeze({ delimiter: ';', decimal: ',', day: 'dd.MM.yyyy' });

/** The format of a CSV file in `language` for a user with `choice`. */
export function csvFormat(language: Language, choice: CsvFormatChoice): CsvFormat {
  return choice === 'language' && language === 'de' ? GERMAN_CSV : INTERNATIONAL_CSV;
}

/** The format a file with this delimiter was written in (a `;` file has decimal commas). */
export function csvFormatOfDelimiter(delimiter: string): CsvFormat {
  return delimiter === GERMAN_CSV.delimiter ? GERMAN_CSV : INTERNATIONAL_CSV;
}

/**
 * A number as the format writes it: its own digits (or exactly `decimals` of them), no grouping, the
 * format's decimal separator. Tiny numbers that JavaScript writes with an exponent (1e-7) are written
 * out, since a decimal-comma spreadsheet or import does not read an exponent.
 */
export function csvNumber(format: CsvFormat, value: number, decimals?: number): string {
  const plain = decimals !== undefined ? value.toFixed(decimals) : withoutExponent(String(value));
  return format.decimal === '.' ? plain : plain.replace('.', format.decimal);
}

/** `1.5e-7` → `0.00000015`: the same digits, moved behind the point. */
function withoutExponent(text: string): string {
  const match = /^(-?)(\d)(?:\.(\d+))?e-(\d+)$/.exec(text);
  if (!match) return text;
  const [, sign, first, rest = '', exponent] = match;
  return `${sign}0.${'0'.repeat(Number(exponent) - 1)}${first}${rest}`;
}

/** A day (`YYYY-MM-DD`) as the format writes it. */
export function csvDay(format: CsvFormat, day: string): string {
  const [year, month, date] = day.split('-');
  return format.day === 'dd.MM.yyyy' && date ? `${date}.${month}.${year}` : day;
}

/**
 * An instant as the format writes it, on the clock of `timeZone`: ISO 8601 with that date's offset
 * (`2025-11-27T10:28:00-07:00`) in the international format, day and time as the screen shows them
 * (`27.11.2025 10:28`) in the German one, which German spreadsheet programs read as a date and time.
 */
export function csvInstant(format: CsvFormat, instant: string, timeZone: string): string {
  const moment = new Date(instant);
  if (Number.isNaN(moment.getTime())) return instant;
  if (format.day === INTERNATIONAL_CSV.day) return zonedIso(moment, timeZone);
  const { day, time } = zonedTime(moment, timeZone);
  return `${csvDay(format, day)} ${time.slice(0, 5)}`;
}
