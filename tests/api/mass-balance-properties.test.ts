import fc from 'fast-check';
import { expect, it } from 'vitest';
import { invariantViolations, type Snapshot } from '../../src/server/mass-balance/invariants';
import { useTestServer } from './harness';
import { useResourceClients } from './resource-client';
import { newChain } from './mass-balance-fixture';

const server = useTestServer();
const clients = useResourceClients(server, ['TENANT1']);
const TENANT = 'TENANT1';

/** The stored data of the tenant as the invariants see it, read with plain SQL. */
async function snapshot(): Promise<Snapshot> {
  const db = server.db;
  const proofs = await db.query<any>(
    `SELECT s.number AS key, s.volume, s."remainingVolume", coalesce(sum(a.quantity) FILTER (WHERE a.direction = 'input'), 0) AS allocated
     FROM e_sustainabilitydata s LEFT JOIN e_mass_balance_allocations a ON a.tenant = s.tenant AND a.proof = s.number
     WHERE s.tenant = $1 AND s.direction = 'incoming' GROUP BY s.number, s.volume, s."remainingVolume" ORDER BY s.number`,
    [TENANT],
  );
  const movements = await db.query<any>(
    `SELECT coalesce(a.inbound, a.outbound) AS key, sum(a.quantity) AS covered,
       max(CASE WHEN a.inbound IS NOT NULL THEN (CASE WHEN b.unit = 'Kg' THEN i."quantityDischargedKg" ELSE i."quantityDischargedL15" END)
                ELSE (CASE WHEN b.unit = 'Kg' THEN o."quantityLoadedKg" ELSE o."quantityLoadedL15" END) END) AS quantity
     FROM e_mass_balance_allocations a JOIN e_mass_balances b ON b.tenant = a.tenant AND b."identifierValue" = a."massBalance"
     LEFT JOIN e_inbounds i ON i.tenant = a.tenant AND i.number = a.inbound LEFT JOIN e_outbounds o ON o.tenant = a.tenant AND o.number = a.outbound
     WHERE a.tenant = $1 GROUP BY 1 ORDER BY 1`,
    [TENANT],
  );
  const balances = await db.query<any>(`SELECT * FROM e_mass_balances WHERE tenant = $1 ORDER BY site, product, "dateFrom"`, [TENANT]);
  const n = (value: unknown) => Number(value ?? 0);
  return {
    proofs: proofs.rows.map((row) => ({ key: row.key, volume: n(row.volume), remainingVolume: n(row.remainingVolume), allocatedToInputs: n(row.allocated) })),
    movements: movements.rows.map((row) => ({ key: row.key, quantity: row.quantity === null ? null : n(row.quantity), covered: n(row.covered) })),
    balances: balances.rows.map((row) => ({
      id: row.identifierValue,
      chain: `${row.site}\u0000${row.product}`,
      ...Object.fromEntries(
        [
          'openingStock',
          'inputQuantity',
          'outputQuantity',
          'productionInput',
          'productionOutput',
          'closingStock',
          'sustainableOpeningStock',
          'assignedQuantity',
          'assignedOutput',
          'difference',
        ].map((name) => [name, n(row[name])]),
      ),
    })) as Snapshot['balances'],
  };
}

/** Stored figures that differ from a fresh plain aggregate of movements and allocations. */
async function staleFigures(): Promise<unknown[]> {
  const { rows } = await server.db.query(
    `SELECT b."identifierValue" FROM e_mass_balances b WHERE b.tenant = $1 AND (
       b."inputQuantity" <> (SELECT coalesce(sum(CASE WHEN b.unit = 'Kg' THEN i."quantityDischargedKg" ELSE i."quantityDischargedL15" END), 0) FROM e_inbounds i
         WHERE i.tenant = b.tenant AND i."dischargeSite" = b.site AND i.product = b.product AND i."dischargeDate" BETWEEN b."dateFrom" AND b."dateTo" AND coalesce(i.cancelled, 0) <> 1)
       OR b."outputQuantity" <> (SELECT coalesce(sum(CASE WHEN b.unit = 'Kg' THEN o."quantityLoadedKg" ELSE o."quantityLoadedL15" END), 0) FROM e_outbounds o
         WHERE o.tenant = b.tenant AND o."loadingSite" = b.site AND o.product = b.product AND o."loadingDate" BETWEEN b."dateFrom" AND b."dateTo" AND coalesce(o.cancelled, 0) <> 1)
       OR b."assignedQuantity" <> (SELECT coalesce(sum(quantity), 0) FROM e_mass_balance_allocations a WHERE a.tenant = b.tenant AND a."massBalance" = b."identifierValue" AND a.direction = 'input')
       OR b."assignedOutput" <> (SELECT coalesce(sum(quantity), 0) FROM e_mass_balance_allocations a WHERE a.tenant = b.tenant AND a."massBalance" = b."identifierValue" AND a.direction = 'output'))`,
    [TENANT],
  );
  return rows;
}

const step = fc.oneof(
  fc.record({ kind: fc.constant('allocate'), period: fc.nat(2), movement: fc.nat(9), proof: fc.nat(3), quantity: fc.option(fc.integer({ min: 1, max: 120 })) }),
  fc.record({ kind: fc.constant('remove'), period: fc.nat(2), pick: fc.nat(9) }),
  fc.record({ kind: fc.constant('auto-assign'), period: fc.nat(2) }),
  fc.record({ kind: fc.constant('reset'), period: fc.nat(2) }),
  fc.record({ kind: fc.constant('complete'), period: fc.nat(2) }),
  fc.record({ kind: fc.constant('reopen'), period: fc.nat(2) }),
  fc.record({ kind: fc.constant('edit'), movement: fc.nat(9), period: fc.nat(2), quantity: fc.option(fc.integer({ min: 1, max: 120 }), { freq: 6 }) }),
);

it('random sequences of actions against the API keep every invariant in the database after every step; a refusal changes nothing', async () => {
  const client = clients.TENANT1;
  const { token: adminToken } = await server.loginAs('admin@fuel-portal.example');
  const admin = (method: string, path: string) => server.api(method, path, { token: adminToken, tenant: TENANT });
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 12 }), async (steps) => {
      const chain = await newChain(client);
      const months = ['2026-01', '2026-02', '2026-03'];
      const balances: string[] = [];
      for (const month of months) balances.push((await chain.balance(`${month}-01`, { productionOutput: 20 })).identifierValue);
      const movements: { resource: string; key: string }[] = [];
      for (let i = 0; i < 10; i++) {
        const date = `${months[i % 3]}-${String(1 + i).padStart(2, '0')}`;
        movements.push(
          i % 3 === 2 ? { resource: 'outbounds', key: await chain.outbound(date, 10 + i) } : { resource: 'inbounds', key: await chain.inbound(date, 30 + i) },
        );
      }
      const proofs = [await chain.proof(50), await chain.proof(80), await chain.proof(25), await chain.proof(100)];
      for (const action of steps) {
        const before = JSON.stringify(await snapshot());
        const balance = 'period' in action ? balances[action.period] : '';
        let response;
        if (action.kind === 'allocate') {
          const movement = movements[action.movement];
          response = await client.call('POST', `/mass-balances/${balance}/allocations`, {
            ...movement,
            proof: proofs[action.proof],
            ...(action.quantity ? { quantity: action.quantity } : {}),
          });
        } else if (action.kind === 'remove') {
          const { rows } = await server.db.query<{ id: string }>(
            `SELECT id FROM e_mass_balance_allocations WHERE tenant = $1 AND "massBalance" = $2 ORDER BY id`,
            [TENANT, balance],
          );
          if (!rows.length) continue;
          response = await client.call('DELETE', `/mass-balances/${balance}/allocations/${rows[action.pick % rows.length].id}`);
        } else if (action.kind === 'reopen') {
          response = await admin('POST', `/mass-balances/${balance}/reopen`);
        } else if (action.kind === 'edit') {
          const movement = movements[action.movement];
          const field = movement.resource === 'inbounds' ? ['quantityDischargedKg', 'dischargeDate'] : ['quantityLoadedKg', 'loadingDate'];
          response = await client.call('PATCH', `/${movement.resource}/${movement.key}`, {
            [field[0]]: action.quantity,
            [field[1]]: `${months[action.period]}-15`,
          });
        } else {
          response = await client.call('POST', `/mass-balances/${balance}/${action.kind}`);
        }
        expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
        const after = await snapshot();
        if (response.status >= 400) expect(JSON.stringify(after)).toBe(before);
        expect(invariantViolations(after)).toEqual([]);
        expect(await staleFigures()).toEqual([]);
      }
    }),
    { numRuns: 50 },
  );
}, 600_000);
