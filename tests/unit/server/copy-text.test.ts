import { describe, expect, it } from 'vitest';
import { copyText } from '../../../src/server/resources/copy-text';

describe("the rows in COPY's text format (copyText)", () => {
  it('writes NULL as \\N and an empty string as nothing, so COPY tells them apart', () => {
    expect(copyText([{ a: null, b: '', c: undefined, d: 'x' }], ['a', 'b', 'c', 'd'])).toBe('\\N\t\t\\N\tx\n');
  });

  it('escapes the backslash, tab, line feed and carriage return, so a value never ends its field or row (nor is \\. the end of data)', () => {
    expect(copyText([{ a: 'say "hi", a;b', b: 'tab\there', c: 'line 1\nline 2\r', d: '\\.', e: 'C:\\temp' }], ['a', 'b', 'c', 'd', 'e'])).toBe(
      'say "hi", a;b\ttab\\there\tline 1\\nline 2\\r\t\\\\.\tC:\\\\temp\n',
    );
  });

  it('writes lists as JSON text, dates as ISO timestamps, numbers and flags as PostgreSQL reads them', () => {
    const row = { list: [{ certificateNumber: 'C-1' }], at: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)), n: 1234.5, flag: true, day: '2026-01-31' };
    expect(copyText([row], ['list', 'at', 'n', 'flag', 'day'])).toBe('[{"certificateNumber":"C-1"}]\t2026-01-02T03:04:05.000Z\t1234.5\ttrue\t2026-01-31\n');
  });

  it('writes the rows one line each, in the order given', () => {
    expect(copyText([{ a: 1 }, { a: 2 }], ['a'])).toBe('1\n2\n');
  });
});
