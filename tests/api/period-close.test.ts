import { describe, expect, it } from 'vitest';
import { readXlsxCells } from '../support/xlsx-cells';
import { useTestServer } from './harness';
import { newChain } from './mass-balance-fixture';
import { useResourceClients } from './resource-client';
import { plantRecord } from './samples';

const server = useTestServer();
const clients = useResourceClients(server, ['TENANT1']);
const client = () => clients.TENANT1;
const status = async (period: string) => (await client().call('GET', `/period-close/${period}`)).body;
const act = async (period: string, step: 'preview' | 'apply', action: string) =>
  (await client().call('POST', `/period-close/${period}/${step}`, { action })).body;
/** The lines of one chain (its site) in an answer's steps or site-and-product lines. */
const ofSite = (site: string, lines: Record<string, any>[]) => lines.filter((line) => line.site === site);

describe('period-close status', () => {
  it('a period that is neither YYYY-MM nor YYYY-Qn answers 400 PERIOD_FORMAT naming the format, in German too', async () => {
    for (const period of ['2021-13', '2021-Q5', '2021-3', 'Q1-2021', '1999-01']) {
      const response = await client().call('GET', `/period-close/${period}`);
      expect(response.status, period).toBe(400);
      expect(response.body, period).toMatchObject({ code: 'PERIOD_FORMAT', field: 'params.period', period });
      expect(response.body.message).toContain('YYYY-Qn');
    }
    const { token } = await server.loginAs('multi@fuel-portal.example');
    const german = await server.fetch('/api/v1/period-close/2021-Q5/preview', {
      method: 'POST',
      headers: { authorization: token, 'x-tenant': 'TENANT1', 'accept-language': 'de', 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'complete' }),
    });
    expect(german.status).toBe(400);
    expect((await german.json()).message).toContain('JJJJ-Qn');
  });

  it('every site and product with movements or a balance: its balances with inputs, outputs, uncovered quantities, error lines, and the months without a balance', async () => {
    const chain = await newChain(client());
    await chain.inbound('2021-01-10', 100);
    await chain.inbound('2021-01-12', null);
    await chain.outbound('2021-01-20', 30);
    const january = await chain.balance('2021-01-01');
    await chain.inbound('2021-03-05', 7);
    const answer = await status('2021-Q1');
    expect(answer.period).toEqual({ period: '2021-Q1', from: '2021-01-01', to: '2021-03-31', months: ['2021-01', '2021-02', '2021-03'] });
    expect(ofSite(chain.site, answer.siteProducts)).toEqual([
      {
        site: chain.site,
        product: chain.product,
        balances: [
          {
            id: january.identifierValue,
            dateFrom: '2021-01-01',
            dateTo: '2021-01-31',
            unit: 'Kg',
            status: 'open',
            inputs: 100,
            outputs: 30,
            uncoveredInputs: 100,
            uncoveredOutputs: 30,
            errorLines: 1,
            closingStock: 70,
            difference: 0,
          },
        ],
        missingMonths: ['2021-03'],
      },
    ]);
  });

  it('every month with movements and no balance up to the period counts as missing, also before a site and product’s first balance', async () => {
    const gap = await newChain(client());
    await gap.balance('2021-04-01');
    await gap.inbound('2021-05-10', 5);
    await gap.inbound('2021-06-10', 5);
    const fresh = await newChain(client());
    await fresh.inbound('2021-05-10', 5);
    await fresh.inbound('2021-06-10', 5);
    const answer = await status('2021-06');
    expect(ofSite(gap.site, answer.siteProducts)[0].missingMonths).toEqual(['2021-05', '2021-06']);
    expect(ofSite(fresh.site, answer.siteProducts)[0].missingMonths).toEqual(['2021-05', '2021-06']);
  });

  it('movements of the period still open or locked where no balance covers their day are listed, cancelled and covered ones not', async () => {
    const chain = await newChain(client());
    const outside = await chain.inbound('2021-07-03', 4);
    await chain.inbound('2021-07-04', 4, { cancelled: 1 });
    const loaded = await chain.outbound('2021-07-05', 4, { movementStatus: 'locked' });
    const other = await newChain(client());
    await other.balance('2021-07-01');
    await other.inbound('2021-07-06', 4);
    const { movementsOutside } = await status('2021-07');
    expect(movementsOutside.rows.filter((row: { site: string }) => [chain.site, other.site].includes(row.site))).toEqual([
      { resource: 'inbounds', key: outside, date: '2021-07-03', site: chain.site, product: chain.product, status: 'open' },
      { resource: 'outbounds', key: loaded, date: '2021-07-05', site: chain.site, product: chain.product, status: 'locked' },
    ]);
  });

  it('the XLSX export holds every section in the language asked for', async () => {
    const chain = await newChain(client());
    await chain.balance('2021-08-01');
    const outside = await newChain(client());
    const locked = await outside.outbound('2021-08-05', 4, { movementStatus: 'locked' });
    await plantRecord(server, 'TENANT1', 'import-messages', {
      fileName: 'august.csv',
      importType: 'rawImport',
      importStatus: 'failed',
      startedAt: '2021-08-10T17:28:00Z',
    });
    const { token } = await server.loginAs('multi@fuel-portal.example');
    const response = await server.fetch('/api/v1/period-close/2021-08/export?lang=de', { headers: { authorization: token, 'x-tenant': 'TENANT1' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('period-close_2021-08.xlsx');
    const cells = readXlsxCells(Buffer.from(await response.arrayBuffer()));
    const texts = cells.flat();
    expect(cells[0][0]).toBe('Periodenabschluss 2021-08');
    expect(texts).toContain('Massenbilanzen');
    expect(texts).toContain('Ungedeckte Eingänge');
    expect(cells.find((row) => row[2] === `${chain.site}-${chain.product}-2021-08`)?.[3]).toBe('Offen');
    // Days and instants are date cells (Excel's days since 1899-12-30), an instant at the wall clock of the user's zone (Edmonton, UTC-6 in August).
    expect(cells.find((row) => row[1] === locked)).toEqual(['Ausgang', locked, 44413, outside.site, outside.product, 'Gesperrt']);
    const started = cells.find((row) => row[2] === 'august.csv');
    expect(started?.slice(0, 2)).toEqual(['Rohdatenimport (ERP-Bewegungen)', 'Fehlgeschlagen']);
    expect(started?.[3]).toBeCloseTo((Date.parse('2021-08-10T11:28:00Z') - Date.UTC(1899, 11, 30)) / 86_400_000, 8);
  });
});

describe('who sees the period-close page', () => {
  it('users of a tenant with mass balances, with the sections their tenant shows; a tenant without mass balances is refused', async () => {
    const plain = await server.loginAs('user@tenant1.example');
    const own = await server.api('GET', '/period-close/2022-01', { token: plain.token, tenant: 'TENANT1' });
    expect(own.status).toBe(200);
    expect(own.body.credits).not.toBeNull();
    const producer = await server.loginAs('producer.admin@oilco.example');
    const withoutCredits = (await server.api('GET', '/period-close/2022-01', { token: producer.token, tenant: 'OILCO_PRODUCER' })).body;
    expect(withoutCredits).toMatchObject({ credits: null, unconfiguredOutbounds: null, imports: { failed: expect.any(Number) } });
    const multi = await server.loginAs('multi@fuel-portal.example');
    const hidden = await server.api('POST', '/period-close/2021-01/apply', { token: multi.token, tenant: 'OTHER_TENANT', body: { action: 'createMissing' } });
    expect(hidden.status).toBe(403);
    expect(hidden.body).toMatchObject({ code: 'RESOURCE_FORBIDDEN' });
  });
});

describe('period-close actions', () => {
  it('create missing: the preview names each month, the run creates them open in order', async () => {
    const chain = await newChain(client());
    await chain.inbound('2021-09-10', 10);
    await chain.inbound('2021-10-10', 10);
    const preview = await act('2021-Q4', 'preview', 'createMissing');
    // September lies before the quarter, but the chain rule asks for it before October's balance.
    expect(ofSite(chain.site, preview.steps).map((step) => step.month)).toEqual(['2021-09', '2021-10']);
    const applied = await act('2021-Q4', 'apply', 'createMissing');
    expect(ofSite(chain.site, applied.done)).toEqual(
      ['2021-09', '2021-10'].map((month) => ({ site: chain.site, product: chain.product, month, balance: `${chain.site}-${chain.product}-${month}` })),
    );
    const { siteProducts } = await status('2021-Q4');
    expect(ofSite(chain.site, siteProducts)[0]).toMatchObject({ missingMonths: [], balances: [{ status: 'open', inputs: 10 }] });
  });

  it('auto assign: balances with something uncovered are assigned, a covered or completed one is left with its reason', async () => {
    const chain = await newChain(client(), 'Kg', 'hvo');
    await chain.inbound('2021-11-10', 10);
    await chain.proof(10);
    const open = await chain.balance('2021-11-01');
    const empty = await newChain(client());
    const covered = await empty.balance('2021-11-01');
    const preview = await act('2021-11', 'preview', 'autoAssign');
    expect([...ofSite(chain.site, preview.steps), ...ofSite(empty.site, preview.steps)]).toEqual([
      { site: chain.site, product: chain.product, balance: open.identifierValue },
      { site: empty.site, product: empty.product, balance: covered.identifierValue, skip: 'nothingUncovered' },
    ]);
    const applied = await act('2021-11', 'apply', 'autoAssign');
    expect(ofSite(chain.site, applied.done)).toHaveLength(1);
    expect(ofSite(chain.site, (await status('2021-11')).siteProducts)[0].balances[0]).toMatchObject({ status: 'inProgress', uncoveredInputs: 0 });
  });

  it('complete: ready balances in the chain’s order; error lines, a missing month before and a period not ended are left with their reason', async () => {
    const chain = await newChain(client());
    await chain.inbound('2022-01-10', 10);
    const [january, february, march] = [await chain.balance('2022-01-01'), await chain.balance('2022-02-01'), await chain.balance('2022-03-01')];
    const broken = await newChain(client());
    await broken.inbound('2022-01-10', null);
    const errors = await broken.balance('2022-01-01');
    // A movement entered later into a month between two balances leaves a gap (the chain rule refuses
    // creating a balance after one, so the gap is made the way it happens: the balances first).
    const gap = await newChain(client());
    await gap.balance('2022-01-01');
    const afterGap = await gap.balance('2022-03-01');
    await gap.inbound('2022-02-10', 1);
    const preview = await act('2022-Q1', 'preview', 'complete');
    const skipOf = (site: string) => ofSite(site, preview.steps).map((step) => [step.balance, step.skip]);
    expect(skipOf(chain.site)).toEqual([
      [january.identifierValue, undefined],
      [february.identifierValue, undefined],
      [march.identifierValue, undefined],
    ]);
    expect(skipOf(broken.site)).toEqual([[errors.identifierValue, 'errorLines']]);
    expect(skipOf(gap.site)).toEqual([
      [`${gap.site}-${gap.product}-2022-01`, undefined],
      [afterGap.identifierValue, 'missingMonth'],
    ]);
    const applied = await act('2022-Q1', 'apply', 'complete');
    expect(ofSite(chain.site, applied.done)).toHaveLength(3);
    expect(ofSite(chain.site, (await status('2022-Q1')).siteProducts)[0].balances.map((balance: { status: string }) => balance.status)).toEqual([
      'completed',
      'completed',
      'completed',
    ]);
    const future = await newChain(client());
    const unended = await future.balance('2099-01-01');
    expect(ofSite(future.site, (await act('2099-01', 'preview', 'complete')).steps)).toEqual([
      { site: future.site, product: future.product, balance: unended.identifierValue, skip: 'notEnded' },
    ]);
  });

  it('a line the mass-balance rules refuse is reported with its code in the user’s language; the other lines go ahead', async () => {
    const chain = await newChain(client());
    const january = await chain.balance('2022-04-01');
    const march = await chain.balance('2022-06-01');
    for (const balance of [january, march]) expect((await client().call('POST', `/mass-balances/${balance.identifierValue}/complete`)).status).toBe(200);
    await chain.inbound('2022-05-10', 1);
    const other = await newChain(client());
    await other.inbound('2022-05-10', 1);
    const applied = await act('2022-Q2', 'apply', 'createMissing');
    expect(ofSite(chain.site, applied.refused)).toEqual([
      expect.objectContaining({ month: '2022-05', code: 'LATER_PERIOD_COMPLETED', message: expect.stringContaining(march.identifierValue) }),
    ]);
    expect(ofSite(other.site, applied.done)).toHaveLength(1);
  });

  it('an action the page does not know answers 400 and changes nothing', async () => {
    const response = await client().call('POST', '/period-close/2022-Q2/apply', { action: 'reopen' });
    expect(response.status).toBe(400);
  });
});
