/**
 * The dates and date-times every column, filter and form accepts: real calendar dates with years
 * 0001–9999, which both PostgreSQL and JSON Schema's `date` take (ajv-formats alone lets 0000-01-01
 * through, PostgreSQL refuses it). One rule for server filters, server bodies and client forms.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// RFC 3339 date-time; fractions to microseconds (PostgreSQL's precision, so no rounding past a limit).
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([Zz]|([+-])(\d{2}):(\d{2}))$/;
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** PostgreSQL refuses time-zone offsets beyond ±15:59. */
const MAX_OFFSET_MINUTES = 15 * 60 + 59;
const FIRST_INSTANT = new Date('0001-01-01T00:00:00Z').getTime();
const LAST_INSTANT = new Date('9999-12-31T23:59:59.999Z').getTime();

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** 'YYYY-MM-DD' naming a day that exists, year 0001–9999. */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month - 1]);
}

/**
 * An RFC 3339 date-time with a time zone whose instant lies in 0001-01-01T00:00Z–9999-12-31T23:59:59.999Z,
 * so that a stored value read back (as UTC) passes this rule again. A leap second (:60) only at 23:59 UTC.
 */
export function isDateTime(text: string): boolean {
  const match = DATE_TIME.exec(text);
  if (!match || !isCalendarDate(match[1])) return false;
  const [hour, minute, second] = [match[2], match[3], match[4]].map(Number);
  const sign = match[7] === '-' ? -1 : 1;
  const offset = match[7] ? sign * (Number(match[8]) * 60 + Number(match[9])) : 0;
  if (hour > 23 || minute > 59 || second > 60 || Math.abs(offset) > MAX_OFFSET_MINUTES || Number(match[9] ?? 0) > 59) return false;
  const [year, month, day] = match[1].split('-').map(Number);
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(hour, minute - offset, second, Number((match[5] ?? '.0').slice(1, 4).padEnd(3, '0')));
  if (second === 60 && !(utc.getUTCHours() === 0 && utc.getUTCMinutes() === 0 && utc.getUTCSeconds() === 0)) return false;
  return utc.getTime() >= FIRST_INSTANT && utc.getTime() <= LAST_INSTANT;
}
