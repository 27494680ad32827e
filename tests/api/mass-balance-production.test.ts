import { describe, expect, it } from 'vitest';
import { useTestServer } from './harness';
import { newChain } from './mass-balance-fixture';
import { useResourceClients } from './resource-client';

const server = useTestServer();
const clients = useResourceClients(server, ['TENANT1']);
const client = () => clients.TENANT1;
const get = async (id: string) => (await client().call('GET', `/mass-balances/${encodeURIComponent(id)}`)).body;

let n = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(n++).toString(36)}`;

type Chain = Awaited<ReturnType<typeof newChain>>;

/** A production figure (raw PHD) of the chain's site and product through the generic API. */
async function figure(chain: Chain, productionDate: string, quantityIn: number, quantityOut: number, extra: Record<string, unknown> = {}) {
  const response = await client().call('POST', '/production-figures', {
    id: unique('PF'),
    site: chain.site,
    product: chain.product,
    productionDate,
    unit: 'Kg',
    quantityIn,
    quantityOut,
    ...extra,
  });
  return response;
}

/** A tank measurement (raw stock) of the chain's site and product. */
async function measurement(chain: Chain, tankNumber: string, measurementDate: string, quantity: number, extra: Record<string, unknown> = {}) {
  return client().call('POST', '/stock-measurements', {
    id: unique('SM'),
    site: chain.site,
    product: chain.product,
    tankNumber,
    measurementDate,
    unit: 'Kg',
    quantity,
    ...extra,
  });
}

describe('production figures feed the mass balance', () => {
  it('productionInput/Output are the sums of the period’s figures in the unit; figures outside the period or unit do not count', async () => {
    const chain = await newChain(client());
    const january = await chain.balance('2026-01-01', { productionInput: 1, productionOutput: 2 });
    const february = await chain.balance('2026-02-01');
    await chain.inbound('2026-01-05', 100);
    expect((await figure(chain, '2026-01-03', 10, 30)).status).toBe(201);
    await figure(chain, '2026-01-31', 5, 15.5);
    await figure(chain, '2026-02-01', 1000, 0);
    await figure(chain, '2026-01-10', 7, 7, { unit: 'L15°' });
    expect(await get(january.identifierValue)).toMatchObject({
      productionSource: 'figures',
      productionInput: 15,
      productionOutput: 45.5,
      manualProductionInput: 1,
      manualProductionOutput: 2,
      closingStock: 130.5,
    });
    expect(await get(february.identifierValue)).toMatchObject({
      productionSource: 'figures',
      productionInput: 1000,
      openingStock: 130.5,
      closingStock: -869.5,
    });
  });

  it('a figure moved to another site, product or date recomputes both chains; deleting the last figure gives back the manual values', async () => {
    const chain = await newChain(client());
    const other = await newChain(client());
    const balance = await chain.balance('2026-03-01', { productionInput: 4, productionOutput: 9 });
    const otherBalance = await other.balance('2026-03-01');
    const created = (await figure(chain, '2026-03-10', 20, 50)).body;
    expect(await get(balance.identifierValue)).toMatchObject({ productionInput: 20, productionOutput: 50, closingStock: 30 });
    const moved = await client().call('PATCH', `/production-figures/${created.id}`, { site: other.site, product: other.product });
    expect(moved.status).toBe(200);
    expect(await get(balance.identifierValue)).toMatchObject({ productionSource: 'manual', productionInput: 4, productionOutput: 9, closingStock: 5 });
    expect(await get(otherBalance.identifierValue)).toMatchObject({ productionSource: 'figures', productionInput: 20, productionOutput: 50, closingStock: 30 });
    expect((await client().call('DELETE', `/production-figures/${created.id}`)).status).toBe(200);
    const back = await get(otherBalance.identifierValue);
    expect(back).toMatchObject({ productionSource: 'manual', closingStock: 0 });
    expect(back).not.toHaveProperty('productionOutput');
  });

  it('while figures exist, a manual change of production input or output is refused with PRODUCTION_FROM_FIGURES', async () => {
    const chain = await newChain(client());
    const balance = await chain.balance('2026-04-01');
    await figure(chain, '2026-04-02', 1, 2);
    const refused = await client().call('PATCH', `/mass-balances/${balance.identifierValue}`, { productionInput: 3 });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'PRODUCTION_FROM_FIGURES', field: 'productionInput' });
    const unchanged = await client().call('PATCH', `/mass-balances/${balance.identifierValue}`, { productionInput: 1, productionOutput: 2 });
    expect(unchanged.status).toBe(200);
  });

  it('a figure created, changed or deleted inside a completed balance’s period is refused with PERIOD_COMPLETED naming it', async () => {
    const chain = await newChain(client());
    const balance = (await chain.balance('2026-05-01')).identifierValue;
    await chain.inbound('2026-05-02', 100);
    const inside = (await figure(chain, '2026-05-03', 10, 20)).body;
    const outside = (await figure(chain, '2026-06-03', 1, 1)).body;
    expect((await client().call('POST', `/mass-balances/${encodeURIComponent(balance)}/complete`)).status).toBe(200);
    const created = await figure(chain, '2026-05-20', 1, 1);
    expect(created.status).toBe(409);
    expect(created.body).toMatchObject({ code: 'PERIOD_COMPLETED', balance });
    expect((await client().call('PATCH', `/production-figures/${inside.id}`, { quantityIn: 11 })).body).toMatchObject({ code: 'PERIOD_COMPLETED', balance });
    expect((await client().call('DELETE', `/production-figures/${inside.id}`)).body).toMatchObject({ code: 'PERIOD_COMPLETED', balance });
    expect((await client().call('PATCH', `/production-figures/${outside.id}`, { productionDate: '2026-05-31' })).body).toMatchObject({
      code: 'PERIOD_COMPLETED',
      balance,
    });
    expect(await get(balance)).toMatchObject({ balanceStatus: 'completed', productionInput: 10, productionOutput: 20, closingStock: 110 });
  });
});

describe('measured stock beside the closing stock', () => {
  it('per tank the latest measurement of the period in the unit, summed; the deviation is measured − closing', async () => {
    const chain = await newChain(client());
    const balance = (await chain.balance('2026-01-01')).identifierValue;
    await chain.inbound('2026-01-04', 500);
    for (const field of ['measuredStock', 'measuredStockDate', 'stockDeviation']) expect(await get(balance)).not.toHaveProperty(field);
    await measurement(chain, 'T1', '2026-01-10', 100);
    await measurement(chain, 'T1', '2026-01-30', 280);
    await measurement(chain, 'T2', '2026-01-20', 200);
    await measurement(chain, 'T2', '2026-02-01', 999);
    await measurement(chain, 'T3', '2026-01-31', 77, { unit: 'L15°' });
    expect(await get(balance)).toMatchObject({ closingStock: 500, measuredStock: 480, measuredStockDate: '2026-01-30', stockDeviation: -20 });
  });

  it('a measurement inside a completed balance’s period is refused with PERIOD_COMPLETED', async () => {
    const chain = await newChain(client());
    const balance = (await chain.balance('2026-02-01')).identifierValue;
    await chain.inbound('2026-02-04', 50);
    await measurement(chain, 'T1', '2026-02-28', 49);
    await client().call('POST', `/mass-balances/${encodeURIComponent(balance)}/complete`);
    expect((await measurement(chain, 'T2', '2026-02-28', 1)).body).toMatchObject({ code: 'PERIOD_COMPLETED', balance });
    expect(await get(balance)).toMatchObject({ measuredStock: 49, stockDeviation: -1 });
  });
});
