import { beforeAll, describe, expect, it } from 'vitest';
import { insertRows } from '../../src/server/resources/bulk-insert';
import { useTestServer } from './harness';
import { sampleRecord } from './samples';

/** Text sorts in the user's language's collation, not by bytes, on PGlite and PostgreSQL alike. */
const server = useTestServer();
const TENANT = 'SORT_COLLATION';
const NAMES = ['Weser Zulu', 'Weser Ölmühle', 'weser alpha', 'Weser Pumpe', 'Weser Oil', 'Weser Fuels'];
const ORDERED = ['weser alpha', 'Weser Fuels', 'Weser Oil', 'Weser Ölmühle', 'Weser Pumpe', 'Weser Zulu'];
let token: string;

beforeAll(async () => {
  await server.db.query(`INSERT INTO tenants (name, display_name, visible_routes) VALUES ($1, $1, '["partners"]')`, [TENANT]);
  ({ token } = await server.loginAs('admin@fuel-portal.example'));
  token = token.replace(/^Bearer /, '');
  const partners = server.app.registry.get('partners')!;
  // The keys run against the names, so only the name's collation can give the expected order.
  await insertRows(
    server.db,
    server.app.registry,
    'partners',
    TENANT,
    NAMES.map((name, index) => ({ ...sampleRecord(partners, index, {}), number: `P-${index}`, name })),
  );
});

async function names(path: string, language: string): Promise<string[]> {
  const response = await server.fetch(`/api/v1${path}`, { headers: { authorization: `Bearer ${token}`, 'x-tenant': TENANT, 'accept-language': language } });
  expect(response.status).toBe(200);
  return (await response.json()).map((partner: { name: string }) => partner.name);
}

describe('sorting text', () => {
  it.each(['de', 'en'])('puts Ö between O and P and ignores case (%s)', async (language) => {
    expect(await names('/partners?_sort=name&_order=asc', language)).toEqual(ORDERED);
    expect(await names('/partners?_sort=name&_order=desc', language)).toEqual([...ORDERED].reverse());
  });

  it('pages continue in the same order', async () => {
    const pages = [await names('/partners?_sort=name&_order=asc&_start=0&_end=3', 'de'), await names('/partners?_sort=name&_order=asc&_start=3&_end=6', 'de')];
    expect(pages.flat()).toEqual(ORDERED);
  });

  it('the export follows the list order', async () => {
    const response = await server.fetch('/api/v1/partners.csv?_sort=name&_order=asc&_columns=name', {
      headers: { authorization: `Bearer ${token}`, 'x-tenant': TENANT },
    });
    const [, ...rows] = (await response.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(rows).toEqual(ORDERED);
  });
});
