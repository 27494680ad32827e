import { describe, expect, it } from 'vitest';
import { csvDay, csvFormat, csvFormatOfDelimiter, csvInstant, csvNumber, GERMAN_CSV, INTERNATIONAL_CSV } from '../../src/shared/csv-format';
import { normalizeSettings } from '../../src/shared/settings';

describe('the CSV format follows the language of the export', () => {
  it('German: ; between fields, a decimal comma, days as 31.12.2025', () => {
    expect(csvFormat('de', 'language')).toEqual({ delimiter: ';', decimal: ',', day: 'dd.MM.yyyy' });
  });

  it('English: , between fields, a decimal point, days as ISO 2025-12-31 (no English spreadsheet swaps day and month)', () => {
    expect(csvFormat('en', 'language')).toEqual({ delimiter: ',', decimal: '.', day: 'yyyy-MM-dd' });
  });

  it('international, whatever the language: , a decimal point, ISO days', () => {
    expect(csvFormat('de', 'international')).toEqual(INTERNATIONAL_CSV);
    expect(csvFormat('en', 'international')).toEqual(INTERNATIONAL_CSV);
  });

  it('a file read back tells its format by its delimiter', () => {
    expect(csvFormatOfDelimiter(';')).toEqual(GERMAN_CSV);
    expect(csvFormatOfDelimiter(',')).toEqual(INTERNATIONAL_CSV);
  });
});

describe('numbers in a CSV file', () => {
  it('have the decimal separator of the format and no grouping', () => {
    expect(csvNumber(GERMAN_CSV, 289705.595)).toBe('289705,595');
    expect(csvNumber(INTERNATIONAL_CSV, 289705.595)).toBe('289705.595');
    expect(csvNumber(GERMAN_CSV, -2.5)).toBe('-2,5');
    expect(csvNumber(GERMAN_CSV, 1234567)).toBe('1234567');
  });

  it("keep a column's fixed decimals", () => {
    expect(csvNumber(GERMAN_CSV, 12.5, 2)).toBe('12,50');
    expect(csvNumber(INTERNATIONAL_CSV, 12, 3)).toBe('12.000');
  });

  it('are written without exponent, with the same digits', () => {
    expect(csvNumber(GERMAN_CSV, 1.5e-7)).toBe('0,00000015');
    expect(csvNumber(INTERNATIONAL_CSV, -1e-7)).toBe('-0.0000001');
  });
});

describe('days and instants in a CSV file', () => {
  it('days in the format of the file', () => {
    expect(csvDay(GERMAN_CSV, '2025-03-01')).toBe('01.03.2025');
    expect(csvDay(INTERNATIONAL_CSV, '2025-03-01')).toBe('2025-03-01');
  });

  it("instants on the clock of the user's time zone: German as the screen shows them, international ISO 8601 with the date's offset", () => {
    expect(csvInstant(GERMAN_CSV, '2025-12-31T23:30:00.000Z', 'Europe/Berlin')).toBe('01.01.2026 00:30');
    expect(csvInstant(INTERNATIONAL_CSV, '2025-07-01T12:05:00Z', 'America/New_York')).toBe('2025-07-01T08:05:00-04:00');
  });
});

describe('the CSV format setting', () => {
  it('is "like the language" until the user chooses; an unknown value falls back to it', () => {
    expect(normalizeSettings({}).csvFormat).toBe('language');
    expect(normalizeSettings({ csvFormat: 'excel' }).csvFormat).toBe('language');
    expect(normalizeSettings({ csvFormat: 'international' }).csvFormat).toBe('international');
  });
});
