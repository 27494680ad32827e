import { useFormatters } from '../format/useFormatters';
import type { ValueFormatters } from './displayValue';

/** The user's formatters (date format and time zone from the settings). */
export function useValueFormatters(): ValueFormatters {
  const { date, dateTime, number } = useFormatters();
  return { date, dateTime, number };
}
