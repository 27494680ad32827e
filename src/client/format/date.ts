import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { toDayjsFormat, type DateFormat } from '../../shared/settings';
import { zoneAbbreviation, zonedTime, zonedTimeOfDay } from '../../shared/time-zone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A date (ISO string, Date, timestamp) in the user's date format; empty for missing or invalid input. */
export function formatDate(value: ConfigType, format: DateFormat): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(toDayjsFormat(format)) : '';
}

function instantOf(value: ConfigType): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const instant = dayjs(value);
  return instant.isValid() ? instant.toDate() : undefined;
}

/**
 * A point in time as the user reads it: the day in their date format, the time of day in the interface
 * language and the zone's short name, all in the time zone of their settings with that date's offset
 * ("11/27/2026 10:28 AM MST"; the day can differ from UTC's). Every instant the client shows goes through here.
 */
export function formatDateTime(value: ConfigType, format: DateFormat, timeZone: string, locale = navigator.language): string {
  const instant = instantOf(value);
  if (!instant) return '';
  return `${formatDate(zonedTime(instant, timeZone).day, format)} ${zonedTimeOfDay(instant, timeZone, locale)}`;
}

/**
 * The instant as a date-time picker holds it: a plain dayjs whose fields are the wall clock of `timeZone`,
 * since the picker knows only the browser's zone. `instantOfWallClock` takes it back.
 */
export function wallClock(value: ConfigType, timeZone: string): Dayjs | undefined {
  const instant = instantOf(value);
  if (!instant) return undefined;
  const { day, time } = zonedTime(instant, timeZone);
  return dayjs(`${day}T${time}`);
}

/** The instant (ISO 8601, UTC) a wall clock `YYYY-MM-DDTHH:mm:ss[.SSS]` of `timeZone` reads, with that date's offset. */
export function instantOfWallClock(wall: string, timeZone: string): string {
  return dayjs.tz(wall, timeZone).toISOString();
}

/** The first or last instant of the day `YYYY-MM-DD` on the clocks of `timeZone` (a filter of date-times by days). */
export function instantOfDayEdge(day: string, edge: 'start' | 'end', timeZone: string): string {
  return instantOfWallClock(`${day}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}`, timeZone);
}

/** A picker's wall clock of `timeZone` with the zone's short name on that date, for the picker's text: "11/27/2026 10:28 MST". */
export function formatWallClock(wall: Dayjs, format: string, timeZone: string, locale: string): string {
  return `${wall.format(format)} ${zoneAbbreviation(new Date(instantOfWallClock(wall.format('YYYY-MM-DDTHH:mm:ss'), timeZone)), timeZone, locale)}`;
}
