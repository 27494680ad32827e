import { describe, expect, it } from 'vitest';
import { useTestServer } from './harness';
import { useResourceClients } from './resource-client';
import { newChain } from './mass-balance-fixture';

const server = useTestServer();
const clients = useResourceClients(server, ['TENANT1']);
const client = () => clients.TENANT1;
const get = async (id: string) => (await client().call('GET', `/mass-balances/${encodeURIComponent(id)}`)).body;

describe('mass balance header', () => {
  it('a created balance gets its identifier, month, year, status, default dateTo and figures', async () => {
    const chain = await newChain(client());
    const balance = await chain.balance('2026-03-01', { productionOutput: 5 });
    expect(balance).toMatchObject({
      identifierValue: `${chain.site}-${chain.product}-2026-03`,
      dateTo: '2026-03-31',
      month: 3,
      year: 2026,
      balanceStatus: 'open',
      openingStock: 0,
      closingStock: 5,
      difference: 0,
    });
  });

  it('a period that is not whole calendar months is refused with PERIOD_INVALID naming the field', async () => {
    const chain = await newChain(client());
    const response = await client().call('POST', '/mass-balances', { site: chain.site, product: chain.product, unit: 'Kg', dateFrom: '2026-03-02' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'PERIOD_INVALID', field: 'dateFrom' });
    const long = await client().call('POST', '/mass-balances', {
      site: chain.site,
      product: chain.product,
      unit: 'Kg',
      dateFrom: '2026-01-01',
      dateTo: '2026-04-30',
    });
    expect(long.body).toMatchObject({ code: 'PERIOD_INVALID', field: 'dateTo' });
  });

  it('an overlapping period of the same site and product is refused with PERIOD_OVERLAP naming it', async () => {
    const chain = await newChain(client());
    const first = await chain.balance('2026-01-01', { dateTo: '2026-03-31' });
    const response = await client().call('POST', '/mass-balances', { site: chain.site, product: chain.product, unit: 'Kg', dateFrom: '2026-03-01' });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'PERIOD_OVERLAP', other: first.identifierValue });
  });

  it('another unit than the chain’s is refused with UNIT_MISMATCH', async () => {
    const chain = await newChain(client());
    await chain.balance('2026-01-01');
    const response = await client().call('POST', '/mass-balances', { site: chain.site, product: chain.product, unit: 'L15°', dateFrom: '2026-02-01' });
    expect(response.body).toMatchObject({ code: 'UNIT_MISMATCH', unit: 'Kg' });
  });

  it('site, product, unit and period cannot change (x-fixed: FIELD_FIXED); production figures can and recompute', async () => {
    const chain = await newChain(client());
    const balance = await chain.balance('2026-01-01');
    const refused = await client().call('PATCH', `/mass-balances/${balance.identifierValue}`, { dateTo: '2026-02-28' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'FIELD_FIXED', field: 'dateTo' });
    const changed = await client().call('PATCH', `/mass-balances/${balance.identifierValue}`, { productionOutput: 10, productionInput: 3 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ closingStock: 7 });
  });

  it('closing = opening + inputs + production output − outputs − production input, and the next opening is this closing', async () => {
    const chain = await newChain(client());
    const january = await chain.balance('2026-01-01');
    const february = await chain.balance('2026-02-01');
    await chain.inbound('2026-01-10', 100.125);
    await chain.inbound('2026-01-31', 0.875);
    await chain.outbound('2026-01-15', 40);
    await chain.inbound('2026-02-01', 10);
    expect(await get(january.identifierValue)).toMatchObject({ openingStock: 0, inputQuantity: 101, outputQuantity: 40, closingStock: 61 });
    expect(await get(february.identifierValue)).toMatchObject({ openingStock: 61, inputQuantity: 10, closingStock: 71 });
  });

  it('the next period’s opening equals this closing after an edit of an earlier open period', async () => {
    const chain = await newChain(client());
    const january = await chain.balance('2026-01-01');
    const february = await chain.balance('2026-02-01');
    const inbound = await chain.inbound('2026-01-10', 100);
    await client().call('PATCH', `/inbounds/${inbound}`, { quantityDischargedKg: 30.5 });
    const [jan, feb] = [await get(january.identifierValue), await get(february.identifierValue)];
    expect(jan.closingStock).toBe(30.5);
    expect(feb.openingStock).toBe(jan.closingStock);
    await client().call('PATCH', `/inbounds/${inbound}`, { dischargeDate: '2026-02-02' });
    expect((await get(january.identifierValue)).closingStock).toBe(0);
    expect((await get(february.identifierValue)).closingStock).toBe(30.5);
  });

  it('a movement lacking its quantity in the unit is an error line, listed and not counted', async () => {
    const chain = await newChain(client());
    const balance = await chain.balance('2026-01-01');
    const key = await chain.inbound('2026-01-05', null);
    expect(await get(balance.identifierValue)).toMatchObject({ movementErrors: 1, inputQuantity: 0 });
    const list = await client().call('GET', `/mass-balances/${balance.identifierValue}/movements?side=inputs`);
    expect(list.headers.get('x-total-count')).toBe('1');
    expect(list.body[0]).toMatchObject({ key, quantity: null, error: 'missingQuantity', uncovered: 0 });
  });

  it('a cancelled movement counts nowhere', async () => {
    const chain = await newChain(client());
    const balance = await chain.balance('2026-01-01');
    await chain.inbound('2026-01-05', 50, { cancelled: 1 });
    expect(await get(balance.identifierValue)).toMatchObject({ inputQuantity: 0 });
  });

  it('GET proofs lists usable proofs of the product group and unit with volume left', async () => {
    const chain = await newChain(client());
    const balance = await chain.balance('2026-01-01');
    const usable = await chain.proof(100);
    await chain.proof(100, { unitOfMeasurement: 'L15°' });
    await chain.proof(100, { productGroup: 'hvo' });
    const list = await client().call('GET', `/mass-balances/${balance.identifierValue}/proofs`);
    expect(list.status).toBe(200);
    const keys = list.body.map((proof: any) => proof.key);
    expect(keys).toContain(usable);
    expect(list.body.every((proof: any) => proof.unit === 'Kg' && proof.productGroup === 'biodiesel')).toBe(true);
    expect(list.body.find((proof: any) => proof.key === usable)).toMatchObject({ volume: 100, remainingVolume: 100, pool: 0 });
  });

  it('GET daily answers per day input, output and covered', async () => {
    const chain = await newChain(client());
    const balance = await chain.balance('2026-01-01');
    await chain.inbound('2026-01-05', 10);
    await chain.outbound('2026-01-05', 4);
    await chain.inbound('2026-01-07', 1);
    const days = await client().call('GET', `/mass-balances/${balance.identifierValue}/daily`);
    expect(days.body).toEqual([
      { date: '2026-01-05', input: 10, output: 4, covered: 0 },
      { date: '2026-01-07', input: 1, output: 0, covered: 0 },
    ]);
  });
});
