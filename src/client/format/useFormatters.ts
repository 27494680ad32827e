import type { ConfigType } from 'dayjs';
import { useSettings } from '../settings/settingsStore';
import { formatDate } from './date';
import { formatNumber } from './number';

/** Formatters bound to the current user's settings. */
export function useFormatters() {
  const { dateFormat } = useSettings();
  return {
    date: (value: ConfigType) => formatDate(value, dateFormat),
    number: formatNumber,
  };
}
