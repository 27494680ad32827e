import { numberLocale } from './number';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file size in the browser language with binary steps (1 KB = 1,024 bytes), as file managers show it: "1.5 MB", "1,5 MB". */
export function formatFileSize(bytes: number, locale = numberLocale()): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: UNITS[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
}
