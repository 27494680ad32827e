import { describe, expect, it } from 'vitest';
import { fixture, raw, read, RAW_ROW } from './read-helpers';

describe('header', () => {
  it('the empty file is refused', async () => {
    expect((await read(fixture('broken/empty.csv'))).fileError).toEqual([{ messageKey: 'errors.emptyFile' }]);
    expect((await read('\uFEFF\r\n\r\n')).fileError).toEqual([{ messageKey: 'errors.emptyFile' }]);
  });

  it('a header without rows is refused', async () => {
    expect((await read(fixture('broken/header-only.csv'))).fileError).toEqual([{ row: 1, messageKey: 'errors.noRows' }]);
  });

  it('headers match English, German or the property name, trimmed and case-insensitive', async () => {
    const { rows, warnings } = await read(' DIRECTION ;bewegungsnummer;product;MovementStatus;Loading date\nIN;ERP-1;MAT-1012;offen;01.10.2026\n');
    expect(warnings).toEqual([]);
    expect(rows[0]).toMatchObject({ resource: 'inbounds', key: 'ERP-1', values: { product: 'MAT-1012', loadingDate: '2026-10-01' } });
  });

  it("a missing required column is refused, one problem per column, in the file's language", async () => {
    expect((await read(fixture('broken/missing-column.csv'))).fileError).toEqual([
      { row: 1, column: 'Produkt', messageKey: 'errors.missingColumn', params: { column: 'Produkt' } },
    ]);
    const { fileError } = await read('Direction;Movement number\nIN;ERP-1\n');
    expect(fileError?.map((problem) => problem.column)).toEqual(['Product', 'Status', 'Loading date']);
  });

  it('an unknown column is a warning, not fatal, and its values are ignored', async () => {
    const { rows, warnings } = await read(fixture('broken/unknown-column.csv'));
    expect(warnings).toEqual([{ row: 1, column: 'Farbe', messageKey: 'errors.unknownColumn', params: { column: 'Farbe' } }]);
    expect(rows).toHaveLength(1);
    expect(rows[0].values).not.toHaveProperty('Farbe');
  });

  it('warnings come in the first batch only', async () => {
    const { batches, warnings } = await read(
      raw(RAW_ROW, RAW_ROW.replace('ERP-1', 'ERP-2')).replace('Beladedatum', 'Beladedatum;X').replaceAll('2026\n', '2026;\n'),
      'rawImport',
      { batchSize: 1 },
    );
    expect(batches).toBe(2);
    expect(warnings).toHaveLength(1);
  });

  it('a column twice is refused', async () => {
    const { fileError } = await read('Richtung;Bewegungsnummer;Produkt;Status;Beladedatum;Movement number\nE;1;MAT-1012;offen;01.10.2026;1\n');
    expect(fileError).toEqual([{ row: 1, column: 'Movement number', messageKey: 'errors.duplicateColumn', params: { column: 'Movement number' } }]);
  });

  it("another import type's file is refused naming that type (raw PHD offered as raw import)", async () => {
    const { fileError } = await read(fixture('broken/raw-phd-as-other-type.csv'));
    expect(fileError).toEqual([{ row: 1, messageKey: 'errors.otherImportType', params: { type: 'rawPHD', expected: 'rawImport' } }]);
  });

  it("another import type's file is refused even when it has this type's columns (credit history as credit status)", async () => {
    const { fileError } = await read(fixture('cfrHistoryImport.csv'), 'cfrImport');
    expect(fileError).toEqual([{ row: 1, messageKey: 'errors.otherImportType', params: { type: 'cfrHistoryImport', expected: 'cfrImport' } }]);
  });

  it("raw stock offered as raw PHD is another type's file", async () => {
    const { fileError } = await read(fixture('rawStock.csv'), 'rawPHD');
    expect(fileError?.[0]).toMatchObject({ messageKey: 'errors.otherImportType', params: { type: 'rawStock' } });
  });
});
