import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRows } from '../../src/server/resources/bulk-insert';
import { setClock } from '../../src/server/time/clock';
import { useTestServer, type CallOptions, type TestServer } from './harness';
import { ImportClient, rawFile, rawLine } from './imports/import-client';
import { openEveryResource, ResourceClient } from './resource-client';

/**
 * Every part of the portal takes the tenant's business day, whatever the server's time zone. The clock
 * stands at 05:00 UTC on New Year's Day 2026: in the tenant's zone (America/Edmonton, the default) it is
 * still 31 December 2025, while UTC and Kiritimati already have 1 January. A product gets a second version
 * from 1 January with another name and product group, so every answer shows which day decided it.
 */
const INSTANT = new Date('2026-01-01T05:00:00Z');
const TENANT_DAY = '2025-12-31';
const UTC_DAY = '2026-01-01';
const TENANT = 'TENANT1';
/** A tenant without movements: its reports default to the compliance period of its business day. */
const EMPTY_TENANT = 'TENANT2';
const OLD_NAME = 'Biodiesel until New Year';

const server = useTestServer();
let token = '';
const fixture = { site: '', product: '', balance: '', inbound: '' };

/** A call as a user of both tenants on `node` (this file's server, or a second node on PostgreSQL). */
const callOn = (node: TestServer, method: string, path: string, options: Omit<CallOptions, 'token'> = {}) =>
  node.api(method, path, { tenant: TENANT, ...options, token });

/** Each statement's database session runs in `zone` from here on: PGlite's one connection, or a new PostgreSQL node whose pool opens its connections in it. */
async function nodeWithSessionZone(zone: string): Promise<TestServer> {
  if (!process.env.DATABASE_URL) {
    await server.db.query(`SET TIME ZONE '${zone}'`);
    return server;
  }
  await server.db.query(`DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET TimeZone = %L', current_database(), '${zone}'); END $$`);
  return server.startSecondNode();
}

beforeAll(async () => {
  setClock(() => INSTANT);
  token = (await server.loginAs('multi@fuel-portal.example')).token;
  await openEveryResource(server, [TENANT, EMPTY_TENANT]);
  const client = new ResourceClient(server, token, TENANT);
  // The products, sites and partners rawLine names.
  await new ImportClient(server, token, TENANT).masterData();
  const since2020 = { validFrom: '2020-01-01', validTo: undefined };
  fixture.site = (await client.create('locations', { ...since2020, number: 'BD-SITE', productionSite: true, thirdPartyFacility: false })).number;
  fixture.product = (
    await client.create('products', {
      ...since2020,
      number: 'BD-FUEL',
      name: OLD_NAME,
      productGroup: 'biodiesel',
      unitOfMeasurement: 'Kg',
      status: 'aktiv',
    })
  ).number;
  const renamed = await callOn(server, 'PATCH', `/products/${fixture.product}`, {
    body: { version: 1, validFrom: UTC_DAY, name: 'Renamed on New Year', productGroup: 'hvo' },
  });
  expect(renamed.body).toMatchObject({ version: 2, validFrom: UTC_DAY });
  const balance = await callOn(server, 'POST', '/mass-balances', {
    body: { site: fixture.site, product: fixture.product, unit: 'Kg', dateFrom: '2025-06-01' },
  });
  fixture.balance = balance.body.identifierValue;
  fixture.inbound = (
    await client.create('inbounds', {
      number: 'BD-IN-1',
      product: fixture.product,
      loadingDate: '2025-06-09',
      dischargeSite: fixture.site,
      dischargeDate: '2025-06-10',
      movementStatus: 'open',
      cancelled: 0,
      quantityDischargedKg: 1000,
      quantityDischargedL15: null,
    })
  ).number;
  for (const productGroup of ['biodiesel', 'hvo']) {
    await client.create('sustainabilitydata', {
      number: `BD-PROOF-${productGroup}`,
      certificateNumber: `C-${productGroup}`,
      product: fixture.product,
      productGroup,
      unitOfMeasurement: 'Kg',
      volume: 100,
      deliveryDate: '2025-06-01',
      originalSustainabilityDataId: null,
      previousSustainabilityDataId: null,
    });
  }
});

afterAll(() => setClock());

describe.each(['Pacific/Kiritimati', 'America/Adak'])(
  "every part of the portal takes the tenant's business day, whatever the server's time zone (%s)",
  (zone) => {
    const processZone = process.env.TZ;
    let node: TestServer;
    const call = (method: string, path: string, options: Omit<CallOptions, 'token'> = {}) => callOn(node, method, path, options);

    beforeAll(async () => {
      process.env.TZ = zone;
      node = await nodeWithSessionZone(zone);
    });

    afterAll(async () => {
      if (processZone === undefined) delete process.env.TZ;
      else process.env.TZ = processZone;
      if (node !== server) await node.stop();
    });

    it("the tenant config tells the client the tenant's time zone and business day", async () => {
      const { body } = await call('GET', '/tenant-config');
      expect(body).toMatchObject({ timeZone: 'America/Edmonton', today: TENANT_DAY });
    });

    it('a list and a record show the version in effect on that day', async () => {
      const list = await call('GET', `/products?number=${fixture.product}`);
      expect(list.body).toEqual([expect.objectContaining({ version: 1, name: OLD_NAME })]);
      expect((await call('GET', `/products/${fixture.product}`)).body).toMatchObject({ version: 1, name: OLD_NAME });
    });

    it('a report joins the master-data version in effect on that day', async () => {
      const { status, body } = await call('GET', `/reports/onsite-report-facility-input?compliancePeriod=2025&site=${fixture.site}`);
      expect(status).toBe(200);
      expect(body.rows).toEqual([expect.objectContaining({ product: fixture.product, productName: OLD_NAME })]);
    });

    it("a mass balance uses the product group of that day's version, in its lists and its allocations", async () => {
      const proofs = await call('GET', `/mass-balances/${fixture.balance}/proofs`);
      expect(proofs.body.map((proof: { key: string }) => proof.key)).toEqual(['BD-PROOF-biodiesel']);
      const allocate = (proof: string) =>
        call('POST', `/mass-balances/${fixture.balance}/allocations`, { body: { resource: 'inbounds', key: fixture.inbound, proof, quantity: 1 } });
      expect((await allocate('BD-PROOF-hvo')).body).toMatchObject({ code: 'PROOF_NOT_USABLE' });
      expect((await allocate('BD-PROOF-biodiesel')).status).toBe(200);
    });

    it('an import dates what it writes on that day (its import date)', async () => {
      const number = `BD-RAW-${zone.split('/')[1].toUpperCase()}`;
      const result = await new ImportClient(node, token, TENANT).imported('rawImport', rawFile(rawLine(number)));
      expect(result).toMatchObject({ importStatus: 'succeeded', recordsCreated: 1 });
      expect((await call('GET', `/inbounds/${number}`)).body).toMatchObject({ importDate: TENANT_DAY });
    });

    it('a version bulk inserted without a valid-from starts on that day', async () => {
      const tag = zone.split('/')[1].toUpperCase();
      await insertRows(node.db, node.app.registry, 'partners', TENANT, [{ number: `BD-BULK-${tag}`, name: 'Bulk', country: 'de' }]);
      expect((await call('GET', `/partners/BD-BULK-${tag}`)).body).toMatchObject({ version: 1, validFrom: TENANT_DAY });
    });

    it('a report of a tenant without movements defaults to the compliance period of that day', async () => {
      const { status, body } = await call('GET', '/reports/credit-generation-report', { tenant: EMPTY_TENANT });
      expect(status).toBe(200);
      expect(body.filters).toMatchObject({ compliancePeriod: '2025', from: '2025-01-01', to: '2025-12-31' });
    });
  },
);
