import { beforeAll, describe, expect, it } from 'vitest';
import creditGeneration from '../../schemas/reports/credit-generation-report.sql';
import type { ReportRow } from '../../src/shared/reports/api';
import { reportParams } from '../../src/server/reports/report-sql';
import { tenantToday } from '../../src/server/time/tenant-day';
import { useTestServer } from './harness';
import { useResourceClients } from './resource-client';

/**
 * The fuels the regulation names beyond the liquid classics, with their constants written out
 * (docs/domain-rules.md#reference-data): low-CI aviation fuel (Schedule 2: 37,400 MJ/m³, the liquid class's
 * CI_ref) and propane (25,310 MJ/m³; renewable propane's CI_ref 75.4 gCO2e/MJ). 1,000 m³ each, approved CI 40,
 * loaded in 2025 at a plant and used in Canada (no destination abroad).
 */
const CI_REF_LIQUID_2025 = 86.6;
const CI_REF_PROPANE = 75.4;
const D = { aviation: 37_400, propane: 25_310 };
const CI = 40;
const M3 = 1_000;

const server = useTestServer();
const clients = useResourceClients(server, ['TENANT1']);
const TENANT = 'TENANT1';
const SITE = 'REG-FUEL-PLANT';

beforeAll(async () => {
  const client = clients[TENANT];
  await client.create('locations', { number: SITE, productionSite: true, thirdPartyFacility: false, validFrom: '2020-01-01', validTo: undefined });
  for (const group of ['aviation', 'propane']) {
    const product = `REG-${group.toUpperCase()}`;
    await client.create('products', {
      number: product,
      productGroup: group,
      materialType: 'fuel',
      energyDensity: null,
      unitOfMeasurement: 'L15°',
      status: 'aktiv',
      validFrom: '2020-01-01',
    });
    await client.create('carbonintensityconfigurations', {
      id: `REG-CFG-${group}`,
      site: SITE,
      outputProduct: product,
      inputProduct: null,
      idType: 'approved',
      value: CI,
      cfrCarbonIntensityId: `REG-${group}`,
      eligible: true,
      validFrom: '2025-01-01',
    });
    await client.create('outbounds', {
      number: `REG-O-${group}`,
      product,
      loadingSite: SITE,
      loadingDate: '2025-05-10',
      quantityLoadedL15: M3 * 1000,
      destinationCountry: null,
      cancelled: 0,
      movementStatus: 'open',
    });
  }
});

async function creditRow(product: string): Promise<ReportRow> {
  const { rows } = await server.db.query<ReportRow>(
    `SELECT * FROM (${creditGeneration.rows}) r`,
    reportParams({ tenant: TENANT, from: '2025-01-01', to: '2025-12-31', day: await tenantToday(server.db, TENANT), site: SITE, product }),
  );
  expect(rows).toHaveLength(1);
  return rows[0];
}

describe('the fuels the regulation names earn credits', () => {
  it('low-CI aviation fuel: D 37,400 MJ/m³ and the liquid CI_ref', async () => {
    const row = await creditRow('REG-AVIATION');
    expect(row).toMatchObject({ energyDensity: D.aviation, ciReference: CI_REF_LIQUID_2025, quantityM3: M3, finding: null });
    expect(Number(row.credits)).toBeCloseTo((CI_REF_LIQUID_2025 - CI) * M3 * D.aviation * 1e-6, 6);
  });

  it("propane: D 25,310 MJ/m³ and renewable propane's CI_ref 75.4", async () => {
    const row = await creditRow('REG-PROPANE');
    expect(row).toMatchObject({ energyDensity: D.propane, ciReference: CI_REF_PROPANE, quantityM3: M3, finding: null });
    expect(Number(row.credits)).toBeCloseTo((CI_REF_PROPANE - CI) * M3 * D.propane * 1e-6, 6);
  });
});
