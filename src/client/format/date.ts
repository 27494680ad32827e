import dayjs, { type ConfigType } from 'dayjs';
import { toDayjsFormat, type DateFormat } from '../../shared/settings';

/** A date (ISO string, Date, timestamp) in the user's date format; empty for missing or invalid input. */
export function formatDate(value: ConfigType, format: DateFormat): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(toDayjsFormat(format)) : '';
}
