import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { XLSX_MAX_ROWS } from '../../src/server/routes/resource-export';
import { readXlsxCells } from '../support/xlsx-cells';
import { useTestServer } from './harness';
import { plantRecord } from './samples';

/** A list's export reads as the list does, in the user's language, as CSV (with a BOM) and XLSX. */
const server = useTestServer();
const TENANT = 'LIST_EXPORT';
const HIDDEN_REFERENCES = 'LIST_EXPORT_INBOUNDS_ONLY';
let token: string;

const plant = (tenant: string, resource: string, record: Record<string, unknown>) => plantRecord(server, tenant, resource, record);

async function download(path: string, tenant = TENANT) {
  const response = await server.fetch(`/api/v1${path}`, { headers: { authorization: token, 'x-tenant': tenant } });
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

const csvRows = (bytes: Buffer, delimiter = ',') => parse(bytes, { bom: true, delimiter }) as string[][];
const COLUMNS = '_columns=number,movementStatus,supplierPartner,quantityLoaded,loadingDate,cancelled';

beforeAll(async () => {
  await server.db.query(
    `INSERT INTO tenants (name, display_name, visible_routes) VALUES ($1, $1, '["inbounds", "partners", "products", "locations"]'), ($2, $2, '["inbounds"]')`,
    [TENANT, HIDDEN_REFERENCES],
  );
  ({ token } = await server.loginAs('admin@fuel-portal.example'));
  for (const tenant of [TENANT, HIDDEN_REFERENCES]) {
    await plant(tenant, 'partners', { number: 'P-1', name: 'Weser Ölmühle', validFrom: '2020-01-01' });
    await plant(tenant, 'products', { number: 'PR-1', unitOfMeasurement: 'Kg', validFrom: '2020-01-01' });
    await plant(tenant, 'inbounds', {
      number: 'IN-1',
      product: 'PR-1',
      movementStatus: 'locked',
      supplierPartner: 'P-1',
      quantityLoaded: 1234.5,
      loadingDate: '2025-03-01',
      cancelled: 0,
    });
  }
});

describe('the list export', () => {
  it('writes CSV in UTF-8 with a BOM', async () => {
    const { status, type, bytes } = await download(`/inbounds.csv?${COLUMNS}`);
    expect(status).toBe(200);
    expect(type).toContain('text/csv');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it.each([
    [
      'en',
      ['Inbound number', 'Movement status', 'Supplier', 'Quantity loaded', 'Loading date', 'Cancelled'],
      ['IN-1', 'Locked', 'P-1 – Weser Ölmühle', '1234.5', '2025-03-01', 'No'],
      ['Σ Total / filtered list', '', '', '1234.5 Kg', '', ''],
    ],
    [
      'de',
      ['Anlieferungsnummer', 'Bewegungsstatus', 'Lieferant', 'Lademenge', 'Ladedatum', 'Storniert'],
      ['IN-1', 'Gesperrt', 'P-1 – Weser Ölmühle', '1234,5', '01.03.2025', 'Nein'],
      ['Σ Summe / gefilterte Liste', '', '', '1234,5 Kg', '', ''],
    ],
  ])('headers are the column labels and values the list texts in the language asked for, in its CSV format (%s)', async (lang, header, row, totals) => {
    expect(csvRows((await download(`/inbounds.csv?${COLUMNS}&lang=${lang}`)).bytes, lang === 'de' ? ';' : ',')).toEqual([header, row, totals]);
  });

  it('takes the language from Accept-Language when none is asked for', async () => {
    const response = await server.fetch(`/api/v1/inbounds.csv?_columns=movementStatus`, {
      headers: { authorization: token, 'x-tenant': TENANT, 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(csvRows(Buffer.from(await response.arrayBuffer()))).toEqual([['Bewegungsstatus'], ['Gesperrt']]);
  });

  it('names a reference by its key alone where the tenant does not show the referenced area', async () => {
    expect(csvRows((await download('/inbounds.csv?_columns=supplierPartner&lang=en', HIDDEN_REFERENCES)).bytes)).toEqual([['Supplier'], ['P-1']]);
  });

  it('writes the same export as XLSX: texts as text, numbers and dates as cells', async () => {
    const { status, type, bytes } = await download(`/inbounds.xlsx?${COLUMNS}&lang=de`);
    expect(status).toBe(200);
    expect(type).toContain('spreadsheetml');
    const [header, row] = readXlsxCells(bytes);
    expect(header).toEqual(['Anlieferungsnummer', 'Bewegungsstatus', 'Lieferant', 'Lademenge', 'Ladedatum', 'Storniert']);
    // Excel counts days from 1899-12-30: 2025-03-01 is day 45717.
    expect(row).toEqual(['IN-1', 'Gesperrt', 'P-1 – Weser Ölmühle', 1234.5, 45717, 'Nein']);
  });

  it("follows the list's filters and sort", async () => {
    await plant(TENANT, 'inbounds', { number: 'IN-2', movementStatus: 'open', loadingDate: '2025-04-01' });
    expect(csvRows((await download('/inbounds.csv?_columns=number&_sort=number&_order=desc&lang=en')).bytes)).toEqual([['Inbound number'], ['IN-2'], ['IN-1']]);
    expect(csvRows((await download('/inbounds.csv?_columns=number&movementStatus=open&lang=en')).bytes)).toEqual([['Inbound number'], ['IN-2']]);
    expect(readXlsxCells((await download('/inbounds.xlsx?_columns=number&movementStatus=open')).bytes)).toEqual([['Inbound number'], ['IN-2']]);
  });

  it(`refuses an XLSX of more than ${XLSX_MAX_ROWS} rows with 400 EXPORT_TOO_LARGE, naming the count and the limit`, async () => {
    const LARGE = 'LIST_EXPORT_LARGE';
    await server.db.query(`INSERT INTO tenants (name, display_name, visible_routes) VALUES ($1, $1, '["inbounds"]')`, [LARGE]);
    await server.db.query(
      `INSERT INTO e_inbounds (tenant, number, created_by, updated_by) SELECT $1, 'L-' || n, 'test', 'test' FROM generate_series(1, $2::int) AS n`,
      [LARGE, XLSX_MAX_ROWS + 1],
    );
    const response = await server.fetch('/api/v1/inbounds.xlsx?_columns=number', { headers: { authorization: token, 'x-tenant': LARGE } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'EXPORT_TOO_LARGE', total: XLSX_MAX_ROWS + 1, limit: XLSX_MAX_ROWS });
    // Filtered below the limit, it is written.
    expect((await server.fetch('/api/v1/inbounds.xlsx?_columns=number&number=L-1', { headers: { authorization: token, 'x-tenant': LARGE } })).status).toBe(200);
  }, 120_000);
});
