import { expect, it } from 'vitest';
import { useTestServer } from './harness';
import { useResourceClients } from './resource-client';
import { newChain } from './mass-balance-fixture';

const server = useTestServer();
const clients = useResourceClients(server, ['TENANT1']);
const PARALLEL = 20;

// PGlite runs one statement at a time; only PostgreSQL lets the requests really meet.
it.skipIf(!process.env.DATABASE_URL)(
  'two users allocating the same proof at the same moment cannot both over-allocate it: of 20 parallel requests for 60% only what fits succeeds',
  async () => {
    const client = clients.TENANT1;
    const chain = await newChain(client, 'Kg', 'pflanzenoel');
    const balances = [(await chain.balance('2026-01-01')).identifierValue, (await chain.balance('2026-02-01')).identifierValue];
    const inbounds: { balance: string; key: string }[] = [];
    for (let index = 0; index < PARALLEL; index++) {
      const month = index % 2 ? '02' : '01';
      inbounds.push({ balance: balances[index % 2], key: await chain.inbound(`2026-${month}-${String(1 + index).padStart(2, '0')}`, 100) });
    }
    const proof = await chain.proof(100);
    const answers = await Promise.all(
      inbounds.map(({ balance, key }) => client.call('POST', `/mass-balances/${balance}/allocations`, { resource: 'inbounds', key, proof, quantity: 60 })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 200).every((answer) => answer.status === 409 && answer.body.code === 'PROOF_EXCEEDED')).toBe(true);
    const stored = (await client.call('GET', `/sustainabilitydata/${proof}`)).body;
    expect(stored.remainingVolume).toBe(40);
    const { rows } = await server.db.query<{ allocated: number }>(
      `SELECT sum(quantity) AS allocated FROM e_mass_balance_allocations WHERE tenant = 'TENANT1' AND proof = $1`,
      [proof],
    );
    expect(Number(rows[0].allocated)).toBe(60);
  },
);
