import type { ConfigType } from 'dayjs';
import { useFormatters } from '../format/useFormatters';
import type { ValueFormatters } from './displayValue';

/** The user's formatters (date format from the settings); date-times add the time of day. */
export function useValueFormatters(): ValueFormatters {
  const { date, number } = useFormatters();
  return {
    date,
    dateTime: (value: ConfigType) => {
      const day = date(value);
      return day && `${day} ${new Date(value as string).toLocaleTimeString(navigator.language, { hour: '2-digit', minute: '2-digit' })}`;
    },
    number: (value, maximumFractionDigits) => number(value, { maximumFractionDigits }),
  };
}
