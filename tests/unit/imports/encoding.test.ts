import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { fixture, raw, read, RAW_HEADER } from './read-helpers';

const FILE = `${RAW_HEADER};Bemerkung\nEingang;ERP-1;MAT-1012;offen;01.10.2026;Übernahme geprüft, Qualität gemäß Muster\n`;
const COMMENT = 'Übernahme geprüft, Qualität gemäß Muster';

describe('encoding', () => {
  it('UTF-8 without BOM is read as UTF-8', async () => {
    const { rows, problems } = await read(FILE);
    expect(problems).toEqual([]);
    expect(rows[0].values.comment).toBe(COMMENT);
  });

  it('UTF-8 with BOM: the BOM is not part of the first header', async () => {
    const { rows, warnings } = await read(`\uFEFF${FILE}`);
    expect(warnings).toEqual([]);
    expect(rows[0].values.comment).toBe(COMMENT);
  });

  it('Windows-1252 (umlauts, not valid UTF-8) is decoded as Windows-1252', async () => {
    const { rows, problems } = await read(iconv.encode(FILE, 'windows-1252'));
    expect(problems).toEqual([]);
    expect(rows[0].values.comment).toBe(COMMENT);
  });

  it('Windows-1252 umlauts in a header are matched (fixture)', async () => {
    const { rows, problems, warnings } = await read(fixture('broken/windows-1252-umlauts.csv'));
    expect([problems, warnings]).toEqual([[], []]);
    expect(rows[0].values).toMatchObject({ supplierPartner: '100001', comment: COMMENT, quantityLoaded: 1250.5 });
  });

  it('a UTF-8 character split across chunks is decoded whole', async () => {
    const { rows } = await read(FILE, 'rawImport', { chunkSize: 1 });
    expect(rows[0].values.comment).toBe(COMMENT);
  });

  it('binary: a PNG is not a CSV and names its format', async () => {
    const { fileError } = await read(fixture('broken/binary.png.csv'));
    expect(fileError).toEqual([{ messageKey: 'errors.notCsv', params: { format: 'PNG' } }]);
  });

  it('binary: a ZIP (xlsx) is not a CSV and names its format', async () => {
    const { fileError } = await read(fixture('broken/binary.zip.csv'));
    expect(fileError).toEqual([{ messageKey: 'errors.notCsv', params: { format: 'ZIP' } }]);
  });

  it('binary: NUL bytes of an unknown format are not a CSV', async () => {
    const { fileError } = await read(Buffer.concat([Buffer.from(raw(RAW_HEADER)), Buffer.from([0, 1, 2, 0])]));
    expect(fileError?.[0].messageKey).toBe('errors.notCsv');
  });

  it('text that begins like a weak signature ("BM…" of a bitmap) is still a CSV', async () => {
    const { fileError, warnings } = await read(`BMW;${RAW_HEADER}\n1;${'Eingang;ERP-1;MAT-1012;offen;01.10.2026'}\n`);
    expect(fileError).toBeUndefined();
    expect(warnings[0]).toMatchObject({ messageKey: 'errors.unknownColumn', column: 'BMW' });
  });

  it('Windows-1252 bytes after a valid UTF-8 start are refused per cell, not silently replaced', async () => {
    const ascii = Array.from({ length: 2000 }, (_, index) => `Eingang;ERP-${index};MAT-1012;offen;01.10.2026;ok`).join('\n');
    const late = iconv.encode('\nEingang;ERP-X;MAT-1012;offen;01.10.2026;Qualität\n', 'windows-1252');
    const { rows, problems } = await read(Buffer.concat([Buffer.from(`${RAW_HEADER};Bemerkung\n${ascii}`), late]));
    expect(rows).toHaveLength(2000);
    expect(problems).toMatchObject([{ row: 2002, column: 'Bemerkung', messageKey: 'errors.invalidCharacters' }]);
  });

  it('a NUL byte after a text start is refused per cell (no text column can store it)', async () => {
    const ascii = Array.from({ length: 2000 }, (_, index) => `Eingang;ERP-${index};MAT-1012;offen;01.10.2026;ok`).join('\n');
    const { problems } = await read(`${RAW_HEADER};Bemerkung\n${ascii}\nEingang;ERP-X;MAT-1012;offen;01.10.2026;a\0b\n`);
    expect(problems).toMatchObject([{ row: 2002, column: 'Bemerkung', messageKey: 'errors.invalidCharacters' }]);
  });

  it('UTF-16 (Excel "Unicode text") is not accepted and is named', async () => {
    const { fileError } = await read(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(raw('Eingang;ERP-1;MAT-1012;offen;01.10.2026'), 'utf16le')]));
    expect(fileError).toEqual([{ messageKey: 'errors.notCsv', params: { format: 'UTF-16' } }]);
  });
});
