import type { CsvErrorCode } from 'csv-parse';
import { MAX_RECORD_CHARS, type CsvSyntaxError } from './records';
import type { ReadProblem } from './types';

/**
 * The problem of each csv-parse error the reader can meet with its options (records.ts: strict quotes,
 * any field count, records up to MAX_RECORD_CHARS). A row with more or fewer fields than the header is no
 * syntax error there: the row check lists it (`errors.fieldCount`). Other codes come from options the
 * reader does not set; should one still come, it is named by its code (`errors.invalidCsv`).
 */
const SYNTAX_PROBLEMS: Partial<Record<CsvErrorCode, string>> = {
  INVALID_OPENING_QUOTE: 'errors.quoteInField',
  CSV_INVALID_CLOSING_QUOTE: 'errors.textAfterQuote',
  CSV_QUOTE_NOT_CLOSED: 'errors.quoteNotClosed',
  CSV_MAX_RECORD_SIZE: 'errors.recordTooLong',
};

/**
 * A record the parser could not read as a problem of its row and column: the column's header where the
 * header is read and has the field, else the field's position (1 = first). The file is read no further.
 */
export function syntaxProblem(error: CsvSyntaxError, headers: string[] = []): ReadProblem {
  const messageKey = SYNTAX_PROBLEMS[error.code as CsvErrorCode] ?? 'errors.invalidCsv';
  const params: Record<string, string | number> = { code: error.code };
  if (error.code === 'CSV_MAX_RECORD_SIZE') params.max = MAX_RECORD_CHARS;
  const problem: ReadProblem = { row: error.line, messageKey, params };
  if (error.field !== undefined) problem.column = headers[error.field] || String(error.field + 1);
  return problem;
}
