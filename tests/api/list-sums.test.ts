import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableName } from '../../src/server/resources/sql-names';
import { readXlsxCells } from '../support/xlsx-cells';
import { useTestServer } from './harness';
import { plantRecord } from './samples';

/** A list's totals row: its x-sum quantities added up over the whole filtered set, by the server. */
const server = useTestServer();
const TENANT = 'LIST_SUMS';
const OTHER = 'LIST_SUMS_OTHER';
let token: string;

const sums = (query = '', tenant = TENANT) => server.api('GET', `/inbounds.sums${query}`, { token, tenant });

/** The database's own sums of the tenant's inbounds matching `where`, as numbers. */
async function sqlSums(where = 'true') {
  const { rows } = await server.db.query<Record<string, string>>(
    `SELECT sum("quantityLoadedKg")::text AS "quantityLoadedKg", sum("quantityLoadedL15")::text AS "quantityLoadedL15"
     FROM ${tableName('inbounds')} WHERE tenant = $1 AND ${where}`,
    [TENANT],
  );
  return { quantityLoadedKg: Number(rows[0].quantityLoadedKg), quantityLoadedL15: Number(rows[0].quantityLoadedL15) };
}

beforeAll(async () => {
  await server.db.query(`INSERT INTO tenants (name, display_name, visible_routes) VALUES ($1, $1, '["inbounds", "partners"]'), ($2, $2, '["inbounds"]')`, [
    TENANT,
    OTHER,
  ]);
  ({ token } = await server.loginAs('admin@fuel-portal.example'));
  for (let n = 1; n <= 30; n++) {
    await plantRecord(server, TENANT, 'inbounds', {
      number: `IN-${n}`,
      movementStatus: n % 3 === 0 ? 'locked' : 'open',
      quantityLoadedKg: n === 1 ? 0.1 : n === 2 ? 0.2 : n * 1000.125,
      quantityLoadedL15: n % 2 ? n : null,
      quantityDischargedKg: null,
      comment: n % 5 === 0 ? 'Tank five' : null,
    });
  }
  await plantRecord(server, OTHER, 'inbounds', { number: 'IN-1', quantityLoadedKg: 999_999, quantityLoadedL15: 999_999 });
});

describe('list sums', () => {
  it('add up every summed quantity over all records of the list, not one page, as the database sums them', async () => {
    const answer = await sums();
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual([
      'quantityDischarged',
      'quantityDischargedKg',
      'quantityDischargedL15',
      'quantityLoaded',
      'quantityLoadedKg',
      'quantityLoadedL15',
    ]);
    expect(answer.body).toMatchObject(await sqlSums());
  });

  it('are exact decimal sums (0.1 + 0.2 = 0.3)', async () => {
    expect((await sums('?number=IN-1&number=IN-2')).body.quantityLoadedKg).toBe(0.3);
  });

  it('are 0 for a quantity no matching record holds, and for no matching record', async () => {
    expect((await sums()).body.quantityDischargedKg).toBe(0);
    expect((await sums('?number=none')).body).toEqual({
      quantityLoaded: [],
      quantityLoadedKg: 0,
      quantityLoadedL15: 0,
      quantityDischarged: [],
      quantityDischargedKg: 0,
      quantityDischargedL15: 0,
    });
  });

  it("follow the list's filters and search", async () => {
    expect((await sums('?movementStatus=locked')).body).toMatchObject(await sqlSums(`"movementStatus" = 'locked'`));
    expect((await sums('?quantityLoadedKg_gte=20000')).body).toMatchObject(await sqlSums(`"quantityLoadedKg" >= 20000`));
    expect((await sums('?q=tank%20five')).body).toMatchObject(await sqlSums(`comment = 'Tank five'`));
  });

  it("count only the tenant's own records", async () => {
    expect((await sums('', OTHER)).body).toMatchObject({ quantityLoadedKg: 999_999, quantityLoadedL15: 999_999 });
    expect((await sums()).body.quantityLoadedKg).toBeLessThan(999_999);
  });

  it('follow a write at once (an answer kept for the filter retires with it)', async () => {
    const before = (await sums('?movementStatus=open')).body.quantityLoadedKg;
    await server.db.query(`UPDATE ${tableName('inbounds')} SET "quantityLoadedKg" = "quantityLoadedKg" + 1 WHERE tenant = $1 AND number = 'IN-4'`, [TENANT]);
    expect((await sums('?movementStatus=open')).body.quantityLoadedKg).toBe(before + 1);
  });

  it('refuse paging, an unknown filter and a value the column cannot hold, like the list', async () => {
    expect((await sums('?_start=0&_end=10')).body.code).toBe('UNKNOWN_FIELD');
    expect((await sums('?nothing=1')).body.code).toBe('UNKNOWN_FIELD');
    expect((await sums('?quantityLoadedKg_gte=much')).body.code).toBe('VALIDATION');
  });

  it('exist only for resources with summed quantities', async () => {
    expect((await server.api('GET', '/partners.sums', { token, tenant: TENANT })).status).toBe(404);
  });
});

describe('the list export with summed columns', () => {
  const download = async (path: string) => {
    const response = await server.fetch(`/api/v1${path}`, { headers: { authorization: `Bearer ${token.replace(/^Bearer /, '')}`, 'x-tenant': TENANT } });
    return Buffer.from(await response.arrayBuffer());
  };
  const csvLines = (bytes: Buffer, delimiter: string) => parse(bytes, { bom: true, delimiter }) as string[][];

  it.each([
    ['de', ';', ['Σ Summe / gefilterte Liste', '', '165020,625']],
    ['en', ',', ['Σ Total / filtered list', '', '165020.625']],
  ])('ends with the totals of the filtered list, labelled in the key column (%s)', async (lang, delimiter, totals) => {
    const lines = csvLines(await download(`/inbounds.csv?_columns=number,movementStatus,quantityLoadedKg&movementStatus=locked&lang=${lang}`), delimiter);
    const expected = (await sqlSums(`"movementStatus" = 'locked'`)).quantityLoadedKg;
    expect(Number(totals[2].replace(',', '.'))).toBe(expected);
    expect(lines).toHaveLength(1 + 10 + 1);
    expect(lines.at(-1)).toEqual(totals);
  });

  it('writes the totals row to XLSX as number cells', async () => {
    const cells = readXlsxCells(await download('/inbounds.xlsx?_columns=number,quantityLoadedKg&movementStatus=locked&lang=en'));
    expect(cells.at(-1)).toEqual(['Σ Total / filtered list', (await sqlSums(`"movementStatus" = 'locked'`)).quantityLoadedKg]);
  });

  it('has no totals row without a summed column among the exported ones, nor for an empty list', async () => {
    expect(csvLines(await download('/inbounds.csv?_columns=number,movementStatus&lang=en'), ',')).toHaveLength(1 + 30);
    expect(csvLines(await download('/inbounds.csv?_columns=number,quantityLoadedKg&number=none&lang=en'), ',')).toHaveLength(1);
  });
});

describe("list sums of a quantity in its product's unit (x-unit-from)", () => {
  const UNITS = 'LIST_SUMS_UNITS';
  const unitSums = (query = '') => server.api('GET', `/inbounds.sums${query}`, { token, tenant: UNITS });
  const product = (number: string, version: number, unitOfMeasurement: string, validFrom: string) =>
    plantRecord(server, UNITS, 'products', { number, version, unitOfMeasurement, validFrom });
  const inbound = (number: string, product: string | null, loadingDate: string, quantityLoaded: number, quantityDischarged: number | null = null) =>
    plantRecord(server, UNITS, 'inbounds', {
      number,
      product,
      loadingDate,
      quantityLoaded,
      quantityDischarged,
      quantityLoadedKg: 4,
      movementStatus: number === 'B-1' ? 'locked' : 'open',
    });

  beforeAll(async () => {
    await server.db.query(`INSERT INTO tenants (name, display_name, visible_routes) VALUES ($1, $1, '["inbounds", "products"]')`, [UNITS]);
    await product('P-KG', 1, 'Kg', '2000-01-01');
    await product('P-L15', 1, 'L15°', '2000-01-01');
    // Measured in litres until 2024, in kilograms from 2025: each movement in the unit of its loading date's version.
    await product('P-SWITCH', 1, 'L15°', '2020-01-01');
    await product('P-SWITCH', 2, 'Kg', '2025-01-01');
    // Not in effect on any loading date yet: the earliest version counts, as for every versioned record.
    await product('P-LATER', 1, 'Kg', '2099-01-01');
    await inbound('A-1', 'P-KG', '2024-05-01', 0.1, 1);
    await inbound('A-2', 'P-KG', '2025-02-01', 0.2);
    await inbound('B-1', 'P-L15', '2024-05-01', 1000.5, 2);
    await inbound('B-2', 'P-L15', '2025-06-01', 2000.25);
    await inbound('S-1', 'P-SWITCH', '2024-12-31', 300);
    await inbound('S-2', 'P-SWITCH', '2025-01-01', 7);
    await inbound('L-1', 'P-LATER', '2024-01-01', 5);
    await inbound('N-1', null, '2024-01-01', 11);
  });

  it('are one exact total per unit, Kg first, then L15°, then the rows without a unit; kilograms and litres never added', async () => {
    const answer = await unitSums();
    expect(answer.status).toBe(200);
    expect(answer.body.quantityLoaded).toEqual([
      { unit: 'Kg', sum: 12.3 },
      { unit: 'L15°', sum: 3300.75 },
      { unit: null, sum: 11 },
    ]);
    // A unit none of the matching rows has a quantity in is left out, not answered as 0.
    expect(answer.body.quantityDischarged).toEqual([
      { unit: 'Kg', sum: 1 },
      { unit: 'L15°', sum: 2 },
    ]);
  });

  it("follow the list's filters", async () => {
    expect((await unitSums('?movementStatus=locked')).body.quantityLoaded).toEqual([{ unit: 'L15°', sum: 1000.5 }]);
    expect((await unitSums('?product=P-SWITCH')).body.quantityLoaded).toEqual([
      { unit: 'Kg', sum: 7 },
      { unit: 'L15°', sum: 300 },
    ]);
    expect((await unitSums('?loadingDate_gte=2025-01-01')).body.quantityLoaded).toEqual([
      { unit: 'Kg', sum: 7.2 },
      { unit: 'L15°', sum: 2000.25 },
    ]);
    expect((await unitSums('?number=none')).body.quantityLoaded).toEqual([]);
  });

  it("follow a change of a product's unit at once (an answer kept for the filter retires with it)", async () => {
    expect((await unitSums('?product=P-LATER')).body.quantityLoaded).toEqual([{ unit: 'Kg', sum: 5 }]);
    await server.db.query(`UPDATE ${tableName('products')} SET "unitOfMeasurement" = 'L15°' WHERE tenant = $1 AND number = 'P-LATER'`, [UNITS]);
    expect((await unitSums('?product=P-LATER')).body.quantityLoaded).toEqual([{ unit: 'L15°', sum: 5 }]);
    await server.db.query(`UPDATE ${tableName('products')} SET "unitOfMeasurement" = 'Kg' WHERE tenant = $1 AND number = 'P-LATER'`, [UNITS]);
  });

  it('end the export with one figure per unit in the quantity column, in the number format of the file', async () => {
    const download = async (path: string) => {
      const response = await server.fetch(`/api/v1${path}`, { headers: { authorization: `Bearer ${token.replace(/^Bearer /, '')}`, 'x-tenant': UNITS } });
      return Buffer.from(await response.arrayBuffer());
    };
    const columns = '_columns=number,quantityLoaded,quantityLoadedKg';
    const de = parse(await download(`/inbounds.csv?${columns}&lang=de`), { bom: true, delimiter: ';' }) as string[][];
    expect(de.at(-1)).toEqual(['Σ Summe / gefilterte Liste', '12,3 Kg · 3300,75 L15° · 11 ohne Einheit', '32']);
    const en = parse(await download(`/inbounds.csv?${columns}&lang=en`), { bom: true }) as string[][];
    expect(en.at(-1)).toEqual(['Σ Total / filtered list', '12.3 Kg · 3300.75 L15° · 11 without unit', '32']);
    const cells = readXlsxCells(await download(`/inbounds.xlsx?${columns}&product=P-L15&lang=de`));
    expect(cells.at(-1)).toEqual(['Σ Summe / gefilterte Liste', '3.000,75 L15°', 8]);
  });
});
