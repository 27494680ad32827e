import { afterEach, describe, expect, it } from 'vitest';
import { businessDay } from '../../../src/server/time/business-day';
import { canonicalTimeZone } from '../../../src/shared/time-zone';

const at = (iso: string) => new Date(iso);

describe("the tenant's business day is the calendar day in the tenant's time zone", () => {
  const processZone = process.env.TZ;
  afterEach(() => {
    if (processZone === undefined) delete process.env.TZ;
    else process.env.TZ = processZone;
  });

  it('east of UTC the day starts before UTC midnight (Asia/Tokyo, UTC+9)', () => {
    expect(businessDay(at('2026-03-10T14:59:59Z'), 'Asia/Tokyo')).toBe('2026-03-10');
    expect(businessDay(at('2026-03-10T15:00:00Z'), 'Asia/Tokyo')).toBe('2026-03-11');
  });

  it('west of UTC the day starts after UTC midnight (America/Edmonton, UTC−7 in winter)', () => {
    expect(businessDay(at('2026-01-01T06:59:59Z'), 'America/Edmonton')).toBe('2025-12-31');
    expect(businessDay(at('2026-01-01T07:00:00Z'), 'America/Edmonton')).toBe('2026-01-01');
  });

  it('across the date line one instant is two days apart (Pacific/Kiritimati UTC+14, Pacific/Pago_Pago UTC−11)', () => {
    const instant = at('2026-01-01T10:30:00Z');
    expect(businessDay(instant, 'Pacific/Kiritimati')).toBe('2026-01-02');
    expect(businessDay(instant, 'UTC')).toBe('2026-01-01');
    expect(businessDay(instant, 'Pacific/Pago_Pago')).toBe('2025-12-31');
  });

  it('on the day the clocks spring forward the next midnight comes an hour earlier in UTC (America/Edmonton, 2026-03-08)', () => {
    expect(businessDay(at('2026-03-08T06:59:59Z'), 'America/Edmonton')).toBe('2026-03-07');
    expect(businessDay(at('2026-03-08T07:00:00Z'), 'America/Edmonton')).toBe('2026-03-08');
    expect(businessDay(at('2026-03-09T05:59:59Z'), 'America/Edmonton')).toBe('2026-03-08');
    expect(businessDay(at('2026-03-09T06:00:00Z'), 'America/Edmonton')).toBe('2026-03-09');
  });

  it("does not depend on the process's own time zone", () => {
    const instant = at('2026-01-01T05:00:00Z');
    for (const zone of ['Pacific/Kiritimati', 'America/Adak', 'UTC']) {
      process.env.TZ = zone;
      expect(businessDay(instant, 'America/Edmonton'), zone).toBe('2025-12-31');
    }
  });
});

describe('a tenant time zone is stored as its canonical IANA id', () => {
  it('keeps a canonical id', () => {
    expect(canonicalTimeZone('America/Edmonton')).toBe('America/Edmonton');
    expect(canonicalTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
  });

  it('gives a link name its canonical id (Canada/Mountain is America/Edmonton)', () => {
    expect(canonicalTimeZone('Canada/Mountain')).toBe('America/Edmonton');
  });

  it('knows no made-up or empty zone', () => {
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeUndefined();
    expect(canonicalTimeZone('')).toBeUndefined();
  });
});
