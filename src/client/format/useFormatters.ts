import type { ConfigType } from 'dayjs';
import { useSettings } from '../settings/settingsStore';
import { formatDate, formatDateTime } from './date';
import { formatNumber } from './number';
import { useDateFormat, useUiLanguage } from './useDateFormat';
import { timeLocale } from '../../shared/settings';

/** Formatters bound to the current user's settings and the UI language (date format when none is chosen, time of day). */
export function useFormatters() {
  const { timezone } = useSettings();
  const dateFormat = useDateFormat();
  const language = useUiLanguage();
  return {
    date: (value: ConfigType) => formatDate(value, dateFormat),
    dateTime: (value: ConfigType) => formatDateTime(value, dateFormat, timezone, timeLocale(language)),
    number: formatNumber,
  };
}
