/**
 * Instants as a time zone reads them, with that zone's offset on that date (daylight saving time
 * included), whatever the zone of the process or the browser. Both sides read instants through here:
 * the client's formatters, the server's exports and the tenant's business day.
 */

/** Intl's canonical zone ids (`Canada/Mountain` resolves to `America/Edmonton`, which is one). */
const CANONICAL_ZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);

/**
 * The canonical id of a zone Intl knows (a link such as `Canada/Mountain` gives its target), or undefined
 * for an unknown one, so a stored zone is always the canonical id.
 */
export function canonicalTimeZone(zone: string): string | undefined {
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
  return CANONICAL_ZONES.has(resolved) ? resolved : undefined;
}

/** One format per key: building an Intl.DateTimeFormat costs far more than using one (exports format every row). */
const formats = new Map<string, Intl.DateTimeFormat>();

function cached(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** The wall clock of an instant in a zone: day `YYYY-MM-DD`, time `HH:mm:ss`, offset from UTC `±HH:mm`. */
export interface ZonedTime {
  day: string;
  time: string;
  offset: string;
}

/** "GMT-7", "GMT+5:30", "GMT" as Intl writes an offset, as ISO 8601 writes it ("-07:00", "+05:30", "+00:00"). */
function isoOffset(gmt: string): string {
  const match = /([+-])(\d{1,2})(?::(\d\d))?/.exec(gmt);
  if (!match) return '+00:00';
  return `${match[1]}${match[2].padStart(2, '0')}:${match[3] ?? '00'}`;
}

/** What the clocks of `timeZone` show at `instant`. */
export function zonedTime(instant: Date, timeZone: string): ZonedTime {
  const parts = Object.fromEntries(
    cached('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}`, offset: isoOffset(parts.timeZoneName) };
}

/** The instant in ISO 8601 as `timeZone` reads it, offset included: `2026-11-27T10:28:00-07:00`. */
export function zonedIso(instant: Date, timeZone: string): string {
  const { day, time, offset } = zonedTime(instant, timeZone);
  return `${day}T${time}${offset}`;
}

/** The zone's short name at `instant` in `locale`: "MST" in winter and "MDT" in summer for America/Edmonton in English, "MEZ" for Berlin in German. */
export function zoneAbbreviation(instant: Date, timeZone: string, locale: string): string {
  const parts = cached(locale, { timeZone, timeZoneName: 'short' }).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** The time of day `HH:mm` (24-hour) or `h:mm AM` (12-hour), as `locale` writes it, in `timeZone` and with the zone's short name: "10:28 AM MST", "18:28 MEZ". */
export function zonedTimeOfDay(instant: Date, timeZone: string, locale: string): string {
  return cached(locale, { timeZone, hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }).format(instant);
}

/** The zone's offset at `instant` as people write it: "UTC-7", "UTC+5:30", "UTC". */
export function utcOffsetLabel(instant: Date, timeZone: string): string {
  const [, sign, hours, minutes] = /([+-])(\d\d):(\d\d)/.exec(zonedTime(instant, timeZone).offset)!;
  if (hours === '00' && minutes === '00') return 'UTC';
  return `UTC${sign}${Number(hours)}${minutes === '00' ? '' : `:${minutes}`}`;
}
