import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, normalizeDateFormat, normalizeSettings, toDayjsFormat } from '../../src/shared/settings';

describe('user settings defaults (spec §3)', () => {
  it('are en, Canada/Mountain, MM/dd/yyyy, 10, true, true, false', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      language: 'en',
      timezone: 'Canada/Mountain',
      dateFormat: 'MM/dd/yyyy',
      itemsPerPage: 10,
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
    const stored = { language: 'de', timezone: 'Europe/Berlin', dateFormat: 'dd.MM.yyyy', itemsPerPage: 50, emailNotifications: false, browserNotifications: false, compactMode: true };
    expect(normalizeSettings(stored)).toEqual(stored);
  });
});

describe('date format (spec §5)', () => {
  it.each(['dd.MM.yyyy', 'yyyy-MM-dd', 'dd-MM-yyyy', 'dd-MMM-yyyy', 'MM/dd/yyyy'])('%s is kept', (format) => {
    expect(normalizeDateFormat(format)).toBe(format);
  });
  it('anything else is reset to MM/dd/yyyy', () => {
    expect(normalizeDateFormat('yyyy/MM/dd')).toBe('MM/dd/yyyy');
    expect(normalizeDateFormat(undefined)).toBe('MM/dd/yyyy');
    expect(normalizeSettings({ dateFormat: 'DD.MM.YY' }).dateFormat).toBe('MM/dd/yyyy');
  });
  it('maps to dayjs tokens', () => {
    expect(toDayjsFormat('dd.MM.yyyy')).toBe('DD.MM.YYYY');
    expect(toDayjsFormat('dd-MMM-yyyy')).toBe('DD-MMM-YYYY');
    expect(toDayjsFormat('MM/dd/yyyy')).toBe('MM/DD/YYYY');
  });
});
