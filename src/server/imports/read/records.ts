import { Readable } from 'node:stream';
import { parse, type CsvError } from 'csv-parse';
import type { Delimiter } from './delimiter';

/** One CSV record and the file line it starts on (a quoted field with line breaks spans several). */
export interface FileRecord {
  cells: string[];
  line: number;
}

/** Characters one record may have: an unclosed quote must not swallow the rest of a large file. */
export const MAX_RECORD_CHARS = 1_000_000;

/** A record the parser could not read (unclosed or stray quote, oversized record), with its line. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly code: string,
  ) {
    super(`CSV syntax error ${code} at line ${line}`);
    this.name = 'CsvSyntaxError';
  }
}

/**
 * The records of a text stream, parsed by csv-parse with every rule strict (quotes, escapes `""`) except
 * the field count, which the row check reports per row instead of stopping the file. Empty lines are
 * skipped; line numbers count them.
 */
export async function* csvRecords(text: AsyncIterable<string>, delimiter: Delimiter): AsyncGenerator<FileRecord> {
  const parser = parse({ delimiter, info: true, relax_column_count: true, skip_empty_lines: true, max_record_size: MAX_RECORD_CHARS });
  const source = Readable.from(text, { objectMode: false });
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  let lines = 0;
  let emptyLines = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number; empty_lines: number } }>) {
      const line = lines + 1 + (info.empty_lines - emptyLines);
      lines = info.lines;
      emptyLines = info.empty_lines;
      yield { cells: record, line };
    }
  } catch (error) {
    const csvError = error as CsvError & { lines?: number };
    if (typeof csvError.code === 'string' && csvError.code.startsWith('CSV_')) throw new CsvSyntaxError(csvError.lines ?? lines + 1, csvError.code);
    throw error;
  } finally {
    source.destroy();
  }
}
