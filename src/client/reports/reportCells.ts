import type { TFunction } from 'i18next';
import { monthLabel, periodLabel, quarterLabel } from '../../shared/reports/period-labels';
import type { ReportColumn, ReportValue } from '../../shared/reports/api';
import { formatNumber } from '../format/number';
import { labelText } from '../../shared/labels';

/** A column's label with its unit, as the export heads it: "Quantity (m³)". */
export function columnTitle(t: TFunction, column: ReportColumn): string {
  const label = labelText(t, `reports:columns.${column.key}`, column.key);
  return column.unit ? `${label} (${labelText(t, `reports:units.${column.unit}`, column.unit)})` : label;
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
