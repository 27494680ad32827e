/**
 * The one place numbers are shown and read back. Numbers follow the browser language, so a
 * list cell and a form input of the same value read alike and what one shows the other accepts.
 */
export function numberLocale(): string {
  return navigator.language;
}

export interface NumberFormatOptions {
  locale?: string;
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
  /** false for identifiers (years, ids, codes: `x-identifier`), which read wrong grouped ("2.025"). */
  grouping?: boolean;
}

/** One format per locale and options: building an Intl.NumberFormat costs far more than using one (a list formats every cell). */
const formats = new Map<string, Intl.NumberFormat>();

/** Numbers in the browser language with 0 to 3 fraction digits unless told otherwise. */
export function formatNumber(value: number | null | undefined, options: NumberFormatOptions = {}): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  const { locale = numberLocale(), minimumFractionDigits = 0, maximumFractionDigits = 3, grouping = true } = options;
  const key = `${locale}|${minimumFractionDigits}|${maximumFractionDigits}|${grouping}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits, useGrouping: grouping })));
  return format.format(value);
}

/** A stored value as an input shows it: grouped like the list (unless an identifier), but never rounded (editing must not change it). */
export function formatNumberInput(value: number | null | undefined, locale = numberLocale(), grouping = true): string {
  return formatNumber(value, { locale, maximumFractionDigits: 20, grouping });
}

/** The grouping and decimal separator of a locale ("." and "," for de, "," and "." for en). */
export function numberSeparators(locale = numberLocale()): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.5);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

const SPACES = /[\s\u00a0\u202f]/g;
const DIGITS = /^\d+$/;
const GROUPED = (group: string) => new RegExp(`^\\d{1,3}(${group.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\d{3})+$`);

/** The integer part as typed: plain digits, or digits grouped in threes by the locale's group separator. */
function integerDigits(text: string, group: string): string | undefined {
  if (DIGITS.test(text)) return text;
  return GROUPED(group).test(text) ? text.split(group).join('') : undefined;
}

/**
 * A number as a person types or pastes it in the given locale: null for an empty input, NaN for text
 * that is not a number. Spaces may group digits ("1 234,5"); the locale's group separator must group
 * in threes ("1.234" is 1234 in de). A single other separator that cannot be grouping reads as the
 * decimal point of the other convention ("1234.5" in de, "1234,5" in en); everything else (letters,
 * two decimal separators, mixed-up order) is refused rather than guessed.
 */
export function parseNumber(input: string, locale = numberLocale()): number | null {
  const { group, decimal } = numberSeparators(locale);
  const text = input.replace(SPACES, '').replace(/^\u2212/, '-');
  if (text === '') return null;
  const sign = text.startsWith('-') ? -1 : 1;
  const body = text.replace(/^[-+]/, '');
  const decimalParts = body.split(decimal);
  if (decimalParts.length > 2) return Number.NaN;
  let [integer, fraction] = decimalParts as [string, string | undefined];
  if (fraction === undefined && body.split(group).length === 2 && !GROUPED(group).test(body)) {
    [integer, fraction] = body.split(group) as [string, string];
  }
  const digits = integerDigits(integer, group) ?? (integer === '' && fraction ? '0' : undefined);
  if (digits === undefined || (fraction !== undefined && fraction !== '' && !DIGITS.test(fraction))) return Number.NaN;
  // + 0 turns "-0" into 0, which Intl would show as "-0".
  return sign * Number(fraction ? `${digits}.${fraction}` : digits) + 0;
}
