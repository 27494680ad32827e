import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_HITS_PER_RESOURCE, SEARCH_MAX_LENGTH, type SearchResponse } from '../../src/shared/search';
import { useTestServer } from './harness';
import { plantRecords } from './samples';

/** The sidebar search finds records by number or name, in the current tenant's visible areas only. */
const server = useTestServer();
const HOME = 'SEARCH_HOME';
const OTHER = 'SEARCH_OTHER';
let token: string;

const plant = (tenant: string, resource: string, records: Record<string, unknown>[]) => plantRecords(server, tenant, resource, records);

async function search(q: string, tenant = HOME) {
  const response = await server.fetch(`/api/v1/search?q=${encodeURIComponent(q)}`, { headers: { authorization: token, 'x-tenant': tenant } });
  return { status: response.status, body: (await response.json()) as SearchResponse & { code?: string } };
}

const keys = (body: SearchResponse, resource: string) => body.groups.find((group) => group.resource === resource)?.hits.map((hit) => hit.key) ?? [];

beforeAll(async () => {
  // HOME shows partners and inbounds, not sustainability data; OTHER shows all three.
  await server.db.query(
    `INSERT INTO tenants (name, display_name, visible_routes) VALUES ($1, $1, '["partners", "inbounds"]'), ($2, $2, '["partners", "inbounds", "sustainabilitydata"]')`,
    [HOME, OTHER],
  );
  ({ token } = await server.loginAs('admin@fuel-portal.example'));
  await plant(HOME, 'partners', [
    { number: 'P-100', name: 'Weser Ölmühle' },
    { number: 'P-101', name: 'Elbe Fuels' },
  ]);
  await plant(
    HOME,
    'inbounds',
    Array.from({ length: SEARCH_HITS_PER_RESOURCE + 3 }, (_, index) => ({ number: `IN-7${index}` })),
  );
  await plant(HOME, 'sustainabilitydata', [{ number: 'SD-Weser-1' }]);
  await plant(OTHER, 'partners', [{ number: 'P-900', name: 'Weser Other' }]);
});

describe('the sidebar search', () => {
  it('finds a partner by a part of its name, whatever the case, with its number and name', async () => {
    const { status, body } = await search('ölmüh');
    expect(status).toBe(200);
    expect(body.groups).toEqual([{ resource: 'partners', hits: [{ key: 'P-100', label: 'Weser Ölmühle' }] }]);
  });

  it('finds a movement by its number', async () => {
    expect(keys((await search('in-70')).body, 'inbounds')).toEqual(['IN-70']);
  });

  it(`answers at most ${SEARCH_HITS_PER_RESOURCE} hits per area, in key order`, async () => {
    expect(keys((await search('IN-7')).body, 'inbounds')).toEqual(Array.from({ length: SEARCH_HITS_PER_RESOURCE }, (_, index) => `IN-7${index}`));
  });

  it('never shows a record of another tenant', async () => {
    const { body } = await search('Weser');
    expect(keys(body, 'partners')).toEqual(['P-100']);
    expect(JSON.stringify(body)).not.toContain('P-900');
    expect(keys((await search('Weser', OTHER)).body, 'partners')).toEqual(['P-900']);
  });

  it('does not search areas the tenant does not show', async () => {
    expect(keys((await search('SD-Weser')).body, 'sustainabilitydata')).toEqual([]);
    await server.db.query(`UPDATE tenants SET visible_routes = visible_routes || '["sustainabilitydata"]' WHERE name = $1`, [HOME]);
    expect(keys((await search('SD-Weser')).body, 'sustainabilitydata')).toEqual(['SD-Weser-1']);
  });

  it('treats % and _ as text, not as patterns', async () => {
    expect((await search('%')).body.groups).toEqual([]);
  });

  it('answers no hits to an empty or missing text', async () => {
    for (const query of ['', '?q=', '?q=%20%20']) {
      const response = await server.fetch(`/api/v1/search${query}`, { headers: { authorization: token, 'x-tenant': HOME } });
      expect(response.status, query).toBe(200);
      expect(await response.json(), query).toEqual({ groups: [] });
    }
  });

  it('refuses a text longer than the search takes with 400', async () => {
    expect((await search('x'.repeat(SEARCH_MAX_LENGTH + 1))).status).toBe(400);
  });
});
