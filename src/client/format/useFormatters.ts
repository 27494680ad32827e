import type { ConfigType } from 'dayjs';
import { useSettings } from '../settings/settingsStore';
import { formatDate, formatDateTime } from './date';
import { formatNumber } from './number';

/** Formatters bound to the current user's settings. */
export function useFormatters() {
  const { dateFormat, timezone } = useSettings();
  return {
    date: (value: ConfigType) => formatDate(value, dateFormat),
    dateTime: (value: ConfigType) => formatDateTime(value, dateFormat, timezone),
    number: formatNumber,
  };
}
