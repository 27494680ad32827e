import { beforeAll, describe, expect, it } from 'vitest';
import creditGeneration from '../../schemas/reports/credit-generation-report.sql';
import onsiteOutput from '../../schemas/reports/onsite-report-facility-output.sql';
import materialBalance from '../../schemas/reports/product-material-balance-report.sql';
import type { ReportRow } from '../../src/shared/reports/api';
import { reportParams, type ReportSql } from '../../src/server/reports/report-sql';
import { tenantToday } from '../../src/server/time/tenant-day';
import { FEEDSTOCK, PRODUCTS, SITES } from '../fixtures/reports/cfr-fixture';
import { useTestServer } from './harness';
import { plantReportFixture } from './reports-fixture';
import { useResourceClients } from './resource-client';

/**
 * The report figures of the hand-made data set (tests/fixtures/reports), worked out here by the regulation's
 * formula with its constants written out (docs/domain-rules.md#credit-formula), not by the code under test.
 */
const CI_REF = { 2023: 89.2, 2024: 87.9 };
const CI_DEFAULT_2024 = 79;
const D = { ethanol: 23_419, hvo: 34_000, biodiesel: 35_183 };
/** s.94(2): credits (tCO2e) = (CI_ref − CI_fuel) × Q × D × 10⁻⁶, never negative. */
const credits = (ciRef: number, ciFuel: number, m3: number, density: number) => Math.max(0, ciRef - ciFuel) * m3 * density * 1e-6;
/** s.45 at the own plant in 2024-Q1: 600 + 300 kg corn (eligible) and 300 kg tallow (not) used. */
const SHARE_OWN_2024_Q1 = 900 / (900 + 300);

const server = useTestServer();
const clients = useResourceClients(server, ['TENANT1']);
const TENANT = 'TENANT1';

beforeAll(() => plantReportFixture(clients[TENANT]));

async function report(sql: ReportSql, from: string, to: string, filters: { site?: string; product?: string } = {}): Promise<ReportRow[]> {
  const { rows } = await server.db.query<ReportRow>(
    `SELECT * FROM (${sql.rows}) r ORDER BY ${sql.order}`,
    reportParams({ tenant: TENANT, from, to, day: await tenantToday(server.db, TENANT), ...filters }),
  );
  return rows;
}

/** Within 10⁻⁶ (the SQL rounds to 6 decimals). */
const expectClose = (actual: unknown, expected: number) => expect(Math.abs(Number(actual) - expected)).toBeLessThanOrEqual(1e-6);

const find = (rows: ReportRow[], match: Partial<ReportRow>) => {
  const found = rows.filter((row) => Object.entries(match).every(([key, value]) => row[key] === value));
  expect(found, JSON.stringify(match)).toHaveLength(1);
  return found[0];
};

describe('every report answers exactly the columns of its declaration', () => {
  it.each(['onsite-report-facility-output', 'product-material-balance-report', 'credit-generation-report'])('%s', async (id) => {
    const rows = await report(server.app.reportQueries.get(id)!, '2023-01-01', '2024-12-31');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Object.keys(row)).toEqual(server.app.registry.reports.get(id)!.columns.map((column) => column.key));
  });
});

describe('credit generation (Schedule 12, s.94(2))', () => {
  let rows: ReportRow[];
  beforeAll(async () => {
    rows = await report(creditGeneration, '2023-01-01', '2024-12-31');
  });

  it('an approved CI: (CI_ref − CI_fuel) × creditable m³ × D × 10⁻⁶, the s.45 share capping the quantity', () => {
    const row = find(rows, { site: SITES.own, quarter: '2024-Q1', product: PRODUCTS.ethanol });
    // 5 + 100 + 10 m³; the export to the US and the cancelled outbound do not count.
    expect(row).toMatchObject({
      ciIdentifier: 'ETH-CORN-24',
      ciSource: 'approved',
      ciFuel: 35,
      ciReference: 87.9,
      energyDensity: D.ethanol,
      quantityM3: 115,
      movements: 3,
      finding: null,
    });
    expectClose(row.eligibleShare, 100 * SHARE_OWN_2024_Q1);
    expect(row.creditableQuantityM3).toBe(86.25);
    expectClose(row.credits, credits(CI_REF[2024], 35, 115 * SHARE_OWN_2024_Q1, D.ethanol));
  });

  it('two configurations valid from the same day: the higher CI counts (conservative)', () => {
    expect(rows.filter((row) => row.ciIdentifier === 'ETH-CORN-24B')).toEqual([]);
  });

  it('the product’s own energy density comes before its group’s Schedule 2 value', () => {
    const row = find(rows, { site: SITES.own, quarter: '2024-Q1', product: PRODUCTS.hvo });
    expect(row).toMatchObject({ ciFuel: 30, energyDensity: D.hvo, quantityM3: 15, creditableQuantityM3: 11.25 });
    expectClose(row.credits, credits(CI_REF[2024], 30, 15 * SHARE_OWN_2024_Q1, D.hvo));
  });

  it('a default configuration: the Schedule 6 default CI of the year, not the configuration’s value', () => {
    const row = find(rows, { site: SITES.own, quarter: '2024-Q2', product: PRODUCTS.biodiesel });
    expect(row).toMatchObject({
      ciIdentifier: null,
      ciSource: 'default',
      ciFuel: CI_DEFAULT_2024,
      energyDensity: D.biodiesel,
      eligibleShare: 100,
      finding: null,
    });
    expectClose(row.credits, credits(CI_REF[2024], CI_DEFAULT_2024, 12, D.biodiesel));
  });

  it('a CI above CI_ref creates no credit, shown as a finding', () => {
    const row = find(rows, { site: SITES.thirdParty, product: PRODUCTS.biodiesel });
    expect(row).toMatchObject({ ciFuel: 95, quantityM3: 7, credits: 0, finding: 'ciAboveReference' });
  });

  it('no configuration: the default CI, no eligible feedstock (share 0) and the finding noConfiguration', () => {
    const row = find(rows, { site: SITES.thirdParty, product: PRODUCTS.ethanol });
    expect(row).toMatchObject({
      ciSource: 'default',
      ciFuel: CI_DEFAULT_2024,
      eligibleShare: 0,
      creditableQuantityM3: 0,
      credits: 0,
      finding: 'noConfiguration',
    });
  });

  it('a fuel without any configuration is never creditable, even where the facility used eligible feedstock that quarter', () => {
    const row = find(rows, { site: SITES.own, quarter: '2024-Q1', product: PRODUCTS.diesel });
    expect(row).toMatchObject({ quantityM3: 25, eligibleShare: 0, creditableQuantityM3: 0, credits: 0, finding: 'noConfiguration' });
  });

  it('2023 has two compliance periods: June is 2023-1, July 2023-2, both with the 2023 CI_ref', () => {
    const june = find(rows, { quarter: '2023-Q2', product: PRODUCTS.ethanol });
    const july = find(rows, { quarter: '2023-Q3', product: PRODUCTS.ethanol });
    expect([june.compliancePeriod, july.compliancePeriod]).toEqual(['2023-1', '2023-2']);
    expect(june).toMatchObject({ ciIdentifier: 'ETH-CORN-23', ciReference: CI_REF[2023], quantityM3: 8 });
    expectClose(june.credits, credits(CI_REF[2023], 40, 8, D.ethanol));
    expectClose(july.credits, credits(CI_REF[2023], 40, 9, D.ethanol));
  });

  it('the period boundary: 31 Dec 2023 takes 2023’s CI_ref and CI, 1 Jan 2024 2024’s', () => {
    const december = find(rows, { quarter: '2023-Q4', product: PRODUCTS.ethanol });
    expect(december).toMatchObject({ compliancePeriod: '2023-2', ciReference: 89.2, ciFuel: 40, quantityM3: 40 });
    expectClose(december.credits, credits(CI_REF[2023], 40, 40, D.ethanol));
    const april = find(rows, { site: SITES.own, quarter: '2024-Q2', product: PRODUCTS.ethanol });
    // Q2 has no feedstock used recorded and the configuration is eligible: all of it is creditable.
    expect(april).toMatchObject({ compliancePeriod: '2024', ciFuel: 35, quantityM3: 30, creditableQuantityM3: 30 });
    expectClose(april.credits, credits(CI_REF[2024], 35, 30, D.ethanol));
  });

  it('only production sites count: the depot’s outbound is in no row', () => {
    expect(rows.filter((row) => row.site === SITES.depot)).toEqual([]);
  });

  it('the site and product filters narrow the rows', async () => {
    const filtered = await report(creditGeneration, '2024-01-01', '2024-12-31', { site: SITES.own, product: PRODUCTS.ethanol });
    expect(filtered.map((row) => row.quarter)).toEqual(['2024-Q1', '2024-Q2']);
  });
});

describe('credit summary per compliance period', () => {
  it('provisional credits of all facilities next to the CATS creations recorded and the part assigned to deliveries', async () => {
    const summary = await creditGeneration.summary(server.db, TENANT, await tenantToday(server.db, TENANT), '2023-01-01', '2024-06-30');
    expect(summary.map((period) => period.compliancePeriod)).toEqual(['2024', '2023-2', '2023-1']);
    const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
    const provisional2024 = [
      credits(CI_REF[2024], 35, 115 * SHARE_OWN_2024_Q1, D.ethanol),
      credits(CI_REF[2024], 30, 15 * SHARE_OWN_2024_Q1, D.hvo),
      credits(CI_REF[2024], 35, 30, D.ethanol),
      credits(CI_REF[2024], CI_DEFAULT_2024, 12, D.biodiesel),
    ]
      .map(round6)
      .reduce((sum, value) => sum + value, 0);
    const [period2024, period2023b, period2023a] = summary;
    expectClose(period2024.provisionalCredits, provisional2024);
    // The transfer does not count; 50 of the creation's 200 m³ are linked: a quarter of its 100 t is assigned.
    expect(period2024).toMatchObject({ recordedCredits: 100, assignedCredits: 25 });
    expectClose(period2024.difference, provisional2024 - 100);
    expectClose(period2023b.provisionalCredits, round6(credits(CI_REF[2023], 40, 9, D.ethanol)) + round6(credits(CI_REF[2023], 40, 40, D.ethanol)));
    expect(period2023b).toMatchObject({ recordedCredits: 10, assignedCredits: 10 });
    expect(period2023a).toMatchObject({ recordedCredits: 0, assignedCredits: 0 });
  });
});

describe('on-site facility output', () => {
  it('fuel shipped from own facilities per month and CI, exports included, third-party facilities and cancelled outbounds not', async () => {
    const rows = await report(onsiteOutput, '2024-01-01', '2024-06-30');
    expect(rows.map((row) => [row.month, row.product, row.quantityM3, row.movements])).toEqual([
      ['2024-01', PRODUCTS.ethanol, 5, 1],
      ['2024-02', PRODUCTS.ethanol, 150, 2],
      ['2024-02', PRODUCTS.hvo, 15, 1],
      ['2024-03', PRODUCTS.diesel, 25, 1],
      ['2024-03', PRODUCTS.ethanol, 10, 1],
      ['2024-04', PRODUCTS.ethanol, 30, 1],
      ['2024-05', PRODUCTS.biodiesel, 12, 1],
    ]);
    expect(find(rows, { month: '2024-05' })).toMatchObject({
      ciSource: 'default',
      ciValue: CI_DEFAULT_2024,
      energyDensity: D.biodiesel,
      fuelReplacement: 'diesel',
    });
  });
});

describe('production material balance (Schedule 15, s.45, s.47(2))', () => {
  let rows: ReportRow[];
  beforeAll(async () => {
    rows = await report(materialBalance, '2024-01-01', '2024-03-31');
  });

  it('its figures equal the mass balances of the same site, product and months', async () => {
    const { body: balances } = await clients[TENANT].call<Record<string, any>[]>('GET', `/mass-balances?site=${SITES.own}&_start=0&_end=100`);
    for (const row of rows) {
      const of = balances
        .filter((b) => b.product === row.product && b.dateFrom >= '2024-01-01' && b.dateFrom <= '2024-03-31')
        .sort((a, b) => a.dateFrom.localeCompare(b.dateFrom));
      const sum = (key: string) => of.reduce((total, b) => total + Number(b[key] ?? 0), 0);
      expect(row, String(row.product)).toMatchObject({
        balances: of.length,
        openingStock: of[0].openingStock,
        broughtIn: sum('inputQuantity'),
        used: sum('productionInput'),
        produced: sum('productionOutput'),
        shipped: sum('outputQuantity'),
        closingStock: of.at(-1)!.closingStock,
        measuredStock: of.at(-1)!.measuredStock ?? null,
      });
    }
    expect(rows.map((row) => row.product)).toEqual([PRODUCTS.corn, PRODUCTS.tallow, PRODUCTS.ethanol]);
  });

  it('eligible feedstock: corn (eligible configuration), with its feedstock class and type; the books balance (s.47(2) ok)', () => {
    const corn = find(rows, { product: PRODUCTS.corn });
    // used 900 + on hand at the end 100 ≤ on hand at the start 0 + brought in 1,000
    expect(corn).toMatchObject({
      role: 'feedstock',
      unit: 'Kg',
      feedstockName: FEEDSTOCK.corn.name,
      feedstockClass: FEEDSTOCK.corn.feedstockClass,
      openingStock: 0,
      broughtIn: 1_000,
      used: 900,
      closingStock: 100,
      eligibleQuantity: 900,
      ineligibleQuantity: 0,
      inventoryCheck: 'ok',
    });
  });

  it('s.47(2): tallow measured at 500 kg after 300 used of 300 brought in is a violation, shown, and ineligible', () => {
    const tallow = find(rows, { product: PRODUCTS.tallow });
    expect(tallow).toMatchObject({ measuredStock: 500, used: 300, broughtIn: 300, eligibleQuantity: 0, ineligibleQuantity: 300, inventoryCheck: 'violation' });
  });

  it('s.45: creditable fuel = total fuel × eligible ÷ (eligible + ineligible) feedstock used', () => {
    const ethanol = find(rows, { product: PRODUCTS.ethanol });
    expect(ethanol).toMatchObject({
      role: 'fuel',
      unit: 'L15°',
      ciIdentifier: 'ETH-CORN-24',
      energyDensity: D.ethanol,
      totalFuel: 1_000,
      inventoryCheck: null,
    });
    expectClose(ethanol.creditableFuel, 1_000 * SHARE_OWN_2024_Q1);
  });

  it('the share stays the facility’s when the product filter shows only the fuel', async () => {
    const [ethanol] = await report(materialBalance, '2024-01-01', '2024-03-31', { product: PRODUCTS.ethanol });
    expectClose(ethanol.creditableFuel, 1_000 * SHARE_OWN_2024_Q1);
  });
});

describe('the API serves the same figures', () => {
  it('GET /reports/credit-generation-report: the rows of the SQL above, totals of the rounded rows, the period summary', async () => {
    const rows = await report(creditGeneration, '2024-01-01', '2024-12-31');
    const { status, body } = await clients[TENANT].call('GET', '/reports/credit-generation-report?compliancePeriod=2024&_start=0&_end=100');
    expect(status).toBe(200);
    expect(body.rows).toEqual(rows);
    expectClose(
      body.totals[0].values.credits,
      rows.reduce((sum, row) => sum + Number(row.credits), 0),
    );
    expect(body.summary).toEqual(await creditGeneration.summary(server.db, TENANT, await tenantToday(server.db, TENANT), '2024-01-01', '2024-12-31'));
  });

  it('GET /reports/product-material-balance-report for a quarter: the rows of the SQL above', async () => {
    const { body } = await clients[TENANT].call('GET', '/reports/product-material-balance-report?compliancePeriod=2024&quarter=1&_start=0&_end=100');
    expect(body.rows).toEqual(await report(materialBalance, '2024-01-01', '2024-03-31'));
  });
});
