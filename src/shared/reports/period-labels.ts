import type { TFunction } from 'i18next';
import { compliancePeriodParts } from './periods';

/** How periods read on screen and in CSV exports, in the language of `t` (its `reports` texts). */

/** "2023-1" → "2023, 1st half (Jan–Jun)", "2025" → "2025". */
export function periodLabel(t: TFunction, period: string): string {
  const { year, half } = compliancePeriodParts(period);
  return half ? t(`reports:periods.half${half}`, { year }) : String(year);
}

/** "2025-Q3" → "Q3 2025". */
export function quarterLabel(t: TFunction, quarter: string): string {
  const [year, number] = quarter.split('-Q');
  return number ? t('reports:periods.quarter', { year, quarter: number }) : quarter;
}

/** "2025-03" → "Mar 2025" in `language`. */
export function monthLabel(month: string, language: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, number - 1, 1)));
}
