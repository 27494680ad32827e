import { describe, expect, it } from 'vitest';
import { useTestServer } from './harness';
import { collectionLink, creditLink, linkRows, makeCollection, makeCredit, makeOutbound } from './links-fixture';
import { useResourceClients } from './resource-client';

/** Concurrent links of the same records take turns (row locks, the exclusive index), so no bound is overshot. */
const server = useTestServer();
const clients = useResourceClients(server, ['TENANT1']);
const client = () => clients.TENANT1;

const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status).sort();

describe('links made at the same time', () => {
  it('two collections link one delivery at once: one wins, the other is told the delivery is taken', async () => {
    for (let round = 0; round < 3; round++) {
      const [first, second] = [await makeCollection(client()), await makeCollection(client())];
      const outbound = await makeOutbound(client());

      const answers = await Promise.all([first, second].map((collection) => client().call('PUT', collectionLink(collection.id, outbound), {})));
      expect(statuses(answers)).toEqual([200, 409]);
      const winner = answers[0].status === 200 ? first : second;
      expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({ code: 'LINK_TARGET_TAKEN', source: winner.id, nr: winner.number });
      expect((await linkRows(server, 'TENANT1')).filter((row) => row.target_key === outbound)).toHaveLength(1);
    }
  });

  it('the database itself holds an exclusive target to one source (the index behind the check)', async () => {
    const [first, second] = [await makeCollection(client()), await makeCollection(client())];
    const outbound = await makeOutbound(client());
    await client().call('PUT', collectionLink(first.id, outbound), {});
    const insert = server.db.query(
      `INSERT INTO record_links (tenant, source_resource, link, source_key, target_resource, target_key, exclusive, created_by, updated_by)
       VALUES ('TENANT1', 'collections', 'outbound', $1, 'outbounds', $2, true, 'test', 'test')`,
      [second.id, outbound],
    );
    await expect(insert).rejects.toMatchObject({ code: '23505' });
  });

  it('two credits assign one outbound at once beyond its bound: one is refused', async () => {
    for (let round = 0; round < 3; round++) {
      const outbound = await makeOutbound(client(), 5_000);
      const credits = [await makeCredit(client(), 10), await makeCredit(client(), 10)];

      const answers = await Promise.all(credits.map((credit) => client().call('PUT', creditLink(credit, outbound), { quantity: 3 })));
      expect(statuses(answers)).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({ code: 'LINK_LIMIT_EXCEEDED', bound: 'target', assigned: 3 });
    }
  });

  it('one credit assigns two outbounds at once beyond its volume: one is refused', async () => {
    const credit = await makeCredit(client(), 5);
    const outbounds = [await makeOutbound(client()), await makeOutbound(client())];

    const answers = await Promise.all(outbounds.map((outbound) => client().call('PUT', creditLink(credit, outbound), { quantity: 3 })));
    expect(statuses(answers)).toEqual([200, 409]);
    expect((await client().call('GET', creditLink(credit))).body).toMatchObject({ assigned: 3, remaining: 2 });
  });
});
