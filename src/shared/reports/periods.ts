/**
 * CFR compliance periods (s.94; docs/domain-rules.md#compliance-periods): calendar years, except 2023 which has two halves
 * ("2023-1": January–June, "2023-2": July–December). Quarters are calendar quarters ("2025-Q3");
 * s.45 and the quarterly credit-creation report work per quarter. Dates are ISO strings (YYYY-MM-DD).
 */

const HALF_YEAR = 2023;
const PERIOD = /^(\d{4})(?:-([12]))?$/;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export interface DateRange {
  from: string;
  to: string;
}

const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const monthStart = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;
const monthEnd = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-${lastDayOfMonth(year, month)}`;

/** Whether `value` names a compliance period: a year from 2022, "2023-1" or "2023-2" (2023 alone is no period). */
export function isCompliancePeriod(value: string): boolean {
  const match = PERIOD.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  if (year < 2022 || year > 2100) return false;
  return year === HALF_YEAR ? match[2] !== undefined : match[2] === undefined;
}

/** The compliance period a date belongs to. */
export function compliancePeriodOf(date: string): string {
  const year = Number(date.slice(0, 4));
  if (year !== HALF_YEAR) return String(year);
  return Number(date.slice(5, 7)) <= 6 ? `${HALF_YEAR}-1` : `${HALF_YEAR}-2`;
}

/** First and last day of a compliance period. */
export function compliancePeriodRange(period: string): DateRange {
  if (!isCompliancePeriod(period)) throw new RangeError(`not a compliance period: ${period}`);
  const [year, half] = period.split('-').map(Number);
  if (!half) return { from: `${year}-01-01`, to: `${year}-12-31` };
  return half === 1 ? { from: `${year}-01-01`, to: `${year}-06-30` } : { from: `${year}-07-01`, to: `${year}-12-31` };
}

/** The compliance year and its half (null outside 2023), as CATS credits record them. */
export function compliancePeriodParts(period: string): { year: number; half: number | null } {
  const [year, half] = period.split('-').map(Number);
  return { year, half: half || null };
}

/** The calendar quarter of a date, "2025-Q3". */
export function quarterOf(date: string): string {
  return `${date.slice(0, 4)}-Q${Math.ceil(Number(date.slice(5, 7)) / 3)}`;
}

/** First and last day of quarter 1–4 of a year. */
export function quarterRange(year: number, quarter: number): DateRange {
  return { from: monthStart(year, quarter * 3 - 2), to: monthEnd(year, quarter * 3) };
}

/** Whether `value` is a month "YYYY-MM". */
export const isMonth = (value: string) => MONTH.test(value);

/** First and last day of a month "YYYY-MM". */
export function monthRange(month: string): DateRange {
  const [year, number] = month.split('-').map(Number);
  return { from: monthStart(year, number), to: monthEnd(year, number) };
}

/** The quarters 1–4 that lie in a compliance period (2023 halves: two each). */
export function quartersOf(period: string): number[] {
  const { from, to } = compliancePeriodRange(period);
  const first = Math.ceil(Number(from.slice(5, 7)) / 3);
  const last = Math.ceil(Number(to.slice(5, 7)) / 3);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** The compliance periods from `first` to `last` (dates), oldest first. */
export function compliancePeriodsBetween(first: string, last: string): string[] {
  const periods: string[] = [];
  for (let year = Number(first.slice(0, 4)); year <= Number(last.slice(0, 4)); year++) {
    if (year !== HALF_YEAR) periods.push(String(year));
    else
      periods.push(
        ...[`${year}-1`, `${year}-2`].filter((half) => {
          const range = compliancePeriodRange(half);
          return range.to >= first && range.from <= last;
        }),
      );
  }
  return periods.filter(isCompliancePeriod);
}
