import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { allVisibilityKeys } from '../../src/shared/navigation';
import type { ReportId, ReportRow } from '../../src/shared/reports/api';
import { useTestServer } from './harness';
import { ImportClient } from './imports/import-client';
import { plantReportFixture } from './reports-fixture';

/**
 * Every CSV the portal writes follows the user's regional format: German files `;`, a decimal comma and
 * 31.12.2025; English ones `,`, a decimal point and ISO days; the setting "international" writes the latter
 * in every language. Values read as the screen shows them.
 */
const server = useTestServer();
const TENANT = 'CSV_REGIONAL';
const CREDITS: ReportId = 'credit-generation-report';
const LOCATION = { number: 'RG-1', name: 'Weser Ölmühle', latitude: 53.0793, validFrom: '2025-03-01' };
const COLUMNS = '_columns=number,name,latitude,validFrom';
let token: string;
let client: ImportClient;

async function download(path: string): Promise<string> {
  const response = await server.fetch(`/api/v1${path}`, { headers: { authorization: `Bearer ${token.replace(/^Bearer /, '')}`, 'x-tenant': TENANT } });
  expect(response.status, path).toBe(200);
  return (await response.text()).replace(/^\uFEFF/, '');
}

const lines = (csv: string) => csv.trim().split('\n');
const setCsvFormat = async (csvFormat: 'language' | 'international') =>
  expect((await server.api('PUT', '/account/settings', { token, body: { csvFormat } })).status).toBe(200);

beforeAll(async () => {
  ({ token } = await server.loginAs('admin@fuel-portal.example'));
  await server.db.query(`INSERT INTO tenants (name, display_name, visible_routes) VALUES ($1, $1, $2)`, [
    TENANT,
    JSON.stringify(allVisibilityKeys(server.app.registry)),
  ]);
  client = new ImportClient(server, token, TENANT);
  await client.resources.create('locations', LOCATION);
  await plantReportFixture(client.resources);
}, 120_000);

describe('a list export', () => {
  it('in German: ; between fields, a decimal comma, days as dd.MM.yyyy', async () => {
    const [header, row] = lines(await download(`/locations.csv?${COLUMNS}&number=RG-1&lang=de`));
    expect(header.split(';')).toHaveLength(4);
    expect(row).toBe('RG-1;Weser Ölmühle;53,0793;01.03.2025');
  });

  it('in English: , between fields, a decimal point, ISO days', async () => {
    const [header, row] = lines(await download(`/locations.csv?${COLUMNS}&number=RG-1&lang=en`));
    expect(header.split(',')).toHaveLength(4);
    expect(row).toBe('RG-1,Weser Ölmühle,53.0793,2025-03-01');
  });

  it('with the setting "international": German headers, but , between fields, a decimal point, ISO days', async () => {
    await setCsvFormat('international');
    try {
      const [header, row] = lines(await download(`/locations.csv?${COLUMNS}&number=RG-1&lang=de`));
      expect(header).toBe('Standortnummer,Name,Breitengrad,Gültig ab');
      expect(row).toBe('RG-1,Weser Ölmühle,53.0793,2025-03-01');
    } finally {
      await setCsvFormat('language');
    }
  });

  it('in German imports back unchanged, and a changed decimal-comma number reads as that number', async () => {
    const csv = await download(`/locations.csv?number=RG-1&lang=de`);
    expect(csv).toContain(';53,0793;');
    expect(await client.imported('resource:locations', csv)).toMatchObject({ importStatus: 'succeeded', recordsUnchanged: 1 });
    expect((await client.call('GET', '/locations/RG-1')).body).toMatchObject(LOCATION);
    expect(await client.imported('resource:locations', csv.replace(';53,0793;', ';53,5;'))).toMatchObject({ importStatus: 'succeeded', recordsUpdated: 1 });
    expect((await client.call('GET', '/locations/RG-1')).body).toMatchObject({ ...LOCATION, latitude: 53.5 });
  });
});

describe('a report export', () => {
  const PERIOD = '2024';
  const columns = () => server.app.registry.reports.get(CREDITS)!.columns;
  const column = (key: string) => columns().findIndex((candidate) => candidate.key === key);
  /** The rows the API answers, and the file's lines parsed with its delimiter. */
  async function exported(lang: 'de' | 'en', delimiter: ';' | ',') {
    const api = (await server.api('GET', `/reports/${CREDITS}?compliancePeriod=${PERIOD}&_end=1000`, { token, tenant: TENANT })).body;
    expect(api.rows.length).toBeGreaterThan(0);
    const file = parse(await download(`/reports/${CREDITS}/export?format=csv&lang=${lang}&compliancePeriod=${PERIOD}`), { delimiter }) as string[][];
    expect(file[0]).toHaveLength(columns().length);
    return { rows: api.rows as ReportRow[], totals: api.totals[0].values as ReportRow, file };
  }
  const quarterOnScreen = (quarter: unknown) => String(quarter).replace(/^(\d{4})-Q(\d)$/, 'Q$2 $1');

  it('in German: ; between fields, numbers with a decimal comma and their decimals, quarters as the screen shows them', async () => {
    const { rows, totals, file } = await exported('de', ';');
    expect(file.slice(1, -1).map((line) => line[column('quarter')])).toEqual(rows.map((row) => quarterOnScreen(row.quarter)));
    expect(file.slice(1, -1).map((line) => line[column('credits')])).toEqual(rows.map((row) => Number(row.credits).toFixed(6).replace('.', ',')));
    expect(file.at(-1)![column('quantityM3')]).toBe(Number(totals.quantityM3).toFixed(3).replace('.', ','));
    expect(file[1][column('quarter')]).toMatch(/^Q\d 2024$/);
  });

  it('in English: , between fields, numbers with a decimal point', async () => {
    const { rows, file } = await exported('en', ',');
    expect(file.slice(1, -1).map((line) => line[column('quarter')])).toEqual(rows.map((row) => quarterOnScreen(row.quarter)));
    expect(file.slice(1, -1).map((line) => line[column('credits')])).toEqual(rows.map((row) => Number(row.credits).toFixed(6)));
  });

  it('with the setting "international": German texts, , between fields, numbers with a decimal point', async () => {
    await setCsvFormat('international');
    try {
      const { rows, file } = await exported('de', ',');
      expect(file[0][column('credits')]).toBe('Vorläufige Zertifikate (t CO2e)');
      expect(file.slice(1, -1).map((line) => line[column('credits')])).toEqual(rows.map((row) => Number(row.credits).toFixed(6)));
    } finally {
      await setCsvFormat('language');
    }
  });
});
