import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import writeExcelFile, { type SheetData } from 'write-excel-file/node';
import { csvDay, csvInstant, csvNumber, type CsvFormat } from '../../shared/csv-format';
import type { ExportFormat } from '../../shared/reports/api';
import { neutraliseFormula } from './formula-cells';

/** Content types of the two export formats (lists and reports alike). */
export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A CSV cell: a text as it is; a number (all its digits, or a fixed count of `decimals`), a `day`
 * (YYYY-MM-DD) or an `instant` (ISO 8601), which the file writes in its regional format.
 */
export type CsvCell = string | number | { number: number; decimals: number } | { day: string } | { instant: string };
export type CsvLine = CsvCell[];

/** How a file is written: the user's regional CSV format and the time zone their instants are shown in. */
export interface CsvWriting {
  format: CsvFormat;
  timeZone: string;
}

/** A typed cell as the format writes it. */
function typedCell({ format, timeZone }: CsvWriting, cell: Exclude<CsvCell, string | number>): string {
  if ('number' in cell) return csvNumber(format, cell.number, cell.decimals);
  if ('day' in cell) return csvDay(format, cell.day);
  return csvInstant(format, cell.instant, timeZone);
}

/**
 * A CSV file of the lines (header first), streamed: UTF-8 with a BOM, so spreadsheet programs read the
 * umlauts. Every CSV the portal hands out is written here, so every one follows the user's regional format
 * (src/shared/csv-format.ts: delimiter, decimal separator, days) and no text cell of it starts a formula
 * (formula-cells.ts).
 */
export function csvFile(lines: Iterable<CsvLine> | AsyncIterable<CsvLine>, writing: CsvWriting): Readable {
  const csv = stringify({
    bom: true,
    delimiter: writing.format.delimiter,
    cast: {
      string: neutraliseFormula,
      number: (value) => csvNumber(writing.format, value),
      object: (value) => typedCell(writing, value as Exclude<CsvCell, string | number>),
    },
  });
  const source = Readable.from(lines);
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}

/** An XLSX file of one sheet (header row first, kept in view while scrolling), written by write-excel-file. */
export function xlsxFile(data: SheetData, sheet: string): Promise<Readable> {
  const name = sheet.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31);
  // toStream is typed as a union of its two forms; called without a target it answers a Readable.
  return (writeExcelFile(data, { sheet: name, stickyRowsCount: 1 }).toStream as () => Promise<Readable>)();
}
