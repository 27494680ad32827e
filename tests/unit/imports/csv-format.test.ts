import { describe, expect, it } from 'vitest';
import { MAX_RECORD_CHARS } from '../../../src/server/imports/read/records';
import { fixture, raw, read, RAW_HEADER, RAW_ROW } from './read-helpers';

describe('delimiter and CSV syntax', () => {
  it('";" is detected from the header', async () => {
    const { rows } = await read(raw(RAW_ROW));
    expect(rows.map((row) => row.key)).toEqual(['ERP-1']);
  });

  it('"," is detected from the header', async () => {
    const { rows, problems } = await read(`${RAW_HEADER.replaceAll(';', ',')}\n${RAW_ROW.replaceAll(';', ',')}\n`);
    expect(problems).toEqual([]);
    expect(rows.map((row) => row.key)).toEqual(['ERP-1']);
  });

  it('tab is detected from the header', async () => {
    const { rows } = await read(`${RAW_HEADER.replaceAll(';', '\t')}\n${RAW_ROW.replaceAll(';', '\t')}\n`);
    expect(rows.map((row) => row.key)).toEqual(['ERP-1']);
  });

  it('a header that is one cell (another delimiter) is a wrong delimiter', async () => {
    const { fileError } = await read(fixture('broken/wrong-delimiter.csv'));
    expect(fileError).toMatchObject([{ row: 1, messageKey: 'errors.wrongDelimiter' }]);
  });

  it('quoted fields keep line breaks, delimiters and "" escapes; row numbers are the record\'s first line', async () => {
    const { rows, problems } = await read(`${RAW_HEADER};Bemerkung\n${RAW_ROW};"Zeile 1\nZeile 2; mit ""Zitat"""\nEingang;ERP-2;MAT-1012;offen;01.10.2026;\n`);
    expect(problems).toEqual([]);
    expect(rows.map((row) => [row.row, row.values.comment])).toEqual([
      [2, 'Zeile 1\nZeile 2; mit "Zitat"'],
      [4, null],
    ]);
  });

  it('empty lines are skipped and still counted in row numbers', async () => {
    const { rows, rowsRead } = await read(`${RAW_HEADER}\r\n\r\n${RAW_ROW}\r\n;;;;\r\n\r\nEingang;ERP-2;MAT-1012;offen;01.10.2026\r\n\r\n`);
    expect(rowsRead).toBe(2);
    expect(rows.map((row) => [row.row, row.key])).toEqual([
      [3, 'ERP-1'],
      [6, 'ERP-2'],
    ]);
  });

  it('a row with too many fields is a row problem (expected/actual)', async () => {
    const { rows, problems } = await read(fixture('broken/too-many-fields.csv'));
    expect(rows).toEqual([]);
    expect(problems).toEqual([{ row: 2, messageKey: 'errors.fieldCount', params: { expected: 8, actual: 9 } }]);
  });

  it('a row with too few fields is a row problem (expected/actual)', async () => {
    const { problems } = await read(fixture('broken/too-few-fields.csv'));
    expect(problems).toEqual([{ row: 2, messageKey: 'errors.fieldCount', params: { expected: 8, actual: 5 } }]);
  });

  it('an unclosed quote ends the file with errors.quoteNotClosed at its row and column, nothing relaxed', async () => {
    const { rows, problems } = await read(raw(RAW_ROW, 'Eingang;"ERP-2;MAT-1012;offen;01.10.2026', 'Eingang;ERP-3;MAT-1012;offen;01.10.2026'));
    expect(rows.map((row) => row.key)).toEqual(['ERP-1']);
    expect(problems).toEqual([{ row: 3, column: 'Bewegungsnummer', messageKey: 'errors.quoteNotClosed', params: { code: 'CSV_QUOTE_NOT_CLOSED' } }]);
  });

  it('a quote inside an unquoted field ends the file with errors.quoteInField at its row and column', async () => {
    const { rows, problems } = await read(fixture('broken/quote-in-field.csv'));
    expect(rows.map((row) => row.key)).toEqual(['ERP-Q-0001']);
    expect(problems).toEqual([{ row: 3, column: 'Vertragsnummer', messageKey: 'errors.quoteInField', params: { code: 'INVALID_OPENING_QUOTE' } }]);
  });

  it('text after a closing quote ends the file with errors.textAfterQuote at its row and column', async () => {
    const { rows, problems } = await read(raw(RAW_ROW, 'Eingang;ERP-2;"MAT-1012" x;offen;01.10.2026', 'Eingang;ERP-3;MAT-1012;offen;01.10.2026'));
    expect(rows.map((row) => row.key)).toEqual(['ERP-1']);
    expect(problems).toEqual([{ row: 3, column: 'Produkt', messageKey: 'errors.textAfterQuote', params: { code: 'CSV_INVALID_CLOSING_QUOTE' } }]);
  });

  it(`a row of more than ${MAX_RECORD_CHARS} characters ends the file with errors.recordTooLong at its row and column`, async () => {
    const { problems } = await read(raw(RAW_ROW, `Eingang;ERP-2;MAT-1012;${'x'.repeat(MAX_RECORD_CHARS)}`));
    expect(problems).toEqual([
      { row: 3, column: 'Status', messageKey: 'errors.recordTooLong', params: { code: 'CSV_MAX_RECORD_SIZE', max: MAX_RECORD_CHARS } },
    ]);
  });

  it('a quote problem in the header is a file error naming the field by its position', async () => {
    const { fileError } = await read('Richtung;Bewegungs"nummer;Produkt\nEingang;ERP-1;MAT-1012\n');
    expect(fileError).toEqual([{ row: 1, column: '2', messageKey: 'errors.quoteInField', params: { code: 'INVALID_OPENING_QUOTE' } }]);
  });

  it('the other problems of a file are listed: a bad row does not stop the reading', async () => {
    const { rows, problems } = await read(
      raw('Eingang;ERP-1;MAT-1012;offen;31.02.2026', 'Eingang;ERP-2;MAT-1012;offen', 'Eingang;ERP-3;MAT-1012;offen;01.10.2026'),
    );
    expect(problems.map((problem) => [problem.row, problem.messageKey])).toEqual([
      [2, 'errors.invalidDate'],
      [3, 'errors.fieldCount'],
    ]);
    expect(rows.map((row) => row.key)).toEqual(['ERP-3']);
  });
});
