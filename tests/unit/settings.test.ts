import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../src/client/format/date';
import {
  DEFAULT_SETTINGS,
  effectiveDateFormat,
  normalizeDateFormat,
  normalizeSettings,
  timeLocale,
  TIME_ZONES,
  toDayjsFormat,
  toDayjsMonthFormat,
} from '../../src/shared/settings';
import { canonicalTimeZone } from '../../src/shared/time-zone';

describe('user settings defaults', () => {
  it('are en, America/Edmonton, no date format chosen (the language decides), 20 rows a page, CSV like the language, true, true, false', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      language: 'en',
      timezone: 'America/Edmonton',
      dateFormat: null,
      itemsPerPage: 20,
      csvFormat: 'language',
      emailNotifications: true,
      browserNotifications: true,
      compactMode: false,
    });
  });
  it('fill every missing setting', () => {
    expect(normalizeSettings({})).toEqual(DEFAULT_SETTINGS);
    expect(normalizeSettings(null)).toEqual(DEFAULT_SETTINGS);
  });
  it('keep valid stored values', () => {
    const stored = {
      language: 'de',
      timezone: 'Europe/Berlin',
      dateFormat: 'dd.MM.yyyy',
      itemsPerPage: 50,
      csvFormat: 'international',
      emailNotifications: false,
      browserNotifications: false,
      compactMode: true,
    };
    expect(normalizeSettings(stored)).toEqual(stored);
  });
});

describe('time zone setting', () => {
  it('offers canonical IANA ids only', () => {
    expect(TIME_ZONES.every((zone) => canonicalTimeZone(zone) === zone)).toBe(true);
  });
  it('a stored link name is read as its canonical id (Canada/Mountain is America/Edmonton)', () => {
    expect(normalizeSettings({ timezone: 'Canada/Mountain' }).timezone).toBe('America/Edmonton');
  });
  it('a zone not offered falls back to the default', () => {
    expect(normalizeSettings({ timezone: 'Mars/Olympus' }).timezone).toBe('America/Edmonton');
    expect(normalizeSettings({ timezone: 'Asia/Tokyo' }).timezone).toBe('America/Edmonton');
  });
});

describe('date format', () => {
  it.each(['dd.MM.yyyy', 'yyyy-MM-dd', 'dd-MM-yyyy', 'dd-MMM-yyyy', 'MM/dd/yyyy'])('%s is kept', (format) => {
    expect(normalizeDateFormat(format)).toBe(format);
  });
  it('anything else is reset to MM/dd/yyyy', () => {
    expect(normalizeDateFormat('yyyy/MM/dd')).toBe('MM/dd/yyyy');
    expect(normalizeSettings({ dateFormat: 'DD.MM.YY' }).dateFormat).toBe('MM/dd/yyyy');
  });
  it('maps to dayjs tokens', () => {
    expect(toDayjsFormat('dd.MM.yyyy')).toBe('DD.MM.YYYY');
    expect(toDayjsFormat('dd-MMM-yyyy')).toBe('DD-MMM-YYYY');
    expect(toDayjsFormat('MM/dd/yyyy')).toBe('MM/DD/YYYY');
  });
  it('a month is shown in the date format without its day and the day’s separator', () => {
    expect(toDayjsMonthFormat('dd.MM.yyyy')).toBe('MM.YYYY');
    expect(toDayjsMonthFormat('yyyy-MM-dd')).toBe('YYYY-MM');
    expect(toDayjsMonthFormat('dd-MM-yyyy')).toBe('MM-YYYY');
    expect(toDayjsMonthFormat('dd-MMM-yyyy')).toBe('MMM-YYYY');
    expect(toDayjsMonthFormat('MM/dd/yyyy')).toBe('MM/YYYY');
  });
});

describe('a user who has not chosen a date format reads the one of their UI language', () => {
  it('none chosen stays none (null), so the UI language decides', () => {
    expect(normalizeDateFormat(undefined)).toBeNull();
    expect(normalizeDateFormat(null)).toBeNull();
    expect(normalizeSettings({ language: 'de' }).dateFormat).toBeNull();
  });
  it('German pages show 31.12.2025, English ones the default 12/31/2025', () => {
    expect(formatDate('2025-12-31', effectiveDateFormat(null, 'de'))).toBe('31.12.2025');
    expect(formatDate('2025-12-31', effectiveDateFormat(null, 'en'))).toBe('12/31/2025');
  });
  it("the user's explicit choice wins over the language", () => {
    expect(effectiveDateFormat('yyyy-MM-dd', 'de')).toBe('yyyy-MM-dd');
    expect(effectiveDateFormat('MM/dd/yyyy', 'de')).toBe('MM/dd/yyyy');
    expect(effectiveDateFormat('dd.MM.yyyy', 'en')).toBe('dd.MM.yyyy');
  });
  it('times of day are 24-hour in German and "11:47 AM" in English', () => {
    const instant = '2025-12-31T18:47:00Z';
    expect(formatDateTime(instant, effectiveDateFormat(null, 'de'), 'America/Edmonton', timeLocale('de'))).toBe('31.12.2025 11:47 GMT-7');
    expect(formatDateTime('2025-12-31T23:47:00Z', effectiveDateFormat(null, 'de'), 'America/Edmonton', timeLocale('de'))).toBe('31.12.2025 16:47 GMT-7');
    expect(formatDateTime(instant, effectiveDateFormat(null, 'en'), 'America/Edmonton', timeLocale('en')).replace(/\u202f/g, ' ')).toBe(
      '12/31/2025 11:47 AM MST',
    );
  });
});
