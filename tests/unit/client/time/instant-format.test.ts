import { describe, expect, it } from 'vitest';
import { formatDateTime, instantOfWallClock, wallClock } from '../../../../src/client/format/date';
import { canonicalTimeZone, utcOffsetLabel, zonedIso } from '../../../../src/shared/time-zone';

/** Intl may write the space before AM/PM as a narrow no-break space. */
const plain = (text: string) => text.replace(/\u202f/g, ' ');
/*
 * Alberta keeps UTC-6 all year from 2026-11-01 (time zone data of 2026 and later); the Edmonton dates below lie
 * before that, where every release of the data agrees, so the rules hold whichever release the runtime carries.
 */
const shown = (instant: string, zone: string, language: 'de-DE' | 'en-US', format: 'dd.MM.yyyy' | 'MM/dd/yyyy' = 'dd.MM.yyyy') =>
  plain(formatDateTime(instant, format, zone, language));

describe('an instant is shown in the chosen zone with the offset of its date', () => {
  it('America/Edmonton is UTC-7 (MST) in November, after daylight saving time ended', () => {
    expect(shown('2025-11-27T17:28:00Z', 'America/Edmonton', 'en-US', 'MM/dd/yyyy')).toBe('11/27/2025 10:28 AM MST');
    expect(shown('2025-11-27T17:28:00Z', 'America/Edmonton', 'de-DE')).toBe('27.11.2025 10:28 GMT-7');
  });

  it('America/Edmonton is UTC-6 (MDT) in summer', () => {
    expect(shown('2026-07-01T17:28:00Z', 'America/Edmonton', 'en-US', 'MM/dd/yyyy')).toBe('07/01/2026 11:28 AM MDT');
  });

  it('America/Edmonton changes at 2:00 local time on the first Sunday of November and the second Sunday of March', () => {
    expect(shown('2025-11-02T07:59:00Z', 'America/Edmonton', 'de-DE')).toBe('02.11.2025 01:59 GMT-6');
    expect(shown('2025-11-02T08:00:00Z', 'America/Edmonton', 'de-DE')).toBe('02.11.2025 01:00 GMT-7');
    expect(shown('2026-03-08T08:59:00Z', 'America/Edmonton', 'de-DE')).toBe('08.03.2026 01:59 GMT-7');
    expect(shown('2026-03-08T09:00:00Z', 'America/Edmonton', 'de-DE')).toBe('08.03.2026 03:00 GMT-6');
  });

  it('Europe/Berlin is UTC+1 (MEZ) in winter and UTC+2 (MESZ) from the last Sunday of March', () => {
    expect(shown('2026-03-29T00:59:00Z', 'Europe/Berlin', 'de-DE')).toBe('29.03.2026 01:59 MEZ');
    expect(shown('2026-03-29T01:00:00Z', 'Europe/Berlin', 'de-DE')).toBe('29.03.2026 03:00 MESZ');
    expect(shown('2026-10-25T00:59:00Z', 'Europe/Berlin', 'de-DE')).toBe('25.10.2026 02:59 MESZ');
    expect(shown('2026-10-25T01:00:00Z', 'Europe/Berlin', 'de-DE')).toBe('25.10.2026 02:00 MEZ');
  });

  it("the day is the chosen zone's, which can differ from UTC's", () => {
    expect(shown('2025-11-22T02:00:00Z', 'America/Edmonton', 'de-DE')).toBe('21.11.2025 19:00 GMT-7');
  });

  it('a link name shows what its canonical zone shows', () => {
    expect(shown('2025-11-27T17:28:00Z', 'Canada/Mountain', 'en-US')).toBe(shown('2025-11-27T17:28:00Z', 'America/Edmonton', 'en-US'));
  });

  it('gives an empty string for missing or invalid input', () => {
    expect(formatDateTime(undefined, 'dd.MM.yyyy', 'Europe/Berlin')).toBe('');
    expect(formatDateTime('nope', 'dd.MM.yyyy', 'Europe/Berlin')).toBe('');
  });
});

describe('an instant in ISO 8601 carries the offset of its date in the zone', () => {
  it('writes the wall clock and the offset', () => {
    expect(zonedIso(new Date('2025-11-27T17:28:00Z'), 'America/Edmonton')).toBe('2025-11-27T10:28:00-07:00');
    expect(zonedIso(new Date('2026-07-01T17:28:00Z'), 'America/Edmonton')).toBe('2026-07-01T11:28:00-06:00');
    expect(zonedIso(new Date('2026-07-01T17:28:00Z'), 'Europe/Berlin')).toBe('2026-07-01T19:28:00+02:00');
    expect(zonedIso(new Date('2026-07-01T17:28:00Z'), 'UTC')).toBe('2026-07-01T17:28:00+00:00');
  });
});

describe('a date-time picker holds the wall clock of the chosen zone', () => {
  it('reads an instant as its wall clock and takes it back to the same instant, on both sides of a change of offset', () => {
    for (const instant of ['2025-11-27T17:28:00.000Z', '2026-07-01T17:28:00.000Z', '2026-03-29T01:00:00.000Z']) {
      for (const zone of ['America/Edmonton', 'Europe/Berlin']) {
        const wall = wallClock(instant, zone)!;
        expect(instantOfWallClock(wall.format('YYYY-MM-DDTHH:mm:ss.SSS'), zone), `${instant} ${zone}`).toBe(instant);
      }
    }
    expect(wallClock('2025-11-27T17:28:00Z', 'America/Edmonton')!.format('YYYY-MM-DD HH:mm')).toBe('2025-11-27 10:28');
  });
});

describe('the zone picker offers canonical ids, labelled with the offset of the day', () => {
  it('Canada/Mountain is stored as America/Edmonton', () => {
    expect(canonicalTimeZone('Canada/Mountain')).toBe('America/Edmonton');
  });
  it('the offset label follows daylight saving time', () => {
    expect(utcOffsetLabel(new Date('2025-11-27T12:00:00Z'), 'America/Edmonton')).toBe('UTC-7');
    expect(utcOffsetLabel(new Date('2026-07-01T12:00:00Z'), 'America/Edmonton')).toBe('UTC-6');
    expect(utcOffsetLabel(new Date('2026-07-01T12:00:00Z'), 'Europe/London')).toBe('UTC+1');
    expect(utcOffsetLabel(new Date('2026-11-27T12:00:00Z'), 'Europe/London')).toBe('UTC');
    expect(utcOffsetLabel(new Date('2026-11-27T12:00:00Z'), 'Asia/Kolkata')).toBe('UTC+5:30');
  });
});
