/** Parses the numbers of a file with one decimal separator; the other of `,`/`.` groups thousands. */
export type NumberParser = (text: string) => number | undefined;

const PLAIN_INTEGER = /^[+-]?\d{1,15}$/;

const escape = (char: string) => `\\${char}`;

/**
 * `decimal` ',' reads `1234,5`, `1.234,5`, `-0,25`; '.' reads `1234.5`, `1,234.5` and exponents
 * (`1e-7`, as JavaScript writes small numbers in exports). Thousands separators only in valid groups
 * of three (`1.23,4` and `12.34` with a decimal comma are refused); anything else is undefined.
 */
export function numberParser(decimal: ',' | '.'): NumberParser {
  const thousands = decimal === ',' ? '.' : ',';
  const exponent = decimal === '.' ? '(?:[eE][+-]?\\d+)?' : '';
  const shape = new RegExp(`^[+-]?(?:\\d{1,3}(?:${escape(thousands)}\\d{3})+|\\d+)?(?:${escape(decimal)}\\d+)?${exponent}$`);
  const groups = new RegExp(escape(thousands), 'g');
  return (text) => {
    if (PLAIN_INTEGER.test(text)) return Number(text);
    if (!shape.test(text) || !/\d/.test(text)) return undefined;
    const value = Number(text.replace(groups, '').replace(decimal, '.'));
    return Number.isFinite(value) ? value : undefined;
  };
}

/** `value × factor` without binary noise (1.234 × 1000 = 1234, not 1234.0000000000002). */
export const scaled = (value: number, factor: number | undefined): number =>
  factor === undefined || factor === 1 ? value : Number((value * factor).toPrecision(15));
