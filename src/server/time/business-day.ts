/** Intl's canonical zone ids (`Canada/Mountain` resolves to `America/Edmonton`, which is one). */
const CANONICAL_ZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) dayFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return format;
}

/** The calendar day (`YYYY-MM-DD`) that `instant` falls on in `timeZone`, whatever the process's own zone. */
export function businessDay(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    dayFormat(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

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
