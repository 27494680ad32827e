import { describe, expect, it } from 'vitest';
import { isCalendarDate, isDateTime } from '../../src/shared/calendar';

describe('dates every column and form accept', () => {
  it('are real calendar days with years 0001 to 9999', () => {
    for (const date of ['2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31', '2026-04-30']) expect(isCalendarDate(date), date).toBe(true);
    for (const date of [
      '2024-02-30',
      '2023-02-29',
      '1900-02-29',
      '0000-01-01',
      '10000-01-01',
      '2024-13-01',
      '2024-00-10',
      '2024-04-31',
      '2024-1-1',
      '',
      '2024-01-01T00:00:00Z',
    ]) {
      expect(isCalendarDate(date), date).toBe(false);
    }
  });
});

describe('date-times every column and form accept', () => {
  it('are RFC 3339 instants with a time zone between 0001-01-01 and 9999-12-31 UTC', () => {
    for (const value of [
      '2026-01-10T10:00:00Z',
      '2026-01-10T10:00:00.123456+02:00',
      '2026-01-10 10:00:00z',
      '0001-01-01T00:00:00Z',
      '9999-12-31T23:59:59.999Z',
      '0001-01-01T00:30:00+00:30',
    ]) {
      expect(isDateTime(value), value).toBe(true);
    }
    for (const value of [
      '2026-01-10T10:00:00',
      '2026-02-30T10:00:00Z',
      '0000-12-31T23:00:00Z',
      '0001-01-01T00:00:00+01:00',
      '9999-12-31T23:00:00-01:00',
      '2026-01-10T24:00:00Z',
      '2026-01-10T10:60:00Z',
      '2026-01-10T10:00:00.1234567Z',
    ]) {
      expect(isDateTime(value), value).toBe(false);
    }
  });

  it('take offsets up to ±15:59, as PostgreSQL does', () => {
    expect(isDateTime('2026-01-10T10:00:00+15:59')).toBe(true);
    expect(isDateTime('2026-01-10T10:00:00-16:00')).toBe(false);
    expect(isDateTime('2026-01-10T10:00:00+01:60')).toBe(false);
  });

  it('take a leap second only at 23:59:60 UTC', () => {
    expect(isDateTime('2016-12-31T23:59:60Z')).toBe(true);
    expect(isDateTime('2017-01-01T00:59:60+01:00')).toBe(true);
    expect(isDateTime('2016-12-31T10:59:60Z')).toBe(false);
  });
});
