import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import writeExcelFile, { type SheetData } from 'write-excel-file/node';
import type { ExportFormat } from '../../shared/reports/api';

/** Content types of the two export formats (lists and reports alike). */
export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A CSV file of the lines (header first), streamed: UTF-8 with a BOM, so spreadsheet programs read the umlauts. */
export function csvFile(lines: Iterable<string[]> | AsyncIterable<string[]>): Readable {
  const csv = stringify({ bom: true });
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
