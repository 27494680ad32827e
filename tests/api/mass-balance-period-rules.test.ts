import { afterEach, describe, expect, it } from 'vitest';
import { MISSING_PERIODS_ROUTE } from '../../src/shared/mass-balance/api';
import { setClock } from '../../src/server/time/clock';
import { useTestServer } from './harness';
import { newChain } from './mass-balance-fixture';
import { useResourceClients } from './resource-client';

const server = useTestServer();
const clients = useResourceClients(server, ['TENANT1']);
const client = () => clients.TENANT1;
const complete = (id: string) => client().call('POST', `/mass-balances/${encodeURIComponent(id)}/complete`);
const create = (chain: { site: string; product: string }, dateFrom: string, unit = 'Kg') =>
  client().call('POST', '/mass-balances', { site: chain.site, product: chain.product, unit, dateFrom });

afterEach(() => setClock());

describe('no gaps in a chain', () => {
  it('a balance after months with movements but no balance is refused with MISSING_PERIODS naming those months, oldest first', async () => {
    const chain = await newChain(client());
    await chain.outbound('2026-02-05', 10);
    await chain.inbound('2026-01-10', 100);
    const response = await create(chain, '2026-04-01');
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'MISSING_PERIODS', missing: ['2026-01', '2026-02'] });
    expect((await client().call('GET', `/mass-balances?site=${chain.site}`)).body).toEqual([]);
  });

  it('months without movements and cancelled movements leave no gap; a started chain is continuous from its first balance', async () => {
    const chain = await newChain(client());
    await chain.balance('2026-01-01');
    await chain.inbound('2026-03-10', 100, { cancelled: 1 });
    await chain.balance('2026-04-01');
    await chain.inbound('2026-05-20', 50);
    expect((await create(chain, '2026-07-01')).body).toMatchObject({ code: 'MISSING_PERIODS', missing: ['2026-05'] });
  });

  it('GET missing-balances lists the missing months; POST creates them open, in order, so the balance asked for can follow', async () => {
    const chain = await newChain(client());
    await chain.inbound('2026-01-10', 100);
    await chain.outbound('2026-02-05', 30);
    const query = `${MISSING_PERIODS_ROUTE}?site=${chain.site}&product=${chain.product}&dateFrom=2026-03-01`;
    expect((await client().call('GET', query)).body).toEqual({ missing: ['2026-01', '2026-02'] });
    const created = await client().call('POST', MISSING_PERIODS_ROUTE, { site: chain.site, product: chain.product, unit: 'Kg', dateFrom: '2026-03-01' });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      missing: ['2026-01', '2026-02'],
      created: [`${chain.site}-${chain.product}-2026-01`, `${chain.site}-${chain.product}-2026-02`],
    });
    expect((await client().call('GET', query)).body).toEqual({ missing: [] });
    const march = await chain.balance('2026-03-01');
    expect(march).toMatchObject({ balanceStatus: 'open', openingStock: 70 });
    const audit = await server.db.query<{ entity_key: string }>(
      `SELECT entity_key FROM audit_log WHERE entity = 'mass-balances' AND entity_key LIKE $1 ORDER BY id`,
      [`${chain.site}-%`],
    );
    expect(audit.rows.map((row) => row.entity_key)).toEqual(created.body.created.concat(march.identifierValue));
  });

  it('POST missing-balances follows the rules of a create: the unit of the chain', async () => {
    const chain = await newChain(client());
    await chain.balance('2026-01-01');
    await chain.inbound('2026-02-10', 100);
    const response = await client().call('POST', MISSING_PERIODS_ROUTE, { site: chain.site, product: chain.product, unit: 'L15°', dateFrom: '2026-03-01' });
    expect(response.body).toMatchObject({ code: 'UNIT_MISMATCH', unit: 'Kg' });
  });

  it('a balance whose earlier months gained movements without a balance is not completed (MISSING_PERIODS)', async () => {
    const chain = await newChain(client());
    const february = await chain.balance('2026-02-01');
    await chain.inbound('2026-01-15', 5);
    expect((await complete(february.identifierValue)).body).toMatchObject({ code: 'MISSING_PERIODS', missing: ['2026-01'] });
  });
});

describe('no gap by deleting', () => {
  const remove = (id: string) => client().call('DELETE', `/mass-balances/${encodeURIComponent(id)}`);

  it('a balance with later balances of its site and product is refused with LATER_PERIODS_EXIST naming their months; the last one can go', async () => {
    const chain = await newChain(client());
    await chain.inbound('2026-01-10', 100);
    const january = await chain.balance('2026-01-01');
    await chain.inbound('2026-02-10', 50);
    const february = await chain.balance('2026-02-01');
    const march = await chain.balance('2026-03-01');
    const refused = await remove(january.identifierValue);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'LATER_PERIODS_EXIST', later: ['2026-02', '2026-03'] });
    // A month without movements is no gap either, yet the rule is the same for every balance but the last.
    expect((await remove(february.identifierValue)).body).toMatchObject({ code: 'LATER_PERIODS_EXIST', later: ['2026-03'] });
    expect((await remove(march.identifierValue)).status).toBe(200);
    expect((await remove(february.identifierValue)).status).toBe(200);
    expect((await client().call('GET', `/mass-balances?site=${chain.site}`)).body.map((row: any) => row.identifierValue)).toEqual([january.identifierValue]);
  });

  it('a bulk delete refuses the balances a later one follows and words the months', async () => {
    const chain = await newChain(client());
    const january = await chain.balance('2026-01-01');
    const february = await chain.balance('2026-02-01');
    const answer = await client().call('POST', '/mass-balances/bulk?lang=en', { action: 'delete', keys: [january.identifierValue, february.identifierValue] });
    expect(answer.body.done).toEqual([february.identifierValue]);
    expect(answer.body.refused).toEqual([
      expect.objectContaining({ key: january.identifierValue, code: 'LATER_PERIODS_EXIST', later: ['2026-02'], message: expect.stringContaining('2026-02') }),
    ]);
  });
});

describe('no completion before the period has ended', () => {
  it("a period that has not ended on the tenant's business day is refused with PERIOD_NOT_ENDED and the day it can be completed from", async () => {
    const chain = await newChain(client());
    const november = await chain.balance('2026-11-01');
    // 05:00 UTC on 1 December is still 30 November in the tenant's zone (America/Edmonton).
    setClock(() => new Date('2026-12-01T05:00:00Z'));
    const refused = await complete(november.identifierValue);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'PERIOD_NOT_ENDED', completableFrom: '2026-12-01' });
    setClock(() => new Date('2026-12-01T08:00:00Z'));
    expect((await complete(november.identifierValue)).body.balance).toMatchObject({ balanceStatus: 'completed' });
  });

  it('a quarter can be completed from the day after its last month', async () => {
    const chain = await newChain(client());
    const quarter = await chain.balance('2027-01-01', { dateTo: '2027-03-31' });
    expect((await complete(quarter.identifierValue)).body).toMatchObject({ code: 'PERIOD_NOT_ENDED', completableFrom: '2027-04-01' });
  });
});
