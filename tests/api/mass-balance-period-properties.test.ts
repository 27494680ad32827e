import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setClock } from '../../src/server/time/clock';
import { useTestServer } from './harness';
import { newChain } from './mass-balance-fixture';
import { useResourceClients } from './resource-client';

const server = useTestServer();
const clients = useResourceClients(server, ['TENANT1']);
const TENANT = 'TENANT1';
/** Noon UTC on 28 November 2026: the tenant's business day is 28 November, so November has not ended. */
const TODAY = '2026-11-28';
/** The months a run plays in, four of them ended, two not. */
const MONTHS = ['2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12'];

beforeAll(() => setClock(() => new Date(`${TODAY}T12:00:00Z`)));
afterAll(() => setClock());

/** Months of the chain with movements before a balance's month that no balance covers, and completed balances whose period has not ended: plain SQL. */
async function violations(site: string, product: string) {
  const { rows: gaps } = await server.db.query<{ id: string; month: string }>(
    `SELECT b."identifierValue" AS id, to_char(i."dischargeDate", 'YYYY-MM') AS month
     FROM e_mass_balances b JOIN e_inbounds i ON i.tenant = b.tenant AND i."dischargeSite" = b.site AND i.product = b.product AND i."dischargeDate" < b."dateFrom"
     WHERE b.tenant = $1 AND b.site = $2 AND b.product = $3
       AND NOT EXISTS (SELECT 1 FROM e_mass_balances c WHERE c.tenant = b.tenant AND c.site = b.site AND c.product = b.product
         AND i."dischargeDate" BETWEEN c."dateFrom" AND c."dateTo")`,
    [TENANT, site, product],
  );
  const { rows: early } = await server.db.query<{ id: string }>(
    `SELECT "identifierValue" AS id FROM e_mass_balances WHERE tenant = $1 AND site = $2 AND product = $3 AND "balanceStatus" = 'completed' AND "dateTo" >= $4::date`,
    [TENANT, site, product, TODAY],
  );
  return { gaps, early };
}

const command = fc.record({ action: fc.constantFrom('create', 'complete', 'reopen', 'delete'), month: fc.integer({ min: 0, max: MONTHS.length - 1 }) });

it(
  'random sequences of create, complete, reopen and delete never leave a gap in a chain or a completed period that has not ended',
  { timeout: 300_000 },
  async () => {
    const client = () => clients[TENANT];
    await fc.assert(
      fc.asyncProperty(fc.subarray(MONTHS, { minLength: 1 }), fc.array(command, { minLength: 4, maxLength: 12 }), async (moved, commands) => {
        const chain = await newChain(client());
        for (const month of moved) await chain.inbound(`${month}-15`, 100);
        for (const { action, month } of commands) {
          const id = `${chain.site}-${chain.product}-${MONTHS[month]}`;
          const response =
            action === 'create'
              ? await client().call('POST', '/mass-balances', { site: chain.site, product: chain.product, unit: 'Kg', dateFrom: `${MONTHS[month]}-01` })
              : action === 'delete'
                ? await client().call('DELETE', `/mass-balances/${encodeURIComponent(id)}`)
                : await client().call('POST', `/mass-balances/${encodeURIComponent(id)}/${action}`);
          expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
          expect(await violations(chain.site, chain.product)).toEqual({ gaps: [], early: [] });
        }
      }),
      { numRuns: 12 },
    );
  },
);
