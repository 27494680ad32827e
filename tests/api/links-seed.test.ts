import { describe, expect, it } from 'vitest';
import { runSeed } from '../../src/server/seed/run-seed';
import { useTestServer } from './harness';
import { creditLink, linkRows } from './links-fixture';
import { useResourceClients } from './resource-client';

const server = useTestServer();
const TENANT = 'TENANT2';
/** Seeded as well, with other figures under the same keys: each tenant's links fit its own records. */
const OTHER = 'OTHER_TENANT';
const clients = useResourceClients(server, [TENANT]);
const seed = (tenant = TENANT) => runSeed(server.db, server.app.registry, { tenant, size: 0.1, reportQueries: server.app.reportQueries });

/** Links (of any tenant) that break a bound of the credit link: per credit over its volume, per outbound over its L15 ÷ 1000. */
async function boundsBroken(): Promise<unknown[]> {
  const { rows } = await server.db.query(
    `SELECT 'credit' AS side, l.tenant, l.source_key AS key FROM record_links l JOIN e_catscredits c ON c.tenant = l.tenant AND c.id = l.source_key
     WHERE l.source_resource = 'catscredits' GROUP BY l.tenant, l.source_key, c."correspondingVolumeLowCiFuel"
     HAVING sum(l.quantity) > c."correspondingVolumeLowCiFuel"
     UNION ALL
     SELECT 'outbound', l.tenant, l.target_key FROM record_links l JOIN e_outbounds o ON o.tenant = l.tenant AND o.number = l.target_key
     WHERE l.source_resource = 'catscredits' GROUP BY l.tenant, l.target_key, o."quantityLoadedL15"
     HAVING sum(l.quantity) * 1000 > o."quantityLoadedL15"`,
  );
  return rows;
}

describe('demo links', () => {
  it('the demo data links some credits to outbounds, within every bound of its own tenant', async () => {
    await seed(OTHER);
    const result = await seed();
    const credits = (await linkRows(server, TENANT)).filter((row) => row.source_resource === 'catscredits');
    expect(result.links).toBeGreaterThan(0);
    expect(credits.length).toBeGreaterThan(0);
    expect(await boundsBroken()).toEqual([]);
  });

  it('a re-seed writes the same links again and keeps a link a user made, with its records', async () => {
    await seed();
    const seeded = await linkRows(server, TENANT);
    const { rows } = await server.db.query<{ id: string; number: string }>(
      `SELECT (SELECT id FROM e_catscredits WHERE tenant = $1 AND id NOT IN (SELECT source_key FROM record_links WHERE tenant = $1) ORDER BY id LIMIT 1) AS id,
              (SELECT number FROM e_outbounds WHERE tenant = $1 AND number NOT IN (SELECT target_key FROM record_links WHERE tenant = $1) ORDER BY number LIMIT 1) AS number`,
      [TENANT],
    );
    const { id: credit, number: outbound } = rows[0];
    expect((await clients[TENANT].call('PUT', creditLink(credit, outbound), { quantity: 0.5 })).status).toBe(200);

    await seed();
    const after = await linkRows(server, TENANT);
    expect(after).toEqual(expect.arrayContaining([...seeded, expect.objectContaining({ source_key: credit, target_key: outbound, quantity: 0.5 })]));
    expect(after).toHaveLength(seeded.length + 1);
    expect((await clients[TENANT].call('GET', `/catscredits/${credit}`)).status).toBe(200);
    expect((await clients[TENANT].call('GET', `/outbounds/${outbound}`)).status).toBe(200);
    expect(await boundsBroken()).toEqual([]);
  });
});
