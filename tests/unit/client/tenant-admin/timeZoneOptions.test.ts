import { describe, expect, it } from 'vitest';
import { timeZoneOptions } from '../../../../src/client/tenant-admin/timeZoneOptions';

describe("the tenant drawer's time zones", () => {
  it('offers every zone the browser knows, by IANA id and with its name in the UI language', () => {
    const english = timeZoneOptions('en');
    expect(english.map((option) => option.value)).toEqual(Intl.supportedValuesOf('timeZone'));
    expect(english.find((option) => option.value === 'America/Edmonton')?.label).toBe('America/Edmonton · Mountain Time');
    expect(timeZoneOptions('de').find((option) => option.value === 'Europe/Berlin')?.label).toBe('Europe/Berlin · Mitteleuropäische Zeit');
  });

  it("keeps the tenant's own zone among them where the browser names it otherwise", () => {
    const options = timeZoneOptions('en', 'Asia/Kolkata');
    expect(options.filter((option) => option.value === 'Asia/Kolkata')).toHaveLength(1);
    expect(timeZoneOptions('en', 'America/Edmonton')).toHaveLength(Intl.supportedValuesOf('timeZone').length);
  });
});
