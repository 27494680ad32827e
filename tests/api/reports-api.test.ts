import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/server/project-paths';
import { allVisibilityKeys } from '../../src/shared/navigation';
import { buildRegistry } from '../../src/shared/registry';
import { monthLabel } from '../../src/shared/reports/period-labels';
import { MISSING_PERIODS_ROUTE } from '../../src/shared/mass-balance/api';
import type { ReportColumn, ReportId, ReportRow, ReportTotals } from '../../src/shared/reports/api';
import { SITES } from '../fixtures/reports/cfr-fixture';
import { readRegistryFiles } from '../support/registry-files';
import { readXlsxCells } from '../support/xlsx-cells';
import { useTestServer } from './harness';
import { plantReportFixture } from './reports-fixture';
import { ResourceClient } from './resource-client';

const server = useTestServer();
/** A tenant of its own with the two input reports; NONE shows the on-site input only and has no facilities; CFR shows everything and holds the CFR data set. */
const TENANT = 'REPORTS_API';
const NONE = 'REPORTS_NONE';
const CFR = 'REPORTS_CFR';
const ONSITE: ReportId = 'onsite-report-facility-input';
const OFFSITE: ReportId = 'offsite-report-facility-input';
const REPORTS = buildRegistry(readRegistryFiles()).reports;
const de = JSON.parse(readFileSync(join(PROJECT_ROOT, 'locales', 'de', 'reports.json'), 'utf8'));

let token: string;
let client: ResourceClient;
/** Keys of the hand-made records, by the name the test gives them. */
const key: Record<string, string> = {};

const get = (path: string, tenant = TENANT) => server.api('GET', path, { token, tenant });
const download = (path: string, tenant = TENANT) =>
  server.fetch(`/api/v1${path}`, { headers: { authorization: `Bearer ${token.replace(/^Bearer /, '')}`, 'x-tenant': tenant } });

/**
 * The data set (compliance period 2025 unless said): an own production site OWN, a third-party facility
 * THIRD, a depot; rapeseed oil with two configurations of the same validFrom at OWN (the higher value, eligible,
 * wins) and a later ineligible one from July; used cooking oil without configuration. Proofs: P1 (origin CA,
 * CERT-B) covers 600 kg of i1 and 400 kg of i2, P2 (origin US, CERT-A) 300 kg of i1.
 */
async function plant(): Promise<void> {
  const create = async (name: string, resource: string, fields: Record<string, unknown>) => {
    const record = await client.create(resource, fields);
    key[name] = String(record[client.entity(resource)['x-key']]);
    return record;
  };
  await create('OWN', 'locations', { name: 'Own plant', productionSite: true, thirdPartyFacility: false, validFrom: '2020-01-01' });
  await create('THIRD', 'locations', {
    name: 'Toll refinery',
    productionSite: true,
    thirdPartyFacility: true,
    validFrom: '2020-01-01',
    latitude: 49.123456,
    longitude: 8.654321,
    addressLine1: 'Hafenstraße 1',
    addressLine2: '68159 Mannheim',
    addressLine3: null,
    addressLine4: null,
  });
  await create('DEPOT', 'locations', { name: 'Depot', productionSite: false, thirdPartyFacility: false, validFrom: '2020-01-01' });
  await create('RAPE', 'products', { name: 'Rapeseed oil', productGroup: 'pflanzenoel', unitOfMeasurement: 'Kg', validFrom: '2020-01-01' });
  await create('UCO', 'products', { name: 'Used cooking oil', productGroup: 'pflanzenoel', unitOfMeasurement: 'Kg', validFrom: '2020-01-01' });
  await create('HVO', 'products', { name: 'HVO', productGroup: 'hvo', validFrom: '2020-01-01' });
  await create('SUP', 'partners', { name: 'Supplier DE', country: 'de', validFrom: '2020-01-01', validTo: null });
  await create('SUP2', 'partners', { name: 'Supplier AT', country: 'at', validFrom: '2020-01-01', validTo: null });
  await create('FS1', 'feedstock', { name: 'Rapeseed', feedstockClass: 'Crop-based' });
  const config = (fields: Record<string, unknown>) =>
    client.create('carbonintensityconfigurations', {
      site: key.OWN,
      inputProduct: key.RAPE,
      outputProduct: key.HVO,
      idType: 'approved',
      feedstockId: key.FS1,
      ...fields,
    });
  await config({ validFrom: '2025-01-01', value: 30, eligible: true });
  await config({ validFrom: '2025-01-01', value: 20, eligible: false });
  await config({ validFrom: '2025-07-01', value: 40, eligible: false });

  const inbound = (name: string, fields: Record<string, unknown>) =>
    create(name, 'inbounds', { product: key.RAPE, dischargeSite: key.OWN, supplierPartner: key.SUP, cancelled: 0, movementStatus: 'open', ...fields });
  await inbound('i1', { dischargeDate: '2025-02-10', quantityDischargedKg: 1000.4, quantityDischargedL15: 1100.6 });
  await inbound('i2', { dischargeDate: '2025-02-20', quantityDischargedKg: 2000.2, quantityDischargedL15: 2200.2 });
  await inbound('i3', { dischargeDate: '2025-08-05', quantityDischargedKg: 500, quantityDischargedL15: 550 });
  await inbound('i4', { dischargeDate: '2025-03-01', product: key.UCO, quantityDischargedKg: 700, quantityDischargedL15: 800.25 });
  await inbound('i5', { dischargeDate: '2025-02-15', quantityDischargedKg: 9999, quantityDischargedL15: 9999, cancelled: 1 });
  await inbound('i6', { dischargeDate: '2025-02-15', dischargeSite: key.DEPOT, quantityDischargedKg: 8888, quantityDischargedL15: 8888 });
  await inbound('i7', { dischargeDate: '2025-04-04', dischargeSite: key.THIRD, quantityDischargedKg: 100, quantityDischargedL15: 120 });
  await inbound('i8', { dischargeDate: '2024-12-31', quantityDischargedKg: 50, quantityDischargedL15: 55 });
  await inbound('i9', { dischargeDate: '2025-02-25', supplierPartner: key.SUP2, quantityDischargedKg: 10.1, quantityDischargedL15: 11.1 });

  // Whatever the sample records made on the side (references of references) is no facility and no movement.
  const planted = ['i1', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7', 'i8', 'i9'].map((name) => key[name]);
  await server.db.query(`UPDATE e_inbounds SET cancelled = 1 WHERE tenant = $1 AND NOT number = ANY ($2::text[])`, [TENANT, planted]);
  await server.db.query(`UPDATE e_outbounds SET cancelled = 1 WHERE tenant = $1`, [TENANT]);
  await server.db.query(`UPDATE e_locations SET "productionSite" = false WHERE tenant = $1 AND NOT number = ANY ($2::text[])`, [TENANT, [key.OWN, key.THIRD]]);

  // i8 (December 2024) gets its balance first: a chain leaves no month with movements out.
  await client.call('POST', MISSING_PERIODS_ROUTE, { site: key.OWN, product: key.RAPE, unit: 'Kg', dateFrom: '2025-02-01' });
  const balance = await client.create('mass-balances', { site: key.OWN, product: key.RAPE, unit: 'Kg', dateFrom: '2025-02-01' });
  const proof = (name: string, certificateNumber: string, originCountry: string) =>
    create(name, 'sustainabilitydata', {
      certificateNumber,
      originCountry,
      product: key.RAPE,
      productGroup: 'pflanzenoel',
      unitOfMeasurement: 'Kg',
      volume: 1000,
      originalSustainabilityDataId: null,
      previousSustainabilityDataId: null,
    });
  await proof('P1', 'CERT-B', 'CA');
  await proof('P2', 'CERT-A', 'US');
  for (const [inboundName, proofName, quantity] of [
    ['i1', 'P1', 600],
    ['i2', 'P1', 400],
    ['i1', 'P2', 300],
  ] as const) {
    const answer = await client.call('POST', `/mass-balances/${encodeURIComponent(balance.identifierValue)}/allocations`, {
      resource: 'inbounds',
      key: key[inboundName],
      proof: key[proofName],
      quantity,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
}

beforeAll(async () => {
  ({ token } = await server.loginAs('admin@fuel-portal.example'));
  const registryKeys = [...new Set([...server.app.registry.values()].map((entity) => entity['x-visibility']))];
  await server.db.query(`INSERT INTO tenants (name, display_name, visible_routes) VALUES ($1, $1, $2), ($3, $3, $4), ($5, $5, $6)`, [
    TENANT,
    JSON.stringify([...registryKeys, ONSITE, OFFSITE]),
    NONE,
    JSON.stringify([...registryKeys, ONSITE]),
    CFR,
    JSON.stringify(allVisibilityKeys(server.app.registry)),
  ]);
  client = new ResourceClient(server, token, TENANT);
  await plant();
  await plantReportFixture(new ResourceClient(server, token, CFR));
}, 120_000);

/** The on-site rows of 2025 worked out by hand from the data set, in the report's order (site, month, product, feedstock, region, ...). */
const onsiteRows = () => [
  {
    month: '2025-02',
    product: key.RAPE,
    feedstock: key.FS1,
    feedstockName: 'Rapeseed',
    region: 'AT',
    supplier: key.SUP2,
    eligible: true,
    quantityKg: 10.1,
    quantityM3: 0.011,
    movements: 1,
    proofs: null,
  },
  {
    month: '2025-02',
    product: key.RAPE,
    feedstock: key.FS1,
    feedstockName: 'Rapeseed',
    region: 'CA',
    supplier: key.SUP,
    eligible: true,
    quantityKg: 3000.6,
    quantityM3: 3.301,
    movements: 2,
    proofs: 'CERT-A, CERT-B',
  },
  {
    month: '2025-03',
    product: key.UCO,
    feedstock: null,
    feedstockName: null,
    region: 'DE',
    supplier: key.SUP,
    eligible: false,
    quantityKg: 700,
    quantityM3: 0.8,
    movements: 1,
    proofs: null,
  },
  {
    month: '2025-08',
    product: key.RAPE,
    feedstock: key.FS1,
    feedstockName: 'Rapeseed',
    region: 'DE',
    supplier: key.SUP,
    eligible: false,
    quantityKg: 500,
    quantityM3: 0.55,
    movements: 1,
    proofs: null,
  },
];

describe('a report is served only to a tenant that shows it', () => {
  it('answers 403 RESOURCE_FORBIDDEN "Access denied" for a hidden report and its export, as for a hidden resource', async () => {
    const hiddenResource = await get('/inbounds', 'OTHER_TENANT');
    expect(hiddenResource.status).toBe(403);
    for (const [path, tenant] of [
      [`/reports/${ONSITE}`, 'OTHER_TENANT'],
      [`/reports/${ONSITE}/export?format=xlsx`, 'OTHER_TENANT'],
      [`/reports/${OFFSITE}`, NONE],
    ]) {
      const answer = await get(path, tenant);
      expect(answer.status, path).toBe(403);
      expect(answer.body, path).toEqual(hiddenResource.body);
    }
  });
});

describe('GET /reports/{report}', () => {
  it('the on-site input: feedstock received at the own production sites per month, product, feedstock, region, supplier and eligibility', async () => {
    const { status, headers, body } = await get(`/reports/${ONSITE}?compliancePeriod=2025`);
    expect(status).toBe(200);
    expect(headers.get('x-total-count')).toBe('4');
    expect(body.rows.map((row: ReportRow) => row.site)).toEqual(Array(4).fill(key.OWN));
    expect(body.rows.map((row: ReportRow) => Object.keys(row).sort())).toEqual(
      Array(4).fill(
        REPORTS.get(ONSITE)!
          .columns.map((column) => column.key)
          .sort(),
      ),
    );
    expect(body.rows).toEqual(onsiteRows().map((row) => expect.objectContaining({ ...row, siteName: 'Own plant' })));
    expect(body.rows[1]).toMatchObject({ productName: 'Rapeseed oil', feedstockClass: 'Crop-based', supplierName: 'Supplier DE' });
    expect(body).toMatchObject({ report: ONSITE, filters: { compliancePeriod: '2025', from: '2025-01-01', to: '2025-12-31' }, periods: ['2025', '2024'] });
    expect(body.empty).toBeUndefined();
  });

  it('the off-site input: the third-party facility with GPS to 5 decimals and its address', async () => {
    const { body } = await get(`/reports/${OFFSITE}?compliancePeriod=2025`);
    expect(body.rows).toEqual([
      expect.objectContaining({
        site: key.THIRD,
        siteName: 'Toll refinery',
        latitude: 49.12346,
        longitude: 8.65432,
        address: 'Hafenstraße 1, 68159 Mannheim',
        month: '2025-04',
        product: key.RAPE,
        feedstock: null,
        eligible: false,
        region: 'DE',
        quantityKg: 100,
        quantityM3: 0.12,
        movements: 1,
      }),
    ]);
  });

  it('defaults to the newest compliance period with movements', async () => {
    const { body } = await get(`/reports/${ONSITE}`);
    expect(body.filters).toEqual({ compliancePeriod: '2025', from: '2025-01-01', to: '2025-12-31' });
    expect(body.total).toBe(4);
  });

  it('pages with _start/_end and x-total-count; the totals add every row, not only the page', async () => {
    const { headers, body } = await get(`/reports/${ONSITE}?compliancePeriod=2025&_start=1&_end=3`);
    expect(headers.get('x-total-count')).toBe('4');
    expect(body.rows.map((row: ReportRow) => row.month)).toEqual(['2025-02', '2025-03']);
    expect(body.totals).toEqual([{ values: { quantityKg: 4210.7, quantityM3: 4.662, movements: 5 } }]);
  });

  it('narrows to a quarter or a month range, and to a site or product', async () => {
    const months = async (query: string) => (await get(`/reports/${ONSITE}?compliancePeriod=2025&${query}`)).body.rows.map((row: ReportRow) => row.month);
    expect(await months('quarter=1')).toEqual(['2025-02', '2025-02', '2025-03']);
    expect(await months('quarter=3')).toEqual(['2025-08']);
    expect(await months('monthFrom=2025-03&monthTo=2025-08')).toEqual(['2025-03', '2025-08']);
    expect(await months('monthFrom=2025-03')).toEqual(['2025-03', '2025-08']);
    expect(await months('monthTo=2025-02')).toEqual(['2025-02', '2025-02']);
    expect(await months(`product=${encodeURIComponent(key.UCO)}`)).toEqual(['2025-03']);
    expect(await months(`site=${encodeURIComponent(key.OWN)}`)).toHaveLength(4);
    const quarter = await get(`/reports/${ONSITE}?compliancePeriod=2025&quarter=1`);
    expect(quarter.body.filters).toEqual({ compliancePeriod: '2025', quarter: 1, from: '2025-01-01', to: '2025-03-31' });
    expect((await get(`/reports/${ONSITE}?compliancePeriod=2024`)).body.rows).toEqual([
      expect.objectContaining({ month: '2024-12', feedstock: null, eligible: false, quantityKg: 50 }),
    ]);
  });

  it('answers chart points: quantity in m³ per month and feedstock type', async () => {
    const { body } = await get(`/reports/${ONSITE}?compliancePeriod=2025&_end=1`);
    expect(REPORTS.get(ONSITE)!.chart).toEqual({ type: 'column', x: 'month', y: ['quantityM3'], series: 'feedstockName' });
    expect(body.chart).toEqual([
      { x: '2025-02', series: 'Rapeseed', value: 3.312 },
      { x: '2025-03', series: '', value: 0.8 },
      { x: '2025-08', series: 'Rapeseed', value: 0.55 },
    ]);
  });

  it('says why it is empty: no facilities of its kind, a site or product filter matching nothing, no movements in the period', async () => {
    const empty = async (path: string, tenant = TENANT) => {
      const { status, body } = await get(path, tenant);
      expect(status, path).toBe(200);
      expect(body.rows, path).toEqual([]);
      expect(body.totals, path).toEqual([{ values: { quantityKg: 0, quantityM3: 0, movements: 0 } }]);
      return body.empty;
    };
    expect(await empty(`/reports/${ONSITE}`, NONE)).toBe('noFacilities');
    expect(await empty(`/reports/${ONSITE}?compliancePeriod=2025&site=${encodeURIComponent(key.DEPOT)}`)).toBe('filtered');
    expect(await empty(`/reports/${ONSITE}?compliancePeriod=2025&product=${encodeURIComponent(key.HVO)}`)).toBe('filtered');
    expect(await empty(`/reports/${ONSITE}?compliancePeriod=2023-1`)).toBe('noData');
  });

  it('refuses a bad filter with 400 REPORT_FILTER naming it', async () => {
    const cases: [string, string][] = [
      ['compliancePeriod=2023', 'compliancePeriod'],
      ['compliancePeriod=2021', 'compliancePeriod'],
      ['compliancePeriod=2025-1', 'compliancePeriod'],
      ['compliancePeriod=2025&quarter=5', 'quarter'],
      ['compliancePeriod=2025&quarter=Q1', 'quarter'],
      ['compliancePeriod=2023-1&quarter=3', 'quarter'],
      ['compliancePeriod=2025&monthFrom=2025-13', 'monthFrom'],
      ['compliancePeriod=2025&monthFrom=2024-12', 'monthFrom'],
      ['compliancePeriod=2023-2&monthTo=2023-06', 'monthTo'],
      ['compliancePeriod=2025&quarter=1&monthFrom=2025-01', 'monthFrom'],
      ['compliancePeriod=2025&monthFrom=2025-05&monthTo=2025-03', 'monthTo'],
      ['compliancePeriod=2025&site=a&site=b', 'site'],
      [`compliancePeriod=2025&product=${'x'.repeat(121)}`, 'product'],
    ];
    for (const [query, field] of cases) {
      for (const path of [`/reports/${ONSITE}?${query}`, `/reports/${ONSITE}/export?format=csv&${query}`]) {
        const { status, body } = await get(path);
        expect(status, path).toBe(400);
        expect(body, path).toMatchObject({ code: 'REPORT_FILTER', field });
      }
    }
  });

  it('refuses an unknown parameter and a bad page', async () => {
    expect((await get(`/reports/${ONSITE}?period=2025`)).body).toMatchObject({ code: 'UNKNOWN_FIELD', fields: ['period'] });
    expect((await get(`/reports/${ONSITE}?_start=x`)).body).toMatchObject({ code: 'VALIDATION' });
    expect((await get(`/reports/${ONSITE}/export?format=pdf`)).body).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'format' }] });
  });
});

describe('GET /reports/{report}/export', () => {
  /** A value as the German table shows it: labels for enums and booleans, months by name, numbers with the column's decimals and a decimal comma. */
  const germanText = (column: ReportColumn, value: unknown) => {
    if (value === null) return '';
    if (typeof value === 'boolean' || column.type === 'enum') return de.values[column.key][String(value)];
    if (column.type === 'month') return monthLabel(String(value), 'de');
    return typeof value === 'number' && column.decimals !== undefined ? value.toFixed(column.decimals).replace('.', ',') : String(value);
  };
  const germanHeader = (column: ReportColumn) => de.columns[column.key] + (column.unit ? ` (${de.units[column.unit]})` : '');
  const columns = REPORTS.get(ONSITE)!.columns;

  it('CSV (UTF-8 with BOM): German headers with units, exactly the rows and totals of the API, in the German CSV format', async () => {
    const api = (await get(`/reports/${ONSITE}?compliancePeriod=2025&_end=100`)).body;
    const response = await download(`/reports/${ONSITE}/export?format=csv&lang=de&compliancePeriod=2025`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain(`attachment; filename="${ONSITE}_2025.csv"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines: string[][] = parse(Buffer.from(bytes.slice(3)).toString('utf8'), { delimiter: ';' });
    expect(lines[0]).toEqual(columns.map(germanHeader));
    expect(lines[0]).toContain('Menge (m³)');
    expect(lines.slice(1, -1)).toEqual(api.rows.map((row: ReportRow) => columns.map((column) => germanText(column, row[column.key]))));
    expect(lines.at(-1)).toEqual(
      columns.map((column, index) => (column.total ? germanText(column, api.totals[0].values[column.key]) : index === 0 ? de.totals : '')),
    );
    expect(lines.at(-1)!.filter(Boolean)).toEqual([de.totals, '4210,700', '4,662', '5']);
  });

  it('XLSX: the same cells, numbers as numbers, the file name with the period and quarter', async () => {
    const api = (await get(`/reports/${ONSITE}?compliancePeriod=2025&quarter=1`)).body;
    const response = await download(`/reports/${ONSITE}/export?format=xlsx&lang=de&compliancePeriod=2025&quarter=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toContain(`filename="${ONSITE}_2025_Q1.xlsx"`);
    const cells = readXlsxCells(new Uint8Array(await response.arrayBuffer()));
    // The XLSX keeps months as the API names them ("2025-02").
    const cell = (column: ReportColumn, value: unknown) =>
      typeof value === 'number' || column.type === 'month' ? value : value === null ? null : germanText(column, value);
    const trimmed = (row: unknown[]) => row.slice(0, row.findLastIndex((value) => value !== null) + 1);
    expect(cells[0]).toEqual(columns.map(germanHeader));
    expect(cells.slice(1, -1)).toEqual(api.rows.map((row: ReportRow) => trimmed(columns.map((column) => cell(column, row[column.key])))));
    expect(cells.at(-1)).toEqual(trimmed(columns.map((column, index) => (column.total ? api.totals[0].values[column.key] : index === 0 ? de.totals : null))));
    expect(api.rows).toHaveLength(3);
  });

  it('English headers with lang=en or Accept-Language, CSV by default', async () => {
    const en = JSON.parse(readFileSync(join(PROJECT_ROOT, 'locales', 'en', 'reports.json'), 'utf8'));
    const response = await download(`/reports/${OFFSITE}/export?lang=en&compliancePeriod=2025`);
    const lines: string[][] = parse((await response.text()).replace(/^\uFEFF/, ''));
    expect(lines[0][0]).toBe(en.columns.site);
    expect(lines[1]).toContain('Hafenstraße 1, 68159 Mannheim');
    expect(lines).toHaveLength(3);
  });
});

describe('the reports of the CFR data set through the API', () => {
  const MATERIAL_BALANCE: ReportId = 'product-material-balance-report';
  const CREDITS: ReportId = 'credit-generation-report';

  it("credit generation: per compliance period the provisional credits (the report's total) next to the CATS credits, not narrowed by site or product", async () => {
    for (const period of ['2024', '2023-2']) {
      const whole = (await get(`/reports/${CREDITS}?compliancePeriod=${period}`, CFR)).body;
      expect(whole.summary, period).toHaveLength(1);
      const [summary] = whole.summary;
      expect(summary.compliancePeriod).toBe(period);
      expect(whole.totals[0].values.credits, period).toBeGreaterThan(0);
      expect(summary.provisionalCredits).toBeCloseTo(whole.totals[0].values.credits, 6);
      expect(summary.difference).toBeCloseTo(summary.provisionalCredits - summary.recordedCredits, 6);
      const narrowed = (await get(`/reports/${CREDITS}?compliancePeriod=${period}&site=${SITES.thirdParty}`, CFR)).body;
      expect(narrowed.rows.every((row: ReportRow) => row.site === SITES.thirdParty)).toBe(true);
      expect(narrowed.summary).toEqual(whole.summary);
    }
  });

  it('material balance: the chart sums each measure per quarter and unit over the rows, never kg and L15 together', async () => {
    const { body } = await get(`/reports/${MATERIAL_BALANCE}?compliancePeriod=2024&_end=1000`, CFR);
    const { x, y, unit } = REPORTS.get(MATERIAL_BALANCE)!.chart;
    expect(body.rows.length).toBeGreaterThan(0);
    const units = [...new Set(body.rows.map((row: ReportRow) => row[unit!] as string))];
    expect(units.sort()).toEqual(['Kg', 'L15°']);
    const expected = [...new Set(body.rows.map((row: ReportRow) => row[x] as string))].sort().flatMap((quarter) =>
      [...y]
        .flatMap((measure) => units.map((rowUnit) => `${measure}|${rowUnit}`))
        .sort()
        .map((series) => {
          const [measure, rowUnit] = series.split('|');
          const rows = body.rows.filter((row: ReportRow) => row[x] === quarter && row[unit!] === rowUnit);
          return { x: quarter, series, value: rows.reduce((sum: number, row: ReportRow) => sum + Number(row[measure] ?? 0), 0) };
        })
        .filter((point) => body.rows.some((row: ReportRow) => row[x] === point.x && row[unit!] === point.series.split('|')[1])),
    );
    expect(body.chart.map((point: { value: number }) => ({ ...point, value: Math.round(point.value * 1000) }))).toEqual(
      expected.map((point) => ({ ...point, value: Math.round(point.value * 1000) })),
    );
  });
});

describe('material balance totals never add different units', () => {
  const MATERIAL_BALANCE: ReportId = 'product-material-balance-report';
  const sumsOf = (rows: ReportRow[], unit: string) =>
    Object.fromEntries(
      REPORTS.get(MATERIAL_BALANCE)!
        .columns.filter((column) => column.total)
        .map((column) => [
          column.key,
          Math.round(rows.filter((row) => row.unit === unit).reduce((sum, row) => sum + Number(row[column.key] ?? 0), 0) * 1000) / 1000,
        ]),
    );

  it("the API answers one totals line per unit, each the sum of that unit's rows", async () => {
    const { body } = await get(`/reports/${MATERIAL_BALANCE}?compliancePeriod=2024&_end=1000`, CFR);
    const rounded = (values: Record<string, number>) =>
      Object.fromEntries(Object.entries(values).map(([key, value]) => [key, Math.round(value * 1000) / 1000]));
    expect(body.totals.map((line: ReportTotals) => ({ group: line.group, values: rounded(line.values) }))).toEqual(
      ['Kg', 'L15°'].map((unit) => ({ group: unit, values: sumsOf(body.rows, unit) })),
    );
  });

  it('CSV and XLSX end with the same lines, labelled with their unit', async () => {
    const { body } = await get(`/reports/${MATERIAL_BALANCE}?compliancePeriod=2024&_end=1000`, CFR);
    const csv = await download(`/reports/${MATERIAL_BALANCE}/export?format=csv&lang=de&compliancePeriod=2024`, CFR);
    const lines: string[][] = parse((await csv.text()).replace(/^\uFEFF/, ''), { delimiter: ';' });
    expect(lines.slice(-2).map((line) => line[0])).toEqual(['Summe Kg', 'Summe L15°']);
    expect(lines).toHaveLength(1 + body.rows.length + 2);
    const xlsx = await download(`/reports/${MATERIAL_BALANCE}/export?format=xlsx&lang=de&compliancePeriod=2024`, CFR);
    const cells = readXlsxCells(new Uint8Array(await xlsx.arrayBuffer()));
    const broughtIn = REPORTS.get(MATERIAL_BALANCE)!.columns.findIndex((column) => column.key === 'broughtIn');
    expect(cells.slice(-2).map((row) => [row[0], row[broughtIn]])).toEqual(
      body.totals.map((line: ReportTotals) => [`Summe ${line.group}`, line.values.broughtIn]),
    );
  });
});

describe('GET /dashboard/figures', () => {
  it('volumes in and out per month (m³) for a tenant with inbounds and outbounds, no credits without the credit generation report', async () => {
    const { status, body } = await get('/dashboard/figures');
    expect(status).toBe(200);
    expect(body).toEqual({
      volumes: [
        { month: '2024-12', inbound: 0.055, outbound: 0 },
        // The depot's 8,888 L counts here: the dashboard shows every movement, not only the facilities'.
        { month: '2025-02', inbound: 12.2, outbound: 0 },
        { month: '2025-03', inbound: 0.8, outbound: 0 },
        { month: '2025-04', inbound: 0.12, outbound: 0 },
        { month: '2025-08', inbound: 0.55, outbound: 0 },
      ],
    });
  });

  it('credits per compliance period as the credit generation report sums them', async () => {
    const { body } = await get('/dashboard/figures', CFR);
    expect(body.credits.map((entry: { compliancePeriod: string }) => entry.compliancePeriod)).toEqual(expect.arrayContaining(['2023-1', '2023-2', '2024']));
    for (const entry of body.credits) {
      const [summary] = (await get(`/reports/credit-generation-report?compliancePeriod=${entry.compliancePeriod}`, CFR)).body.summary;
      expect(entry).toEqual({
        compliancePeriod: summary.compliancePeriod,
        provisionalCredits: summary.provisionalCredits,
        recordedCredits: summary.recordedCredits,
      });
    }
  });

  it('answers nothing for a tenant without those areas', async () => {
    expect((await get('/dashboard/figures', 'OTHER_TENANT')).body).toEqual({});
  });
});
