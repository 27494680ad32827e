import { zonedTime } from '../../shared/time-zone';

/** The calendar day (`YYYY-MM-DD`) that `instant` falls on in `timeZone`, whatever the process's own zone. */
export function businessDay(instant: Date, timeZone: string): string {
  return zonedTime(instant, timeZone).day;
}
