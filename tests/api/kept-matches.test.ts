import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertRows } from '../../src/server/resources/bulk-insert';
import { useTestServer } from './harness';
import { useResourceClients } from './resource-client';
import { sampleRecord } from './samples';

/**
 * A search keeps its matches on the node; after a write it reads again only the records written since
 * (their keys stay with the write's delta in record_counts), and its pages equal the plain SQL's.
 */
const server = useTestServer();
const TENANT = 'TENANT1';
const clients = useResourceClients(server, [TENANT]);
/** A word no demo record carries: the search finds only this file's records. */
const WORD = 'Keptmatch-Probe';
const ORDER = '_sort=quantityDischarged&_order=desc';

const entity = () => server.app.registry.get('inbounds')!;
const client = () => clients[TENANT];

/** Every page of the search, 4 records a page, and the total the first page answered. */
async function searched(): Promise<{ keys: string[]; total: number }> {
  const keys: string[] = [];
  let total = 0;
  for (let start = 0; start === 0 || start < total; start += 4) {
    const response = await client().call('GET', `/inbounds?q=${WORD}&${ORDER}&_start=${start}&_end=${start + 4}`);
    expect(response.status).toBe(200);
    if (start === 0) total = Number(response.headers.get('x-total-count'));
    keys.push(...response.body.map((record: { number: string }) => record.number));
  }
  return { keys, total };
}

/** The same search as plain SQL over the table. */
async function plain(): Promise<{ keys: string[]; total: number }> {
  const { rows } = await server.db.query<{ number: string }>(
    `SELECT number FROM e_inbounds WHERE tenant = $1 AND lower(comment) LIKE $2 ORDER BY "quantityDischarged" DESC, number DESC`,
    [TENANT, `%${WORD.toLowerCase()}%`],
  );
  return { keys: rows.map((row) => row.number), total: rows.length };
}

/** Whether the search read all its matches from the table again (rather than correcting the kept ones). */
async function searchedAgain(run: () => Promise<unknown>): Promise<boolean> {
  const query = vi.spyOn(server.db, 'query');
  await run();
  const again = query.mock.calls.some(([sql]) => String(sql).includes('AS MATERIALIZED'));
  query.mockRestore();
  return again;
}

let numbers: string[];

beforeAll(async () => {
  numbers = [];
  for (let index = 0; index < 9; index++) {
    const record = await client().create('inbounds', { comment: `${WORD} ${index}`, quantityDischarged: 100 + (index % 3), movementStatus: 'open' });
    numbers.push(String(record.number));
  }
  expect(await searched()).toEqual(await plain());
});

afterEach(() => vi.restoreAllMocks());

describe('kept search matches', () => {
  it('a save that takes a record out of the search is corrected without searching again', async () => {
    expect(await searchedAgain(() => client().call('PATCH', `/inbounds/${numbers[0]}`, { comment: 'no longer' }))).toBe(false);
    expect(await searchedAgain(searched)).toBe(false);
    expect(await searched()).toEqual(await plain());
  });

  it('a save that brings a record in, or moves it in the order, is corrected in the order of the SQL', async () => {
    const outsider = await client().create('inbounds', { comment: 'elsewhere', quantityDischarged: 50, movementStatus: 'open' });
    await searched();
    await client().call('PATCH', `/inbounds/${outsider.number}`, { comment: `now ${WORD}` });
    await client().call('PATCH', `/inbounds/${numbers[4]}`, { quantityDischarged: 999 });
    expect(await searchedAgain(searched)).toBe(false);
    const answer = await searched();
    expect(answer).toEqual(await plain());
    expect(answer.keys[0]).toBe(numbers[4]);
    expect(answer.keys.at(-1)).toBe(outsider.number);
  });

  it('creates, deletes and renames are corrected too', async () => {
    await searched();
    const created = await client().create('inbounds', { comment: WORD, quantityDischarged: 101, movementStatus: 'open' });
    expect((await client().call('DELETE', `/inbounds/${numbers[2]}`)).status).toBe(200);
    const renamed = `${numbers[3]}-R`;
    expect((await client().call('PATCH', `/inbounds/${numbers[3]}?confirmKeyChange=true`, { number: renamed })).status).toBe(200);
    expect(await searchedAgain(searched)).toBe(false);
    const answer = await searched();
    expect(answer).toEqual(await plain());
    expect(answer.keys).toContain(created.number);
    expect(answer.keys).toContain(renamed);
    expect(answer.keys).not.toContain(numbers[3]);
  });

  it('writes by plain SQL (imports, recomputes) are corrected as well', async () => {
    await searched();
    await server.db.query(`UPDATE e_inbounds SET comment = 'plain' WHERE tenant = $1 AND number = $2`, [TENANT, numbers[5]]);
    expect(await searchedAgain(searched)).toBe(false);
    expect(await searched()).toEqual(await plain());
  });

  it('a search kept from before the write deltas were folded is corrected by the keys the fold carries', async () => {
    await searched();
    for (let index = 0; index < 70; index++) await client().call('PATCH', `/inbounds/${numbers[6 + (index % 3)]}`, { comment: `${WORD} again ${index}` });
    await server.db.query(`UPDATE e_inbounds SET comment = 'folded away' WHERE tenant = $1 AND number = $2`, [TENANT, numbers[8]]);
    // An unfiltered list reads the write state, and folds the deltas.
    await client().call('GET', '/inbounds?_start=0&_end=1');
    expect(await searchedAgain(searched)).toBe(false);
    expect(await searched()).toEqual(await plain());
  });

  it('after a statement that wrote more than 1,000 records the search reads its matches again', async () => {
    await searched();
    const rows = Array.from({ length: 1001 }, (_, index) => ({
      ...sampleRecord(entity(), index, {}),
      number: `KEPT-BULK-${index}`,
      comment: index % 500 ? null : WORD,
    }));
    await insertRows(server.db, server.app.registry, 'inbounds', TENANT, rows);
    expect(await searchedAgain(searched)).toBe(true);
    expect(await searched()).toEqual(await plain());
  });
});
