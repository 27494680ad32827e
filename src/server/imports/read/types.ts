import type { ImportError } from '../../../shared/imports/api';

/** A problem found while reading: the import view's error line without its translated text. */
export type ReadProblem = Omit<ImportError, 'message'>;

/** One data row of the file, mapped and checked on its own (types, formats, enums, required, lengths). */
export interface ImportRow {
  /** File row (the header is row 1; a quoted field with line breaks still counts as one row). */
  row: number;
  /** The registry resource it goes to. */
  resource: string;
  /** The record key (`x-key` value) from the declaration's key template. */
  key: string;
  /** Stored values by property, typed as the registry says (numbers as numbers, dates `YYYY-MM-DD`), incl. the key property and `set` values. */
  values: Record<string, unknown>;
}

/**
 * A row with problems, with the values that could be read (a cell that did not parse or that the
 * validator refused is left out; `key` only when it could be built): checked for its references so one
 * run lists every error, never written.
 */
export type PartialRow = Omit<ImportRow, 'key'> & { key?: string };

/** What `readImportFile` yields per batch. */
export interface ReadBatch {
  /** Rows without problems. */
  rows: ImportRow[];
  /** Rows with problems that name their target, as far as they could be read. */
  partial: PartialRow[];
  /** Row problems of this batch (a row with problems is not in `rows`). */
  problems: ReadProblem[];
  /** Not fatal, in the first batch only: columns no declaration knows (`errors.unknownColumn`, ignored). */
  warnings: ReadProblem[];
  /** Data rows read so far (all batches). */
  rowsRead: number;
}

/** The file cannot be read at all (empty, header only, binary, missing required column, another type's file, …). */
export class ImportFileError extends Error {
  constructor(readonly problems: ReadProblem[]) {
    super(problems.map((problem) => problem.messageKey).join(', '));
    this.name = 'ImportFileError';
  }
}
