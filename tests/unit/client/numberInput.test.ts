import { describe, expect, it } from 'vitest';
import { formatNumber, formatNumberInput, numberSeparators, parseNumber } from '../../../src/client/format/number';

describe('number inputs read what the language shows (one parser for every number input)', () => {
  it('knows the separators of a language', () => {
    expect(numberSeparators('de-DE')).toEqual({ group: '.', decimal: ',' });
    expect(numberSeparators('en-US')).toEqual({ group: ',', decimal: '.' });
  });

  it.each([
    ['1.234,5', 1234.5],
    ['1234,5', 1234.5],
    ['1.234', 1234],
    ['1.234.567,891', 1234567.891],
    ['1,5', 1.5],
    [',5', 0.5],
    ['-1.234,5', -1234.5],
    ['−3,25', -3.25],
    ['+7', 7],
    ['0', 0],
    ['-0', 0],
  ])('de: "%s" is %s', (text, value) => {
    expect(parseNumber(text, 'de-DE')).toBe(value);
  });

  it.each([
    ['1,234.5', 1234.5],
    ['1234.5', 1234.5],
    ['1,234', 1234],
    ['1,234,567.891', 1234567.891],
    ['1.5', 1.5],
    ['.5', 0.5],
    ['-1,234.5', -1234.5],
  ])('en: "%s" is %s', (text, value) => {
    expect(parseNumber(text, 'en-US')).toBe(value);
  });

  it('takes pasted numbers with spaces as grouping', () => {
    expect(parseNumber('1 234,5', 'de-DE')).toBe(1234.5);
    expect(parseNumber('1\u00a0234\u202f567,5', 'de-DE')).toBe(1234567.5);
    expect(parseNumber(' 1 234.5 ', 'en-US')).toBe(1234.5);
  });

  it("reads a single separator that cannot be grouping as the other convention's decimal point", () => {
    expect(parseNumber('1234.5', 'de-DE')).toBe(1234.5);
    expect(parseNumber('1.5', 'de-DE')).toBe(1.5);
    expect(parseNumber('1234,5', 'en-US')).toBe(1234.5);
  });

  it('ambiguous text follows the language: "1.234" and "1,234" swap meaning between de and en', () => {
    expect(parseNumber('1.234', 'de-DE')).toBe(1234);
    expect(parseNumber('1.234', 'en-US')).toBe(1.234);
    expect(parseNumber('1,234', 'de-DE')).toBe(1.234);
    expect(parseNumber('1,234', 'en-US')).toBe(1234);
  });

  it('an empty input is no value', () => {
    expect(parseNumber('', 'de-DE')).toBeNull();
    expect(parseNumber('   ', 'en-US')).toBeNull();
  });

  it.each(['12abc', '1,2,3', '1.2.3', '1,234.5', '1.23.456', '-', ',', '--5', '1e5', 'Infinity', 'abc', '12-3'])(
    'de refuses "%s" instead of guessing',
    (text) => {
      expect(parseNumber(text, 'de-DE')).toBeNaN();
    },
  );

  it.each(['12abc', '1.2.3', '1,2,3', '1.234,5', '1,23,456', '-', '.'])('en refuses "%s" instead of guessing', (text) => {
    expect(parseNumber(text, 'en-US')).toBeNaN();
  });

  it('a trailing separator while typing counts as the number before it', () => {
    expect(parseNumber('1,', 'de-DE')).toBe(1);
    expect(parseNumber('1.', 'en-US')).toBe(1);
  });
});

describe('number inputs show the stored value like the list does', () => {
  it('groups like the list and keeps every fraction digit', () => {
    expect(formatNumberInput(2507762, 'de-DE')).toBe(formatNumber(2507762, { locale: 'de-DE' }));
    expect(formatNumberInput(2507762, 'de-DE')).toBe('2.507.762');
    expect(formatNumberInput(1234.56789, 'de-DE')).toBe('1.234,56789');
    expect(formatNumberInput(1234.56789, 'en-US')).toBe('1,234.56789');
    expect(formatNumberInput(null, 'de-DE')).toBe('');
  });

  it.each(['de-DE', 'en-US', 'de-CH', 'fr-FR'])('what it shows reads back as the same number (%s)', (locale) => {
    for (const value of [0, -1, 1234.5, 2507762, 0.001, 123456789.125, -98765.4321]) {
      expect(parseNumber(formatNumberInput(value, locale), locale)).toBe(value);
    }
  });
});
