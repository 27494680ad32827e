import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import writeExcelFile, { type SheetData } from 'write-excel-file/node';
import type { ExportFormat } from '../../shared/reports/api';
import { neutraliseFormula } from './formula-cells';

/** Content types of the two export formats (lists and reports alike). */
export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A CSV line: texts, and numbers written as numbers. */
export type CsvLine = (string | number)[];

/**
 * A CSV file of the lines (header first), streamed: UTF-8 with a BOM, so spreadsheet programs read the
 * umlauts. Every CSV the portal hands out is written here, so no text cell of it starts a formula
 * (formula-cells.ts). `delimiter` defaults to `,`.
 */
export function csvFile(lines: Iterable<CsvLine> | AsyncIterable<CsvLine>, delimiter = ','): Readable {
  const csv = stringify({ bom: true, delimiter, cast: { string: neutraliseFormula } });
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
