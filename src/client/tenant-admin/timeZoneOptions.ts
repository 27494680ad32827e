export interface TimeZoneOption {
  value: string;
  label: string;
}

/** The zone's generic name in `language` as of now ("Mountain Time", "Mitteleuropäische Zeit"), or its id. */
function zoneName(zone: string, language: string): string {
  const parts = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(new Date());
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

/**
 * The time zones a tenant can have: every zone the browser knows, labelled with its IANA id and its name
 * in `language`; the tenant's own zone (`current`) among them even where the browser names it otherwise.
 */
export function timeZoneOptions(language: string, current?: string): TimeZoneOption[] {
  const zones = Intl.supportedValuesOf('timeZone');
  const ids = current && !zones.includes(current) ? [current, ...zones] : zones;
  return ids.map((zone) => ({ value: zone, label: `${zone} · ${zoneName(zone, language)}` }));
}
