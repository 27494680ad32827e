import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture, fixtures, read, registry } from './read-helpers';

describe('sample files', () => {
  it.each([...registry.imports.keys()])('%s.csv reads without problems or warnings', async (type) => {
    const { rows, problems, warnings, fileError } = await read(fixture(`${type}.csv`), type);
    expect([fileError, problems, warnings]).toEqual([undefined, [], []]);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
  });

  it('rawImport.csv is UTF-8 with BOM, ";", German headers, about 20 inbounds and outbounds with ERP- keys', async () => {
    const bytes = fixture('rawImport.csv');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toMatch(/^\uFEFFRichtung;Bewegungsnummer;/);
    const { rows } = await read(bytes, 'rawImport');
    expect(rows.length).toBeGreaterThanOrEqual(18);
    expect(new Set(rows.map((row) => row.resource))).toEqual(new Set(['inbounds', 'outbounds']));
    expect(rows.every((row) => row.key.startsWith('ERP-'))).toBe(true);
  });

  it('the credit status sample names only credits of the history sample', async () => {
    const history = await read(fixture('cfrHistoryImport.csv'), 'cfrHistoryImport');
    const status = await read(fixture('cfrImport.csv'), 'cfrImport');
    const credits = new Set(history.rows.map((row) => row.values.creditId));
    expect(status.rows.map((row) => row.key).filter((key) => !credits.has(key))).toEqual([]);
  });
});

describe('broken files (tests/fixtures/imports/broken/README.md)', () => {
  const dir = join(fixtures, 'broken');

  it('every file is documented in the README', () => {
    const readme = readFileSync(join(dir, 'README.md'), 'utf8');
    const files = readdirSync(dir).filter((file) => file !== 'README.md');
    expect(files.filter((file) => !readme.includes(`\`${file}\``))).toEqual([]);
  });

  it.each([
    ['wrong-delimiter.csv', 'errors.wrongDelimiter'],
    ['binary.png.csv', 'errors.notCsv'],
    ['binary.zip.csv', 'errors.notCsv'],
    ['header-only.csv', 'errors.noRows'],
    ['empty.csv', 'errors.emptyFile'],
    ['missing-column.csv', 'errors.missingColumn'],
    ['raw-phd-as-other-type.csv', 'errors.otherImportType'],
  ])('%s is a file error %s', async (file, messageKey) => {
    const { fileError } = await read(fixture(`broken/${file}`));
    expect(fileError?.map((problem) => problem.messageKey)).toEqual([messageKey]);
  });

  it.each([
    ['too-many-fields.csv', ['errors.fieldCount']],
    ['too-few-fields.csv', ['errors.fieldCount']],
    ['invalid-number-date.csv', ['errors.invalidNumber', 'errors.invalidDate']],
  ])('%s has row problems %s', async (file, keys) => {
    const { problems, rows } = await read(fixture(`broken/${file}`));
    expect(problems.map((problem) => problem.messageKey)).toEqual(keys);
    expect(rows).toEqual([]);
  });

  it.each(['duplicate-keys.csv', 'unknown-partner.csv', 'unknown-column.csv', 'windows-1252-umlauts.csv'])(
    "%s passes the reader (its problem, if any, is the job's)",
    async (file) => {
      const { problems, rows } = await read(fixture(`broken/${file}`));
      expect(problems).toEqual([]);
      expect(rows.length).toBeGreaterThan(0);
    },
  );
});
