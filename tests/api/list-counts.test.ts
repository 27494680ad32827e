import { beforeAll, describe, expect, it, vi } from 'vitest';
import { insertRows } from '../../src/server/resources/bulk-insert';
import { COUNT_CAP } from '../../src/shared/list-count';
import { useTestServer } from './harness';
import { useResourceClients } from './resource-client';
import { sampleRecord } from './samples';

const server = useTestServer();
/** Tenants of their own, so the counted rows meet no demo data. */
const TENANT = 'COUNTS';
const OTHER = 'COUNTS_OTHER';
/** A demo tenant, where the resource client creates what an inbound refers to. */
const DEMO_TENANT = 'TENANT1';
const clients = useResourceClients(server, [DEMO_TENANT]);
let token: string;

/** The non-versioned entity the rules are shown on: the movements a tenant has a million of. */
const entity = () => server.app.registry.get('inbounds')!;
const keyName = () => entity()['x-key'];

/** As the system administrator, who sees every tenant. */
const list = (query: string, tenant = TENANT) => server.api('GET', `/inbounds?${query}`, { token, tenant });
const total = async (query: string, tenant = TENANT) => {
  const response = await list(query, tenant);
  expect(response.status).toBe(200);
  return Number(response.headers.get('x-total-count'));
};

async function fill(tenant: string, count: number, prefix: string): Promise<void> {
  const rows = Array.from({ length: count }, (_, index) => ({ ...sampleRecord(entity(), index, {}), [keyName()]: `${prefix}${index}` }));
  await insertRows(server.db, server.app.registry, 'inbounds', tenant, rows);
}

const deltaRows = async (tenant: string) =>
  Number(
    (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM record_counts WHERE tenant = $1 AND resource = 'inbounds'`, [tenant])).rows[0].n,
  );

beforeAll(async () => {
  const keys = [...new Set([...server.app.registry.values()].map((schema) => schema['x-visibility']))];
  for (const tenant of [TENANT, OTHER]) {
    await server.db.query('INSERT INTO tenants (name, display_name, visible_routes) VALUES ($1, $1, $2::jsonb)', [tenant, JSON.stringify(keys)]);
  }
  ({ token } = await server.loginAs('admin@fuel-portal.example'));
  await fill(TENANT, COUNT_CAP + 5, 'A');
  await fill(OTHER, 3, 'B');
});

describe('list totals (count strategy)', () => {
  it('an unfiltered list answers its exact total, also above the cap', async () => {
    expect(await total('_start=0&_end=10')).toBe(COUNT_CAP + 5);
    expect(await total('_start=0&_end=10', OTHER)).toBe(3);
  });

  it('a filtered list counts exactly below the cap', async () => {
    expect(await total(`${keyName()}_like=A999&_start=0&_end=10`)).toBe(11);
  });

  it('a filtered list above the cap answers the cap plus one and still pages past it', async () => {
    expect(await total(`${keyName()}_like=A&_start=0&_end=10`)).toBe(COUNT_CAP + 1);
    const deep = await list(`${keyName()}_like=A&_start=${COUNT_CAP}&_end=${COUNT_CAP + 10}&_sort=${keyName()}`);
    expect(deep.body).toHaveLength(5);
  });

  it('a filter matched row by row pages exactly as its SQL order, every page, below and above the cap', async () => {
    const plain = async (pattern: string, order: string) =>
      (
        await server.db.query<{ key: string }>(`SELECT "${keyName()}" AS key FROM e_inbounds WHERE tenant = $1 AND "${keyName()}" ILIKE $2 ORDER BY ${order}`, [
          TENANT,
          pattern,
        ])
      ).rows.map((row) => row.key);
    const paged = async (filter: string, sort: string, pages: number) => {
      const keys: string[] = [];
      for (let page = 0; page < pages; page++) {
        const response = await list(`${filter}&_sort=${sort}&_start=${page * 20}&_end=${page * 20 + 20}`);
        keys.push(...response.body.map((row: Record<string, string>) => row[keyName()]));
      }
      return keys;
    };
    // A99, A990–A999 and A9900–A9999: 111 matches, below the cap; ties of the quantity are broken by the key.
    const below = await plain('%A99%', `"quantityDischarged" DESC, "${keyName()}" DESC`);
    expect(below).toHaveLength(111);
    expect(await paged(`${keyName()}_like=A99`, 'quantityDischarged&_order=desc', 6)).toEqual(below);
    expect(await paged('q=A99', 'quantityDischarged&_order=desc', 6)).toEqual(below);
    expect(await total('q=A99&_start=0&_end=20')).toBe(111);
    // Every row matches: above the cap, the first pages come in the same order as the SQL's.
    const above = (await plain('%A%', `"quantityDischarged" ASC, "${keyName()}" ASC`)).slice(0, 60);
    expect(await paged('q=A', 'quantityDischarged&_order=asc', 3)).toEqual(above);
    expect(await total('q=A&_start=0&_end=20')).toBe(COUNT_CAP + 1);
  });

  it('the maintained total follows creates and deletes through the API', async () => {
    const client = clients[DEMO_TENANT];
    const before = await total('_start=0&_end=1', DEMO_TENANT);
    const created = await client.create('inbounds');
    expect(await total('_start=0&_end=1', DEMO_TENANT)).toBe(before + 1);
    expect((await client.call('DELETE', `/inbounds/${encodeURIComponent(created[keyName()])}`)).status).toBe(200);
    expect(await total('_start=0&_end=1', DEMO_TENANT)).toBe(before);
  });

  it('a filter above the cap is not counted again after a few records were written', async () => {
    const broad = `${keyName()}_like=A&_start=0&_end=10`;
    expect(await total(broad)).toBe(COUNT_CAP + 1);
    await server.db.query(`UPDATE e_inbounds SET comment = 'written' WHERE tenant = $1 AND "${keyName()}" = 'A1'`, [TENANT]);
    const query = vi.spyOn(server.db, 'query');
    expect(await total(broad)).toBe(COUNT_CAP + 1);
    expect(query.mock.calls.some(([sql]) => String(sql).includes('AS capped'))).toBe(false);
    query.mockRestore();
  });

  it('a filter the writes since may have taken to the cap is counted again, exactly', async () => {
    const broad = `${keyName()}_like=A&_start=0&_end=10`;
    expect(await total(broad)).toBe(COUNT_CAP + 1);
    const last = Array.from({ length: 5 }, (_, index) => `A${COUNT_CAP + index}`);
    await server.db.query(`DELETE FROM e_inbounds WHERE tenant = $1 AND "${keyName()}" = ANY($2)`, [TENANT, last]);
    expect(await total(broad)).toBe(COUNT_CAP);
    const again = last.map((key, index) => ({ ...sampleRecord(entity(), COUNT_CAP + index, {}), [keyName()]: key }));
    await insertRows(server.db, server.app.registry, 'inbounds', TENANT, again);
    expect(await total(broad)).toBe(COUNT_CAP + 1);
  });

  it('many small writes are folded into one count row when the total is read', async () => {
    for (let index = 0; index < 70; index++) await server.db.query(`DELETE FROM e_inbounds WHERE tenant = $1 AND "${keyName()}" = $2`, [TENANT, `A${index}`]);
    expect(await deltaRows(TENANT)).toBeGreaterThan(64);
    expect(await total('_start=0&_end=1')).toBe(COUNT_CAP + 5 - 70);
    expect(await deltaRows(TENANT)).toBe(1);
    expect(await total('_start=0&_end=1')).toBe(COUNT_CAP + 5 - 70);
  });
});
