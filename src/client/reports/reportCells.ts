import type { TFunction } from 'i18next';
import { compliancePeriodParts } from '../../shared/reports/periods';
import type { ReportColumn, ReportValue } from '../../shared/reports/api';
import { formatNumber } from '../format/number';
import { labelText } from '../../shared/labels';

/** A column's label with its unit, as the export heads it: "Quantity (m³)". */
export function columnTitle(t: TFunction, column: ReportColumn): string {
  const label = labelText(t, `reports:columns.${column.key}`, column.key);
  return column.unit ? `${label} (${labelText(t, `reports:units.${column.unit}`, column.unit)})` : label;
}

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

/** "2025-03" → "Mar 2025" in the interface language. */
export function monthLabel(month: string, language: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, number - 1, 1)));
}

/** A number with exactly the column's decimals (the server rounded to them), in the browser's number format. */
export function numberText(column: ReportColumn, value: number | null | undefined): string {
  const digits = column.type === 'integer' ? 0 : (column.decimals ?? 3);
  return formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A cell as text: numbers formatted, enums and booleans translated, periods and months named. Refs show their key. */
export function cellText(t: TFunction, language: string, column: ReportColumn, value: ReportValue | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.type) {
    case 'number':
    case 'integer':
      return numberText(column, Number(value));
    case 'boolean':
    case 'enum':
      return t(`reports:values.${column.key}.${String(value)}`, { defaultValue: String(value) });
    case 'month':
      return monthLabel(String(value), language);
    case 'quarter':
      return quarterLabel(t, String(value));
    case 'period':
      return periodLabel(t, String(value));
    default:
      return String(value);
  }
}
