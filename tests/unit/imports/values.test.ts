import { describe, expect, it } from 'vitest';
import type { ImportDeclaration } from '../../../src/shared/imports/declaration';
import { declaration, raw, read, RAW_HEADER } from './read-helpers';

const withColumn = (header: string, value: string) => `${RAW_HEADER};${header}\nEingang;ERP-1;MAT-1012;offen;01.10.2026;${value}\n`;
const valueOf = async (header: string, value: string, type: ImportDeclaration | string = 'rawImport') => {
  const { rows, problems } = await read(withColumn(header, value), type);
  return { value: rows[0]?.values, problems };
};

describe('values', () => {
  it('cells are trimmed and an empty cell is null', async () => {
    const { rows } = await read(`${RAW_HEADER};Bemerkung;Fahrzeug\n Eingang ; ERP-1 ;MAT-1012;offen;01.10.2026;  ;  HH-TK 1 \n`);
    expect(rows[0]).toMatchObject({ key: 'ERP-1', values: { number: 'ERP-1', comment: null, vehicleName: 'HH-TK 1' } });
  });

  it("a cell an export guarded against formulas reads without its apostrophe, after trimming: '=x → =x, '<tab>x → <tab>x", async () => {
    const { rows } = await read(`${RAW_HEADER};Bemerkung;Fahrzeug\nEingang;ERP-1;MAT-1012;offen;01.10.2026;"'=HYPERLINK(""x"")";"'\tHH-TK 1"\n`);
    expect(rows[0].values).toMatchObject({ comment: '=HYPERLINK("x")', vehicleName: '\tHH-TK 1' });
    expect((await valueOf('Bemerkung', "'kein Formelschutz")).value?.comment).toBe("'kein Formelschutz");
  });

  it('decimal comma with thousands groups of three: 1.234,5 → 1234.5', async () => {
    for (const [text, number] of [
      ['1.234,5', 1234.5],
      ['1234,5', 1234.5],
      ['12.345.678', 12345678],
      ['0,25', 0.25],
      [',5', 0.5],
      ['7', 7],
    ] as const) {
      expect((await valueOf('Menge beladen', text)).value?.quantityLoaded, text).toBe(number);
    }
  });

  it('decimal point with thousands groups of three: 1,234.5 → 1234.5 (credit files)', async () => {
    const file = 'Credit ID,Compliance period,Transaction type,Transaction ID,Quantity (tCO2e)\nC-1,2025,Creation,TX-1,"1,234.5"\n';
    const { rows, problems } = await read(file, 'cfrImport');
    expect(problems).toEqual([]);
    expect(rows[0].values.quantityTco2e).toBe(1234.5);
  });

  it('anything else is an invalid number: bad groups, the other separator as decimal, letters', async () => {
    for (const text of ['1.23,4', '12.34', '1,2,3', '1.234.5', '12a', '1 234', '--1', ',']) {
      const { problems } = await valueOf('Menge beladen', text);
      expect(problems, text).toEqual([{ row: 2, column: 'Menge beladen', value: text, messageKey: 'errors.invalidNumber', params: { decimal: ',' } }]);
    }
  });

  it('factor: the file value times the factor is stored (t → kg)', async () => {
    const base = declaration('rawImport');
    const tonnes: ImportDeclaration = {
      ...base,
      columns: base.columns.map((column) => (column.property === 'quantityLoadedKg' ? { ...column, factor: 1000 } : column)),
    };
    expect((await valueOf('Menge beladen kg', '1,234', tonnes)).value?.quantityLoadedKg).toBe(1234);
  });

  it('integers must be integral', async () => {
    const file = (period: string) => `Credit ID,Compliance period,Transaction type,Transaction ID,Quantity (tCO2e)\nC-1,${period},Creation,TX-1,1\n`;
    expect((await read(file('2025'), 'cfrImport')).rows[0].values.compliancePeriod).toBe(2025);
    expect((await read(file('2025.5'), 'cfrImport')).problems).toMatchObject([{ column: 'Compliance period', messageKey: 'errors.notInteger' }]);
  });

  it('dates are parsed strictly by the declared formats, in order, to YYYY-MM-DD', async () => {
    expect((await valueOf('Entladedatum', '03.10.2026')).value?.dischargeDate).toBe('2026-10-03');
    expect((await valueOf('Entladedatum', '2026-10-03')).value?.dischargeDate).toBe('2026-10-03');
    for (const text of ['31.02.2026', '3.10.2026', '03.10.26', '10/03/2026', '2026-10-3', 'morgen']) {
      const { problems } = await valueOf('Entladedatum', text);
      expect(problems, text).toEqual([
        { row: 2, column: 'Entladedatum', value: text, messageKey: 'errors.invalidDate', params: { formats: 'DD.MM.YYYY, YYYY-MM-DD' } },
      ]);
    }
  });

  it('a flag takes yes/no words (ja/nein/yes/no/x/1/0/true/false)', async () => {
    for (const [text, flag] of [
      ['ja', 1],
      ['NEIN', 0],
      ['x', 1],
      ['yes', 1],
      ['no', 0],
      ['1', 1],
      ['0', 0],
      ['true', 1],
      ['false', 0],
    ] as const) {
      expect((await valueOf('Storniert', text)).value?.cancelled, text).toBe(flag);
    }
    expect((await valueOf('Storniert', 'vielleicht')).problems[0].messageKey).toBe('errors.invalidNumber');
  });

  it('the values map translates file codes, case-insensitive', async () => {
    expect((await valueOf('Transportart', 'lkw')).value?.modeOfTransportation).toBe('truck');
    expect((await valueOf('Transportart', 'BINNENSCHIFF')).value?.modeOfTransportation).toBe('barge');
    expect((await valueOf('Transportart', 'truck')).value?.modeOfTransportation).toBe('truck');
  });

  it('set values are stored on every row; "today" is the import date', async () => {
    expect((await read(raw('Eingang;ERP-1;MAT-1012;offen;01.10.2026'), 'rawImport', { today: '2026-03-04' })).rows[0].values).toMatchObject({
      manualEntry: 0,
      importDate: '2026-03-04',
    });
  });

  it('the key template builds the record key and sets the key property', async () => {
    const { rows } = await read('Standort;Produkt;Datum;Einheit;In Produktion\nLOC-0007;MAT-1024;03.11.2025;L15;1.000,5\n', 'rawPHD');
    expect(rows[0]).toMatchObject({
      resource: 'production-figures',
      key: 'LOC-0007-MAT-1024-2025-11-03',
      values: { id: 'LOC-0007-MAT-1024-2025-11-03', unit: 'L15°', quantityIn: 1000.5 },
    });
  });

  it('the target column picks the resource; an unknown value is a row problem', async () => {
    const { rows, problems } = await read(
      raw('Eingang;ERP-1;MAT-1012;offen;01.10.2026', 'A;ERP-2;MAT-1012;offen;01.10.2026', 'Umbuchung;ERP-3;MAT-1012;offen;01.10.2026'),
    );
    expect(rows.map((row) => [row.key, row.resource])).toEqual([
      ['ERP-1', 'inbounds'],
      ['ERP-2', 'outbounds'],
    ]);
    expect(problems).toEqual([{ row: 4, column: 'Richtung', value: 'Umbuchung', messageKey: 'errors.unknownTarget', params: { values: 'inbound, outbound' } }]);
    expect(rows[0].values).not.toHaveProperty('direction');
  });

  it('registry validation: a value outside the enum is errors.enum naming the allowed values', async () => {
    const { problems } = await valueOf('Incoterm', 'XYZ');
    expect(problems).toEqual([
      { row: 2, column: 'Incoterm', value: 'XYZ', messageKey: 'errors.enum', params: { values: 'EXW, FCA, CPT, CIP, DAP, DPU, DDP, FAS, FOB, CFR, CIF' } },
    ]);
  });

  it('registry validation: an empty required value is errors.required', async () => {
    const { problems } = await read(raw('Eingang;ERP-1;;offen;01.10.2026'));
    expect(problems).toEqual([{ row: 2, column: 'Produkt', messageKey: 'errors.required' }]);
  });

  it('registry validation: a text over maxLength is errors.maxLength with the limit', async () => {
    const { problems } = await valueOf('Fahrzeug', 'x'.repeat(81));
    expect(problems).toEqual([{ row: 2, column: 'Fahrzeug', value: 'x'.repeat(81), messageKey: 'errors.maxLength', params: { max: 80 } }]);
  });

  it('registry validation: a number below the minimum is errors.amount with the limit', async () => {
    const { problems } = await valueOf('Menge beladen', '-1');
    expect(problems).toMatchObject([{ column: 'Menge beladen', messageKey: 'errors.amount', params: { min: 0 } }]);
  });

  it('an empty key part is a required problem of its column', async () => {
    const { problems } = await read('Standort;Produkt;Datum;Einheit\n;MAT-1024;03.11.2025;L15\n', 'rawPHD');
    expect(problems).toEqual([{ row: 2, column: 'Standort', messageKey: 'errors.required', params: { column: 'Standort' } }]);
  });

  it('references are not checked here (the import job does, in SQL)', async () => {
    const { value, problems } = await valueOf('Lieferant', '999999');
    expect(problems).toEqual([]);
    expect(value?.supplierPartner).toBe('999999');
  });

  it('every problem of a row is listed: a value that does not parse and a registry rule on another column', async () => {
    const { problems } = await read(`${RAW_HEADER};Fahrzeug\nEingang;ERP-1;MAT-1012;offen;31.02.2026;${'x'.repeat(81)}\n`);
    expect(problems.map((problem) => [problem.column, problem.messageKey])).toEqual([
      ['Beladedatum', 'errors.invalidDate'],
      ['Fahrzeug', 'errors.maxLength'],
    ]);
  });

  it('a row with problems keeps the values that could be read, for the reference checks: not the refused ones, no key when it has none', async () => {
    const { rows, partial } = await read(
      `${RAW_HEADER};Fahrzeug;Lieferant\nEingang;ERP-1;MAT-1012;offen;31.02.2026;${'x'.repeat(81)};999999\nAusgang;;MAT-1;offen;01.10.2026;;\n`,
    );
    expect(rows).toEqual([]);
    expect(partial).toEqual([
      { row: 2, resource: 'inbounds', key: 'ERP-1', values: expect.objectContaining({ number: 'ERP-1', product: 'MAT-1012', supplierPartner: '999999' }) },
      { row: 3, resource: 'outbounds', values: expect.objectContaining({ product: 'MAT-1' }) },
    ]);
    expect(partial[0].values).not.toHaveProperty('loadingDate');
    expect(partial[0].values).not.toHaveProperty('vehicleName');
    expect(partial[1].values).not.toHaveProperty('number');
  });

  it('a row whose target or field count is wrong has nothing to check further', async () => {
    const { partial, problems } = await read(raw('Umbuchung;ERP-3;MAT-1012;offen;01.10.2026', 'Eingang;ERP-4'));
    expect(problems.map((problem) => problem.messageKey)).toEqual(['errors.unknownTarget', 'errors.fieldCount']);
    expect(partial).toEqual([]);
  });

  it('an empty target column is a required problem', async () => {
    const { problems } = await read(raw(';ERP-1;MAT-1012;offen;01.10.2026'));
    expect(problems).toEqual([{ row: 2, column: 'Richtung', messageKey: 'errors.required', params: { values: 'inbound, outbound' } }]);
  });
});
