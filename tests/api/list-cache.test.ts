import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertRows } from '../../src/server/resources/bulk-insert';
import { useTestServer } from './harness';
import { useResourceClients } from './resource-client';
import { sampleRecord } from './samples';

const server = useTestServer();
const TENANT = 'TENANT1';
const clients = useResourceClients(server, [TENANT]);
/** A word no demo record carries: the search finds only this file's records. */
const WORD = 'Listcache-Probe';
const SEARCH = `q=${WORD}&_sort=number&_order=asc&_start=0&_end=3`;
/** The keys of the matching records, in the list's order. */
let matching: string[];

const entity = () => server.app.registry.get('inbounds')!;

async function answer(query: string): Promise<{ keys: string[]; total: number }> {
  const response = await clients[TENANT].call('GET', `/inbounds?${query}`);
  expect(response.status).toBe(200);
  return { keys: response.body.map((record: { number: string }) => record.number), total: Number(response.headers.get('x-total-count')) };
}

/** Written straight into the table, as an import or a recompute does. */
async function insertByPlainSql(number: string): Promise<void> {
  await insertRows(server.db, server.app.registry, 'inbounds', TENANT, [{ ...sampleRecord(entity(), 1, {}), number, comment: WORD }]);
}

beforeAll(async () => {
  const created = [];
  for (let index = 0; index < 6; index++) created.push(await clients[TENANT].create('inbounds', { comment: WORD, movementStatus: 'open' }));
  matching = created.map((record) => String(record.number)).sort();
});

afterEach(() => vi.restoreAllMocks());

describe('list answers kept by the node', () => {
  it('a repeated list is answered from the cache: neither searched nor counted again', async () => {
    const first = await answer(SEARCH);
    const query = vi.spyOn(server.db, 'query');
    expect(await answer(SEARCH)).toEqual(first);
    const statements = query.mock.calls.map(([sql]) => String(sql));
    expect(statements.some((sql) => sql.includes('count(*) AS total'))).toBe(false);
    expect(statements.some((sql) => sql.includes('ORDER BY page.position'))).toBe(true);
  });

  it('the next page of a search takes the total counted for the first', async () => {
    await answer(SEARCH);
    const query = vi.spyOn(server.db, 'query');
    expect(await answer(SEARCH.replace('_start=0&_end=3', '_start=3&_end=6'))).toEqual({ keys: matching.slice(3, 6), total: 6 });
    expect(query.mock.calls.some(([sql]) => String(sql).includes('count(*) AS total'))).toBe(false);
  });

  it('a record changed through the API is seen by the next identical list', async () => {
    expect(await answer(SEARCH)).toEqual({ keys: matching.slice(0, 3), total: 6 });
    expect((await clients[TENANT].call('PATCH', `/inbounds/${matching[1]}`, { comment: 'Spot' })).status).toBe(200);
    expect(await answer(SEARCH)).toEqual({ keys: [matching[0], matching[2], matching[3]], total: 5 });
  });

  it('rows inserted, updated and deleted by plain SQL (imports, recomputes) are seen too', async () => {
    await insertByPlainSql('0-LISTCACHE');
    expect(await answer(SEARCH)).toEqual({ keys: ['0-LISTCACHE', matching[0], matching[2]], total: 6 });
    await server.db.query(`UPDATE e_inbounds SET comment = 'Spot' WHERE tenant = $1 AND number = $2`, [TENANT, matching[0]]);
    expect(await answer(SEARCH)).toEqual({ keys: ['0-LISTCACHE', matching[2], matching[3]], total: 5 });
    await server.db.query(`DELETE FROM e_inbounds WHERE tenant = $1 AND number = '0-LISTCACHE'`, [TENANT]);
    expect(await answer(SEARCH)).toEqual({ keys: [matching[2], matching[3], matching[4]], total: 4 });
  });

  it('the unfiltered total follows every write', async () => {
    const before = (await answer('_start=0&_end=5')).total;
    await insertByPlainSql('0-LISTCACHE-2');
    expect((await answer('_start=0&_end=5')).total).toBe(before + 1);
  });
});
