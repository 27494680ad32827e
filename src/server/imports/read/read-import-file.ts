import type { ImportDeclaration } from '../../../shared/imports/declaration';
import type { Registry } from '../../../shared/registry';
import { inFileFormat } from '../declarations';
import { binaryFormat } from './binary';
import { decodeChunks, detectEncoding } from './encoding';
import { detectDelimiter, headerLine, type Delimiter } from './delimiter';
import { mapHeader, type HeaderMap } from './header';
import { syntaxProblem } from './csv-syntax';
import { csvRecordBatches, CsvSyntaxError, type RecordBatch } from './records';
import { rowMapper, type RowMapper } from './row-mapper';
import { readPrefix } from './prefix';
import { ImportFileError, type ImportRow, type PartialRow, type ReadBatch, type ReadProblem } from './types';

export interface ReadContext {
  registry: Registry;
  /** Data rows per yielded batch (default 5000). */
  batchSize?: number;
  /** The import date for `set: "today"`: the tenant's business day when the import started. */
  today: string;
}

export const DEFAULT_BATCH_SIZE = 5000;

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/** Text chunks with the first one given back after it was looked at. */
async function* withFirst(first: string, rest: AsyncGenerator<string>): AsyncGenerator<string> {
  try {
    yield first;
    yield* rest;
  } finally {
    // Stopped early (a file error, the consumer's return): the input is let go.
    await rest.return(undefined);
  }
}

/** Decodes the file and decides its delimiter from the header line; throws for an empty or binary file. */
async function openText(input: AsyncIterable<unknown>, declaration: ImportDeclaration): Promise<{ text: AsyncIterable<string>; delimiter: Delimiter }> {
  const { prefix, rest } = await readPrefix(input);
  const format = await binaryFormat(prefix);
  if (format !== undefined) {
    await rest.return?.();
    throw new ImportFileError([{ messageKey: 'errors.notCsv', params: { format: format ? format.toUpperCase() : 'binary' } }]);
  }
  const chunks = decodeChunks(prefix, rest, detectEncoding(prefix));
  const first = await chunks.next();
  const head = first.done ? '' : first.value;
  const preferred: Delimiter = declaration.decimal === ',' ? ';' : ',';
  return { text: withFirst(head, chunks), delimiter: detectDelimiter(headerLine(head.trimStart()), preferred) };
}

/** The header (first non-blank record) and the records after it in its batch; throws when there is none. */
async function headerRecord(batches: AsyncGenerator<RecordBatch>): Promise<{ header: string[]; rest: RecordBatch }> {
  for (let next = await batches.next(); !next.done; next = await batches.next()) {
    const { cells, lines } = next.value;
    const index = cells.findIndex((record) => !isBlank(record));
    if (index >= 0) return { header: cells[index], rest: { cells: cells.slice(index + 1), lines: lines.slice(index + 1) } };
  }
  throw new ImportFileError([{ messageKey: 'errors.emptyFile' }]);
}

/** Whether a row is one the declaration skips (`skipRows`: the list export's totals row), by its cell in the named column. */
function skippedRow(declaration: ImportDeclaration, headerMap: HeaderMap): (cells: string[]) => boolean {
  const skip = declaration.skipRows;
  const index = skip ? headerMap.columns.findIndex((column) => column?.property === skip.column) : -1;
  if (!skip || index < 0) return () => false;
  const values = new Set(skip.values);
  return (cells) => values.has((cells[index] ?? '').trim());
}

/** The header's batch rest, then the following batches. */
async function* withRest(rest: RecordBatch, batches: AsyncGenerator<RecordBatch>): AsyncGenerator<RecordBatch> {
  yield rest;
  yield* batches;
}

/**
 * Reads an import file: bytes in, typed and checked rows out, in batches, streaming (memory does not
 * grow with the file). Whole-file problems (empty, binary, header only, missing or duplicate columns,
 * wrong delimiter, another type's file) throw an ImportFileError before any batch. Row problems are
 * listed in the batches; a row with problems is left out of `rows` (in `partial` as far as it could be read). A CSV syntax error (a stray or
 * unclosed quote) ends the file with its problem, naming row and column, in the last batch.
 */
export async function* readImportFile(
  input: AsyncIterable<Buffer> | NodeJS.ReadableStream,
  declared: ImportDeclaration,
  context: ReadContext,
): AsyncGenerator<ReadBatch> {
  const batchSize = context.batchSize ?? DEFAULT_BATCH_SIZE;
  const { text, delimiter } = await openText(input as AsyncIterable<unknown>, declared);
  const declaration = inFileFormat(declared, delimiter);
  const batches = csvRecordBatches(text, delimiter);
  try {
    let first: { header: string[]; rest: RecordBatch };
    try {
      first = await headerRecord(batches);
    } catch (error) {
      if (error instanceof CsvSyntaxError) throw new ImportFileError([syntaxProblem(error)]);
      throw error;
    }
    const headerMap = mapHeader(first.header, declaration, context.registry.imports.values());
    const map: RowMapper = rowMapper(declaration, context.registry, headerMap, context.today);
    const skipped = skippedRow(declaration, headerMap);
    let warnings = headerMap.warnings;
    let rows: ImportRow[] = [];
    let partial: PartialRow[] = [];
    let problems: ReadProblem[] = [];
    let rowsRead = 0;
    let inBatch = 0;
    let yielded = false;
    const batch = (): ReadBatch => {
      const result = { rows, partial, problems, warnings, rowsRead };
      rows = [];
      partial = [];
      problems = [];
      warnings = [];
      inBatch = 0;
      yielded = true;
      return result;
    };
    try {
      for await (const { cells, lines } of withRest(first.rest, batches)) {
        for (let i = 0; i < cells.length; i++) {
          if (isBlank(cells[i]) || skipped(cells[i])) continue;
          rowsRead++;
          inBatch++;
          const mapped = map(cells[i], lines[i]);
          if ('problems' in mapped) {
            for (const problem of mapped.problems) problems.push(problem);
            if (mapped.partial) partial.push(mapped.partial);
          } else rows.push(mapped);
          if (inBatch >= batchSize) yield batch();
        }
      }
    } catch (error) {
      if (!(error instanceof CsvSyntaxError)) throw error;
      problems.push(syntaxProblem(error, headerMap.headers));
    }
    if (rowsRead === 0 && problems.length === 0) throw new ImportFileError([{ row: 1, messageKey: 'errors.noRows' }]);
    if (inBatch > 0 || problems.length > 0 || !yielded) yield batch();
  } finally {
    await batches.return(undefined);
  }
}
