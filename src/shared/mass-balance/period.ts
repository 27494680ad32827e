/**
 * The period rules of a mass balance (docs/domain-rules.md#balance-periods): whole calendar months, one to three of them, and the
 * identifier `{site}-{product}-{YYYY-MM}`. Shared by the server's hooks and the client's create form.
 */

export const MAX_PERIOD_MONTHS = 3;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written YYYY-MM-DD (year 1 to 9999, as a date column holds). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The last day of `date`'s month (the default dateTo). */
export function endOfMonth(date: string): string {
  const [year, month] = date.split('-').map(Number);
  return `${date.slice(0, 8)}${String(daysInMonth(year, month)).padStart(2, '0')}`;
}

/** Months from dateFrom's month to dateTo's month, both counted. */
export function periodMonths(dateFrom: string, dateTo: string): number {
  const [fromYear, fromMonth] = dateFrom.split('-').map(Number);
  const [toYear, toMonth] = dateTo.split('-').map(Number);
  return (toYear - fromYear) * 12 + toMonth - fromMonth + 1;
}

/**
 * The field that makes a period invalid, or undefined when it is valid: dateFrom must be the first of
 * a month, dateTo the last of a month, one to MAX_PERIOD_MONTHS months after.
 */
export function periodProblem(dateFrom: unknown, dateTo: unknown): 'dateFrom' | 'dateTo' | undefined {
  if (!isCalendarDate(dateFrom) || !dateFrom.endsWith('-01')) return 'dateFrom';
  if (!isCalendarDate(dateTo) || endOfMonth(dateTo) !== dateTo) return 'dateTo';
  const months = periodMonths(dateFrom, dateTo);
  return months >= 1 && months <= MAX_PERIOD_MONTHS ? undefined : 'dateTo';
}

/** `{site}-{product}-{YYYY-MM}` of dateFrom. */
export function balanceIdentifier(site: string, product: string, dateFrom: string): string {
  return `${site}-${product}-${dateFrom.slice(0, 7)}`;
}

/** Whether two periods (inclusive date ranges) share a day. */
export function periodsOverlap(a: { dateFrom: string; dateTo: string }, b: { dateFrom: string; dateTo: string }): boolean {
  return a.dateFrom <= b.dateTo && b.dateFrom <= a.dateTo;
}

/** The day after `date` (`YYYY-MM-DD`): a period can be completed from the day after its last day. */
export function dayAfter(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** The first day of the month `YYYY-MM`, and the month `YYYY-MM` of a day. */
export const firstDayOf = (month: string) => `${month}-01`;
export const monthOf = (date: string) => date.slice(0, 7);
