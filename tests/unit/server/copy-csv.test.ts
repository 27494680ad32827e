import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { copyCsv } from '../../../src/server/resources/copy-csv';

describe('the CSV that COPY loads (copyCsv)', () => {
  it('writes NULL as an unquoted empty field and an empty string as "" so COPY tells them apart', () => {
    expect(copyCsv([{ a: null, b: '', c: undefined, d: 'x' }], ['a', 'b', 'c', 'd'])).toBe(',"",,x\n');
  });

  it('quotes quotes, separators and line breaks, and a lone \\. (COPY’s end-of-data marker)', () => {
    const values = ['say "hi"', 'a,b', 'line 1\nline 2', '\\.'];
    const csv = copyCsv(
      [Object.fromEntries(values.map((value, index) => [`c${index}`, value]))],
      values.map((_, index) => `c${index}`),
    );
    expect(csv).toBe('"say ""hi""","a,b","line 1\nline 2","\\."\n');
    expect(parse(csv)).toEqual([values]);
  });

  it('writes lists as JSON text, dates as ISO timestamps, numbers and flags as PostgreSQL reads them', () => {
    const row = { list: [{ certificateNumber: 'C-1' }], at: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)), n: 1234.5, flag: true, day: '2026-01-31' };
    expect(parse(copyCsv([row], ['list', 'at', 'n', 'flag', 'day']))).toEqual([
      ['[{"certificateNumber":"C-1"}]', '2026-01-02T03:04:05.000Z', '1234.5', 'true', '2026-01-31'],
    ]);
  });
});
