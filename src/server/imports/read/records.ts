import { Readable } from 'node:stream';
import { CsvError, parse, type Options } from 'csv-parse';
import type { Delimiter } from './delimiter';

/** CSV records and the file line each starts on (a quoted field with line breaks spans several lines). */
export interface RecordBatch {
  cells: string[][];
  lines: number[];
}

/** Characters one record may have: an unclosed quote must not swallow the rest of a large file. */
export const MAX_RECORD_CHARS = 1_000_000;

/** Records handed over at once (one stream object per record would cost more than parsing it). */
export const RECORDS_PER_PUSH = 1000;

/**
 * A record the parser could not read (a stray or unclosed quote, an oversized record): csv-parse's code,
 * the line the record starts on and the position of the field it stopped in (0-based).
 */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly code: string,
    readonly field: number | undefined,
  ) {
    super(`CSV syntax error ${code} at line ${line}`);
    this.name = 'CsvSyntaxError';
  }
}

const emptyBatch = (): RecordBatch => ({ cells: [], lines: [] });

/** Line breaks inside a record's (quoted) fields: the record spans that many more lines. */
function innerLineBreaks(cells: string[]): number {
  let breaks = 0;
  for (const cell of cells) {
    for (let at = cell.indexOf('\n'); at >= 0; at = cell.indexOf('\n', at + 1)) breaks++;
  }
  return breaks;
}

/**
 * The records of a text stream in batches, parsed by csv-parse with every rule strict (quotes, `""`
 * escapes) except the field count, which the row check reports per row instead of stopping the file.
 * Empty lines come as blank records (the caller skips them), so each record's start line is the one
 * after the previous record's last line. Backpressure holds: the parser waits while batches are not taken.
 */
export async function* csvRecordBatches(text: AsyncIterable<string>, delimiter: Delimiter, size = RECORDS_PER_PUSH): AsyncGenerator<RecordBatch> {
  // autoDestroy (a stream option the parser passes on) off: after a syntax error the records parsed
  // before it are still read from the buffer; the finally block destroys the parser.
  const options: Options & { autoDestroy: boolean } = { delimiter, relax_column_count: true, max_record_size: MAX_RECORD_CHARS, autoDestroy: false };
  const parser = parse(options);
  const source = Readable.from(text, { objectMode: false });
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  let line = 1;
  let batch = emptyBatch();
  let failure: unknown;
  let ended = false;
  let wake: (() => void) | undefined;
  const signal = () => wake?.();
  parser.on('readable', signal);
  parser.on('end', () => ((ended = true), signal()));
  parser.on('error', (error) => ((failure = error), signal()));
  try {
    for (;;) {
      // Take every record the parser has buffered at once: one await per wake-up, not per record.
      for (let record = parser.read() as string[] | null; record !== null; record = parser.read() as string[] | null) {
        batch.cells.push(record);
        batch.lines.push(line);
        line += 1 + innerLineBreaks(record);
        if (batch.cells.length >= size) {
          yield batch;
          batch = emptyBatch();
        }
      }
      if (failure !== undefined) throw failure;
      if (ended) break;
      await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
    }
    if (batch.cells.length) yield batch;
  } catch (error) {
    // Not every code csv-parse gives a malformed file starts with CSV_ (INVALID_OPENING_QUOTE): its class tells.
    if (!(error instanceof CsvError)) throw error;
    // The records before the broken one are read: they are checked (and listed) like any other.
    if (batch.cells.length) yield batch;
    throw new CsvSyntaxError(line, error.code, typeof error.column === 'number' ? error.column : undefined);
  } finally {
    source.destroy();
    parser.destroy();
  }
}
