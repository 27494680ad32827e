import { beforeAll, expect, it } from 'vitest';
import materialBalance from '../../schemas/reports/product-material-balance-report.sql';
import type { ReportRow } from '../../src/shared/reports/api';
import { reportParams } from '../../src/server/reports/report-sql';
import { tenantToday } from '../../src/server/time/tenant-day';
import { useTestServer } from './harness';
import { useResourceClients } from './resource-client';

const server = useTestServer();
const clients = useResourceClients(server, ['TENANT1']);
const TENANT = 'TENANT1';
const SITE = 'FS-NO-USE-PLANT';

beforeAll(async () => {
  const client = clients[TENANT];
  await client.create('locations', { number: SITE, productionSite: true, thirdPartyFacility: false, validFrom: '2020-01-01', validTo: undefined });
  for (const eligible of [true, false]) {
    const product = `FS-NO-USE-${eligible ? 'ELIGIBLE' : 'INELIGIBLE'}`;
    await client.create('products', { number: product, materialType: 'feedstock', unitOfMeasurement: 'Kg', status: 'aktiv', validFrom: '2020-01-01' });
    await client.create('carbonintensityconfigurations', {
      id: `CFG-${product}`,
      site: SITE,
      inputProduct: product,
      outputProduct: product,
      eligible,
      validFrom: '2025-01-01',
    });
    await client.call('POST', '/mass-balances', { site: SITE, product, unit: 'Kg', dateFrom: '2025-04-01' });
  }
});

it('a feedstock row without use shows 0 eligible and 0 ineligible, whatever its eligibility', async () => {
  const { rows } = await server.db.query<ReportRow>(
    `SELECT * FROM (${materialBalance.rows}) r ORDER BY product`,
    reportParams({ tenant: TENANT, from: '2025-04-01', to: '2025-06-30', day: await tenantToday(server.db, TENANT), site: SITE }),
  );
  expect(rows.map((row) => [row.product, row.used, row.eligibleQuantity, row.ineligibleQuantity])).toEqual([
    ['FS-NO-USE-ELIGIBLE', null, 0, 0],
    ['FS-NO-USE-INELIGIBLE', null, 0, 0],
  ]);
});
