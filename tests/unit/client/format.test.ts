import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../src/client/format/date';
import { formatNumber } from '../../../src/client/format/number';

describe('formatDate (user date format)', () => {
  it.each([
    ['dd.MM.yyyy', '31.12.2023'],
    ['yyyy-MM-dd', '2023-12-31'],
    ['dd-MM-yyyy', '31-12-2023'],
    ['dd-MMM-yyyy', '31-Dec-2023'],
    ['MM/dd/yyyy', '12/31/2023'],
  ] as const)('%s -> %s', (format, expected) => {
    expect(formatDate('2023-12-31T10:00:00', format)).toBe(expected);
  });

  it('gives an empty string for missing or invalid dates', () => {
    expect(formatDate(null, 'dd.MM.yyyy')).toBe('');
    expect(formatDate('not a date', 'dd.MM.yyyy')).toBe('');
  });
});

describe('formatNumber (browser language, 0..3 fraction digits)', () => {
  it('uses up to three fraction digits and no forced zeros', () => {
    expect(formatNumber(1234.56789, { locale: 'en-US' })).toBe('1,234.568');
    expect(formatNumber(5, { locale: 'en-US' })).toBe('5');
  });

  it('follows the locale separators', () => {
    expect(formatNumber(1234.5, { locale: 'de-DE' })).toBe('1.234,5');
  });

  it('accepts other fraction-digit bounds and leaves missing values empty', () => {
    expect(formatNumber(2, { locale: 'en-US', minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('2.00');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
  });

  it('formats each locale and option set by its own rules, however they alternate', () => {
    for (let round = 0; round < 2; round++) {
      expect(formatNumber(1234.5678, { locale: 'de-DE' })).toBe('1.234,568');
      expect(formatNumber(1234.5678, { locale: 'de-DE', grouping: false })).toBe('1234,568');
      expect(formatNumber(1234.5678, { locale: 'en-US', maximumFractionDigits: 1 })).toBe('1,234.6');
      expect(formatNumber(1234.5678, { locale: 'en-US', minimumFractionDigits: 4, maximumFractionDigits: 4 })).toBe('1,234.5678');
    }
  });
});
