import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { balanceIdentifier } from '../../src/shared/mass-balance/period';
import { buildApp } from '../../src/server/app';
import { resolvedLinks } from '../../src/server/links/declarations';
import { insertLink } from '../../src/server/links/link-store';
import { insertDocument } from '../../src/server/proof-documents/repository';
import { useTestServer } from './harness';
import { makeCredit, makeOutbound } from './links-fixture';
import { newChain } from './mass-balance-fixture';
import { useResourceClients } from './resource-client';

// No route area at all: the mass-balance, document and link routes are missing, the generic API is not.
const server = useTestServer({ routeAreas: [] });
const clients = useResourceClients(server, ['TENANT1']);
const TENANT = 'TENANT1';
const client = () => clients.TENANT1;

describe('the generic writes keep the domain rules when the domains’ routes are not registered', () => {
  it('the areas’ routes are missing, and every entity has the same hooks as in the app with every area', async () => {
    const chain = await newChain(client());
    const balance = await chain.balance('2026-01-01');
    expect((await client().call('GET', `/mass-balances/${balance.identifierValue}/movements`)).status).toBe(404);
    const full = await buildApp({ db: server.db });
    try {
      for (const resource of server.app.registry.keys()) expect(server.app.entityHooks.list(resource), resource).toEqual(full.entityHooks.list(resource));
    } finally {
      await full.close();
    }
  });

  it('mass balance: a balance created through the generic API gets its derived key and status', async () => {
    const chain = await newChain(client());
    const balance = await chain.balance('2026-02-01');
    expect(balance).toMatchObject({ identifierValue: balanceIdentifier(chain.site, chain.product, '2026-02-01'), dateTo: '2026-02-28', balanceStatus: 'open' });
  });

  it('mass balance: an inbound inside a completed balance’s period is refused with PERIOD_COMPLETED', async () => {
    const chain = await newChain(client());
    const { identifierValue } = await chain.balance('2026-03-01');
    // What the missing complete action would have done.
    await server.db.query(`UPDATE e_mass_balances SET "balanceStatus" = 'completed' WHERE tenant = $1 AND "identifierValue" = $2`, [TENANT, identifierValue]);
    const response = await client().call('POST', '/inbounds', {
      ...(await client().sample('inbounds')),
      product: chain.product,
      dischargeSite: chain.site,
      dischargeDate: '2026-03-15',
      cancelled: 0,
    });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'PERIOD_COMPLETED', balance: identifierValue });
  });

  it('proof documents: a proof with a document is not deleted (PROOF_HAS_DOCUMENTS)', async () => {
    const proof = String((await client().create('sustainabilitydata', { originalSustainabilityDataId: null, previousSustainabilityDataId: null })).number);
    const content = Buffer.from('%PDF-1.4\n%%EOF\n');
    // What the missing attach route would have stored.
    await insertDocument(
      server.db,
      { tenant: TENANT, user: 'user@tenant1.example', proof, id: randomUUID() },
      { fileName: 'pos.pdf', contentType: 'application/pdf', content, sha256: createHash('sha256').update(content).digest('hex') },
    );
    const response = await client().call('DELETE', `/sustainabilitydata/${encodeURIComponent(proof)}`);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'PROOF_HAS_DOCUMENTS', proof });
  });

  it('links: a credit’s volume cannot go below what is linked (LINK_LIMIT_EXCEEDED)', async () => {
    const credit = await makeCredit(client(), 10);
    const outbound = await makeOutbound(client());
    const link = resolvedLinks(server.app.registry).find((candidate) => candidate.source['x-resource'] === 'catscredits')!;
    // What the missing link route would have stored.
    await insertLink(server.db, link, TENANT, 'user@tenant1.example', credit, outbound, 6);
    const lowered = await client().call('PATCH', `/catscredits/${encodeURIComponent(credit)}`, { correspondingVolumeLowCiFuel: 5.99 });
    expect(lowered.status).toBe(409);
    expect(lowered.body).toMatchObject({ code: 'LINK_LIMIT_EXCEEDED', bound: 'source' });
  });
});
