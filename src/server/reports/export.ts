import type { Readable } from 'node:stream';
import type { TFunction } from 'i18next';
import type { Cell, SheetData } from 'write-excel-file/node';
import type { ExportFormat, ReportColumn, ReportDeclaration, ReportId, ReportValue, ResolvedReportFilters } from '../../shared/reports/api';
import { labelText } from '../../shared/labels';
import { monthLabel, periodLabel, quarterLabel } from '../../shared/reports/period-labels';
import type { Language } from '../../shared/settings';
import { csvFile, xlsxFile, type CsvCell, type CsvWriting } from '../exports/files';
import { textsOf } from '../i18n/translate';
import type { ReportFigures } from './service';

/** The header of a column: its label and unit, in the export's language. */
const header = (t: TFunction, column: ReportColumn) =>
  labelText(t, `columns.${column.key}`, column.key) + (column.unit ? ` (${labelText(t, `units.${column.unit}`, column.unit)})` : '');

/** A value as the table shows it: enums and booleans by their label, numbers with the column's decimals. */
function text(t: TFunction, column: ReportColumn, value: ReportValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean' || column.type === 'enum') return t(`values.${column.key}.${value}`, { defaultValue: String(value) });
  if (typeof value === 'number' && column.decimals !== undefined) return value.toFixed(column.decimals);
  return String(value);
}

/** A value as the screen shows it, for CSV: periods, quarters and months by their names, numbers in the file's format (files.ts). */
function csvCell(t: TFunction, language: Language, column: ReportColumn, value: ReportValue): CsvCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return column.decimals === undefined ? value : { number: value, decimals: column.decimals };
  if (column.type === 'month') return monthLabel(String(value), language);
  if (column.type === 'quarter') return quarterLabel(t, String(value));
  if (column.type === 'period') return periodLabel(t, String(value));
  return text(t, column, value);
}

function cell(t: TFunction, column: ReportColumn, value: ReportValue): Cell {
  if (typeof value !== 'number') return value === null || value === undefined ? null : text(t, column, value);
  return { value, type: Number, format: column.decimals ? `0.${'0'.repeat(column.decimals)}` : '0' };
}

/** Every row, then the totals rows (one per unit where the report has totalsBy): the first cell the label, the sums under the columns with `total`. */
function* lines<T>(figures: ReportFigures, columns: ReportColumn[], t: TFunction, format: (column: ReportColumn, value: ReportValue) => T) {
  for (const row of figures.rows) yield columns.map((column) => format(column, row[column.key]));
  for (const { group, values } of figures.totals) {
    yield columns.map((column, index) =>
      column.total ? format(column, values[column.key]) : index === 0 ? format({ key: 'totals', type: 'text' }, totalsLabel(t, group)) : format(column, null),
    );
  }
}

/** "Total", or "Total Kg" for the line of one unit. */
export const totalsLabel = (t: TFunction, group: string | undefined) =>
  group === undefined ? t('totals', { defaultValue: 'Total' }) : t('totalsOf', { group, defaultValue: 'Total {{group}}' });

/** The download's name: report, compliance period and the quarter or month range, e.g. `credit-generation-report_2025_Q2.xlsx`. */
export function exportFileName(id: ReportId, filters: ResolvedReportFilters, format: ExportFormat): string {
  const narrowed = filters.quarter
    ? `_Q${filters.quarter}`
    : filters.monthFrom || filters.monthTo
      ? `_${filters.from.slice(0, 7)}_${filters.to.slice(0, 7)}`
      : '';
  return `${id}_${filters.compliancePeriod}${narrowed}.${format}`;
}

/**
 * The whole report as a file in one language (t: the reports namespace): header = column labels with
 * units, every row, a totals row. CSV in the user's regional format (`csv`), values as the screen shows
 * them; XLSX with typed number cells.
 */
export async function exportStream(
  report: ReportDeclaration,
  figures: ReportFigures,
  format: ExportFormat,
  language: Language,
  csv: CsvWriting,
): Promise<Readable> {
  const { id, columns } = report;
  const t = textsOf(language, 'reports');
  if (format === 'csv')
    return csvFile([columns.map((column) => header(t, column)), ...lines(figures, columns, t, (column, value) => csvCell(t, language, column, value))], csv);
  return xlsxFile(reportSheet(report, figures, language), t(`titles.${id}`, { defaultValue: id }));
}

/** The report as an XLSX sheet's rows: the header, every row and the totals, numbers as typed cells. */
export function reportSheet(report: ReportDeclaration, figures: ReportFigures, language: Language): SheetData {
  const t = textsOf(language, 'reports');
  return [report.columns.map((column) => header(t, column)), ...lines(figures, report.columns, t, (column, value) => cell(t, column, value))];
}
