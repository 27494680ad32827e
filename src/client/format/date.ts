import dayjs, { type ConfigType } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { toDayjsFormat, type DateFormat } from '../../shared/settings';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A date (ISO string, Date, timestamp) in the user's date format; empty for missing or invalid input. */
export function formatDate(value: ConfigType, format: DateFormat): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(toDayjsFormat(format)) : '';
}

/**
 * A point in time as the user reads it: the day in their date format and the time of day in the
 * browser language, both in the time zone of their settings (the day can differ from UTC's).
 */
export function formatDateTime(value: ConfigType, format: DateFormat, timeZone: string, locale = navigator.language): string {
  if (value === null || value === undefined || value === '') return '';
  const instant = dayjs(value);
  if (!instant.isValid()) return '';
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(instant.toDate());
  return `${instant.tz(timeZone).format(toDayjsFormat(format))} ${time}`;
}
