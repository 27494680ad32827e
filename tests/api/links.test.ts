import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../src/server/app';
import { registryLinks } from '../../src/shared/links';
import { fingerprint } from './fingerprint';
import { useTestServer } from './harness';
import { auditOf, collectionLink, creditLink, linkRows, makeCollection, makeCredit, makeOutbound, uniqueKey } from './links-fixture';
import { openEveryResource, ResourceClient, useResourceClients } from './resource-client';

const server = useTestServer();
const clients = useResourceClients(server, ['TENANT1', 'OILCO_PRODUCER']);
const HOME = 'TENANT1';
const FOREIGN = 'OILCO_PRODUCER';
const client = () => clients[HOME];
const link = (path: string, body: unknown = {}) => client().call('PUT', path, body);

describe('CATS credit → outbounds (the deliveries that earned it, with a volume in m³)', () => {
  it('links an outbound with a volume and lists it with its label, the sum, the limit and what remains', async () => {
    const credit = await makeCredit(client(), 10);
    const outbound = await makeOutbound(client(), 5_000);

    const linked = await link(creditLink(credit, outbound), { quantity: 3 });
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({
      key: outbound,
      label: outbound,
      quantity: 3,
      targetLimit: 5,
      targetAssigned: 3,
      createdBy: 'multi@fuel-portal.example',
    });

    const list = await client().call('GET', creditLink(credit));
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ assigned: 3, limit: 10, remaining: 7, items: [{ key: outbound, quantity: 3, targetLimit: 5, targetAssigned: 3 }] });
  });

  it('a second PUT changes the volume of the link', async () => {
    const credit = await makeCredit(client(), 10);
    const outbound = await makeOutbound(client());
    await link(creditLink(credit, outbound), { quantity: 3 });

    expect((await link(creditLink(credit, outbound), { quantity: 4.5 })).body).toMatchObject({ quantity: 4.5 });
    expect((await client().call('GET', creditLink(credit))).body).toMatchObject({ assigned: 4.5, items: [{ key: outbound, quantity: 4.5 }] });
  });

  it('unlinks: DELETE answers the link as it was, and it is gone', async () => {
    const credit = await makeCredit(client(), 10);
    const outbound = await makeOutbound(client());
    await link(creditLink(credit, outbound), { quantity: 2 });

    const removed = await client().call('DELETE', creditLink(credit, outbound));
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ key: outbound, quantity: 2 });
    expect((await client().call('GET', creditLink(credit))).body).toMatchObject({ items: [], assigned: 0, remaining: 10 });
    expect((await client().call('DELETE', creditLink(credit, outbound))).status).toBe(404);
  });

  it("the volumes assigned to one credit never exceed its corresponding volume (409 LINK_LIMIT_EXCEEDED, bound 'source')", async () => {
    const credit = await makeCredit(client(), 10);
    const [first, second] = [await makeOutbound(client()), await makeOutbound(client())];
    await link(creditLink(credit, first), { quantity: 6 });

    const refused = await link(creditLink(credit, second), { quantity: 5 });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'LINK_LIMIT_EXCEEDED', bound: 'source', limit: 10, assigned: 6, requested: 5, unit: 'm3' });
    expect((await link(creditLink(credit, second), { quantity: 4 })).status).toBe(200);
    // Raising a link's own volume counts the others only.
    expect((await link(creditLink(credit, first), { quantity: 7 })).body).toMatchObject({ code: 'LINK_LIMIT_EXCEEDED', assigned: 4, requested: 7 });
  });

  it('a credit without a corresponding volume can link nothing', async () => {
    const credit = await makeCredit(client(), null);
    const refused = await link(creditLink(credit, await makeOutbound(client())), { quantity: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'LINK_LIMIT_EXCEEDED', bound: 'source', limit: null, assigned: 0, requested: 1 });
    expect((await client().call('GET', creditLink(credit))).body).toMatchObject({ items: [], limit: null, remaining: null });
  });

  it("the volume assigned from one outbound over all credits never exceeds its loaded L15 quantity ÷ 1000 (bound 'target')", async () => {
    const outbound = await makeOutbound(client(), 5_000);
    const [first, second] = [await makeCredit(client(), 100), await makeCredit(client(), 100)];
    await link(creditLink(first, outbound), { quantity: 3 });

    const refused = await link(creditLink(second, outbound), { quantity: 3 });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'LINK_LIMIT_EXCEEDED', bound: 'target', limit: 5, assigned: 3, requested: 3, unit: 'm3' });
    expect((await link(creditLink(second, outbound), { quantity: 2 })).body).toMatchObject({ targetLimit: 5, targetAssigned: 5 });
  });

  it("a refused outbound bound gives every figure in one unit, the link's m3, not the outbound's litres", async () => {
    const outbound = await makeOutbound(client(), 79_446);
    const refused = await link(creditLink(await makeCredit(client(), 100), outbound), { quantity: 80 });
    expect(refused.body).toMatchObject({
      code: 'LINK_LIMIT_EXCEEDED',
      bound: 'target',
      limit: 79.446,
      unit: 'm3',
      message: 'The target limit of 79.446 m3 would be exceeded: 0 m3 assigned, 80 m3 requested',
    });
  });

  it('an outbound without a loaded L15 quantity cannot be assigned', async () => {
    const refused = await link(creditLink(await makeCredit(client(), 100), await makeOutbound(client(), null)), { quantity: 1 });
    expect(refused.body).toMatchObject({ code: 'LINK_LIMIT_EXCEEDED', bound: 'target', limit: null });
  });

  it('decimals compare exactly: 0.1 m³ and 0.2 m³ fill a volume of 0.3 m³', async () => {
    const credit = await makeCredit(client(), 0.3);
    const [a, b, c] = [await makeOutbound(client()), await makeOutbound(client()), await makeOutbound(client())];
    expect((await link(creditLink(credit, a), { quantity: 0.1 })).status).toBe(200);
    expect((await link(creditLink(credit, b), { quantity: 0.2 })).status).toBe(200);
    expect((await client().call('GET', creditLink(credit))).body).toMatchObject({ assigned: 0.3, remaining: 0 });
    expect((await link(creditLink(credit, c), { quantity: 0.0001 })).body).toMatchObject({ code: 'LINK_LIMIT_EXCEEDED', bound: 'source' });
  });

  it('the volume is required, a number, greater than zero and at most its limits allow: the loaded L15 maximum ÷ 1000 (400 VALIDATION naming quantity)', async () => {
    const path = creditLink(await makeCredit(client(), 10), await makeOutbound(client()));
    const cases: [unknown, string][] = [
      [{}, 'validation.required'],
      [{ quantity: null }, 'validation.required'],
      [{ quantity: 0 }, 'validation.amount'],
      [{ quantity: -1 }, 'validation.amount'],
      [{ quantity: '5' }, 'validation.number'],
      [{ quantity: 1e9 + 1 }, 'validation.number'],
    ];
    for (const [body, messageKey] of cases) {
      const refused = await link(path, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body, JSON.stringify(body)).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'quantity', messageKey }] });
    }
  });

  it('the candidates are the outbounds with volume left that the credit does not link yet, with what is available', async () => {
    const prefix = uniqueKey('CAND');
    const [linked, full, partly, free] = await Promise.all(
      ['linked', 'full', 'partly', 'free', 'empty'].map((name) => makeOutbound(client(), name === 'empty' ? null : 5_000, `${prefix}-${name}`)),
    );
    const credit = await makeCredit(client(), 100);
    const other = await makeCredit(client(), 100);
    await link(creditLink(credit, linked), { quantity: 1 });
    await link(creditLink(other, full), { quantity: 5 });
    await link(creditLink(other, partly), { quantity: 1.5 });

    const candidates = await client().call('GET', `${creditLink(credit)}/candidates?q=${prefix}`);
    expect(candidates.status).toBe(200);
    expect(candidates.body).toEqual(
      expect.arrayContaining([
        { key: partly, label: partly, available: 3.5 },
        { key: free, label: free, available: 5 },
      ]),
    );
    expect(candidates.body.map((candidate: { key: string }) => candidate.key).sort()).toEqual([free, partly].sort());
    expect((await client().call('GET', `${creditLink(credit)}/candidates?q=${prefix}-free`)).body).toEqual([{ key: free, label: free, available: 5 }]);
  });

  it('answers at most the page asked for and refuses a page beyond the list limit', async () => {
    const credit = await makeCredit(client(), 100);
    const prefix = uniqueKey('PAGE');
    for (const name of ['a', 'b', 'c']) await makeOutbound(client(), 5_000, `${prefix}-${name}`);
    expect((await client().call('GET', `${creditLink(credit)}/candidates?q=${prefix}&_end=2`)).body).toHaveLength(2);
    expect((await client().call('GET', `${creditLink(credit)}/candidates?_end=1001`)).body).toMatchObject({ code: 'PAGE_TOO_LARGE' });
  });

  it("the outbound's backlinks show the credits it earned, with their volumes", async () => {
    const outbound = await makeOutbound(client(), 10_000);
    const [first, second] = [await makeCredit(client(), 10), await makeCredit(client(), 10)];
    await link(creditLink(first, outbound), { quantity: 1 });
    await link(creditLink(second, outbound), { quantity: 2 });

    const backlinks = await client().call('GET', `/outbounds/${outbound}/backlinks`);
    expect(backlinks.status).toBe(200);
    expect(backlinks.body).toMatchObject([
      {
        source: 'catscredits',
        link: 'outbounds',
        items: [
          { key: first, label: first, quantity: 1 },
          { key: second, label: second, quantity: 2 },
        ],
      },
    ]);
  });

  it('every link, volume change and unlink is in the audit log of the credit', async () => {
    const credit = await makeCredit(client(), 10);
    const outbound = await makeOutbound(client());
    await link(creditLink(credit, outbound), { quantity: 1 });
    await link(creditLink(credit, outbound), { quantity: 2 });
    await link(creditLink(credit, outbound), { quantity: 2 });
    await client().call('DELETE', creditLink(credit, outbound));

    const field = 'links.outbounds';
    expect((await auditOf(server, HOME, 'catscredits', credit)).slice(1)).toEqual([
      { action: 'link', before: null, after: { [field]: `${outbound}: 1 m3` }, user_login: 'multi@fuel-portal.example' },
      { action: 'update', before: { [field]: `${outbound}: 1 m3` }, after: { [field]: `${outbound}: 2 m3` }, user_login: 'multi@fuel-portal.example' },
      { action: 'unlink', before: { [field]: `${outbound}: 2 m3` }, after: null, user_login: 'multi@fuel-portal.example' },
    ]);
  });
});

describe('the generic writes keep the links right', () => {
  it('a linked outbound cannot be deleted or renumbered: 409 IN_USE names the link', async () => {
    const outbound = await makeOutbound(client());
    await link(creditLink(await makeCredit(client(), 10), outbound), { quantity: 1 });
    const usage = { code: 'IN_USE', usages: [{ resource: 'catscredits', field: 'links.outbounds', count: 1 }] };

    expect((await client().call('DELETE', `/outbounds/${outbound}`)).body).toMatchObject(usage);
    expect((await client().call('PATCH', `/outbounds/${outbound}?confirmKeyChange=true`, { number: uniqueKey('OUT') })).body).toMatchObject(usage);
    expect((await client().call('GET', `/outbounds/${outbound}`)).status).toBe(200);
  });

  it('deleting a credit removes its links, each unlink audited', async () => {
    const credit = await makeCredit(client(), 10);
    const outbound = await makeOutbound(client());
    await link(creditLink(credit, outbound), { quantity: 1 });

    expect((await client().call('DELETE', `/catscredits/${credit}`)).status).toBe(200);
    expect((await linkRows(server, HOME)).filter((row) => row.source_key === credit)).toEqual([]);
    expect((await client().call('GET', `/outbounds/${outbound}/backlinks`)).body).toEqual([]);
    expect((await auditOf(server, HOME, 'catscredits', credit)).map((entry) => entry.action)).toEqual(['create', 'link', 'unlink', 'delete']);
    expect((await client().call('DELETE', `/outbounds/${outbound}`)).status).toBe(200);
  });

  it('a renumbered credit keeps its links', async () => {
    const credit = await makeCredit(client(), 10);
    const outbound = await makeOutbound(client());
    await link(creditLink(credit, outbound), { quantity: 1 });
    const renumbered = uniqueKey('CR');

    expect((await client().call('PATCH', `/catscredits/${credit}`, { id: renumbered })).status).toBe(200);
    expect((await client().call('GET', creditLink(renumbered))).body).toMatchObject({ items: [{ key: outbound, quantity: 1 }] });
    expect((await client().call('GET', `/outbounds/${outbound}/backlinks`)).body).toMatchObject([{ items: [{ key: renumbered }] }]);
  });

  it('lowering or clearing a credit’s corresponding volume below what is assigned is refused and changes nothing', async () => {
    const credit = await makeCredit(client(), 10);
    await link(creditLink(credit, await makeOutbound(client())), { quantity: 4 });
    await link(creditLink(credit, await makeOutbound(client())), { quantity: 2 });

    const lowered = await client().call('PATCH', `/catscredits/${credit}`, { correspondingVolumeLowCiFuel: 5.99 });
    expect(lowered.status).toBe(409);
    expect(lowered.body).toMatchObject({ code: 'LINK_LIMIT_EXCEEDED', bound: 'source', limit: 5.99, requested: 6, unit: 'm3' });
    expect((await client().call('PATCH', `/catscredits/${credit}`, { correspondingVolumeLowCiFuel: null })).body).toMatchObject({
      code: 'LINK_LIMIT_EXCEEDED',
      limit: null,
    });
    expect((await client().call('GET', `/catscredits/${credit}`)).body.correspondingVolumeLowCiFuel).toBe(10);
    expect((await client().call('PATCH', `/catscredits/${credit}`, { correspondingVolumeLowCiFuel: 6 })).status).toBe(200);
  });

  it('lowering an outbound’s loaded L15 quantity below what credits assign is refused', async () => {
    const outbound = await makeOutbound(client(), 5_000);
    await link(creditLink(await makeCredit(client(), 10), outbound), { quantity: 4 });

    const lowered = await client().call('PATCH', `/outbounds/${outbound}`, { quantityLoadedL15: 3_999 });
    expect(lowered.body).toMatchObject({ code: 'LINK_LIMIT_EXCEEDED', bound: 'target', limit: 3.999, requested: 4 });
    expect((await client().call('GET', `/outbounds/${outbound}`)).body.quantityLoadedL15).toBe(5_000);
    expect((await client().call('PATCH', `/outbounds/${outbound}`, { quantityLoadedL15: 4_000 })).status).toBe(200);
  });
});

describe('collection → outbound (the delivery it was shipped with; a delivery belongs to one collection)', () => {
  it('links a delivery without a quantity and lists it; a quantity is refused', async () => {
    const collection = await makeCollection(client());
    const outbound = await makeOutbound(client());

    expect((await link(collectionLink(collection.id, outbound), { quantity: 1 })).body).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'quantity' }] });
    const linked = await link(collectionLink(collection.id, outbound));
    expect(linked.status).toBe(200);
    expect(linked.body).not.toHaveProperty('quantity');
    const list = await client().call('GET', collectionLink(collection.id));
    expect(list.body).toEqual({ items: [expect.objectContaining({ key: outbound, label: outbound })] });
    expect((await client().call('GET', `/outbounds/${outbound}/backlinks`)).body).toMatchObject([
      { source: 'collections', link: 'outbound', items: [{ key: collection.id, label: collection.number }] },
    ]);
  });

  it('a collection links one delivery (409 LINK_MAX_TARGETS)', async () => {
    const collection = await makeCollection(client());
    await link(collectionLink(collection.id, await makeOutbound(client())));

    const refused = await link(collectionLink(collection.id, await makeOutbound(client())));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'LINK_MAX_TARGETS', maxTargets: 1 });
  });

  it('a delivery linked to one collection is refused to another, naming the collection (409 LINK_TARGET_TAKEN)', async () => {
    const [first, second] = [await makeCollection(client()), await makeCollection(client())];
    const outbound = await makeOutbound(client());
    await link(collectionLink(first.id, outbound));

    const refused = await link(collectionLink(second.id, outbound));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'LINK_TARGET_TAKEN', source: first.id, nr: first.number });
    // Linking it again to its own collection changes nothing.
    expect((await link(collectionLink(first.id, outbound))).status).toBe(200);
  });

  it('the candidates leave out deliveries that belong to a collection', async () => {
    const prefix = uniqueKey('DLV');
    const [taken, free] = [await makeOutbound(client(), 1_000, `${prefix}-taken`), await makeOutbound(client(), 1_000, `${prefix}-free`)];
    await link(collectionLink((await makeCollection(client())).id, taken));

    const candidates = await client().call('GET', `${collectionLink((await makeCollection(client())).id)}/candidates?q=${prefix}`);
    expect(candidates.body).toEqual([{ key: free, label: free }]);
  });
});

describe('tenants', () => {
  it('a target of another tenant is not found, and nothing is written', async () => {
    const credit = await makeCredit(client(), 10);
    const collection = await makeCollection(client());
    const foreign = await makeOutbound(clients[FOREIGN]);
    const before = await fingerprint(server.db, HOME);

    for (const [path, body] of [
      [creditLink(credit, foreign), { quantity: 1 }],
      [collectionLink(collection.id, foreign), {}],
    ] as const) {
      const refused = await link(path, body);
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await fingerprint(server.db, HOME)).toEqual(before);
    expect(await linkRows(server, FOREIGN)).toEqual([]);
  });

  it('a source of another tenant is not found, for reads and writes', async () => {
    const foreign = await makeCredit(clients[FOREIGN], 10);
    const outbound = await makeOutbound(client());
    expect((await link(creditLink(foreign, outbound), { quantity: 1 })).status).toBe(404);
    expect((await client().call('GET', creditLink(foreign))).status).toBe(404);
    expect((await client().call('GET', `${creditLink(foreign)}/candidates`)).status).toBe(404);
    expect((await linkRows(server, HOME)).filter((row) => row.source_key === foreign)).toEqual([]);
  });
});

describe('tenant menus', () => {
  const SHOWN = 'TENANT2';
  const show = (routes: string[]) => server.db.query('UPDATE tenants SET visible_routes = $2::jsonb WHERE name = $1', [SHOWN, JSON.stringify(routes)]);

  it('the link routes need both resources shown (403 RESOURCE_FORBIDDEN); backlinks leave out links of hidden resources', async () => {
    await openEveryResource(server, [SHOWN]);
    const tenant = new ResourceClient(server, (await server.loginAs('multi@fuel-portal.example')).token, SHOWN);
    const credit = await makeCredit(tenant, 10);
    const outbound = await makeOutbound(tenant);
    expect((await tenant.call('PUT', creditLink(credit, outbound), { quantity: 1 })).status).toBe(200);

    await show(['catscredits']);
    expect((await tenant.call('GET', creditLink(credit))).body).toMatchObject({ code: 'RESOURCE_FORBIDDEN' });
    expect((await tenant.call('DELETE', creditLink(credit, outbound))).status).toBe(403);
    await show(['outbounds']);
    expect((await tenant.call('GET', `/outbounds/${outbound}/backlinks`)).body).toEqual([]);
    expect((await tenant.call('GET', creditLink(credit))).status).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the routes of every link and the backlinks of every linked resource at /api/docs/json', async () => {
    const document = await (await server.fetch('/api/docs/json')).json();
    for (const { source, name, declaration } of registryLinks(server.app.registry)) {
      const base = `${API_PREFIX}/${source}/{key}/links/${name}`;
      expect(document.paths[base].get.responses['200'].content['application/json'].schema.properties).toHaveProperty('items');
      expect(document.paths[`${base}/candidates`].get.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
        expect.arrayContaining(['key', 'q', '_end']),
      );
      const put = document.paths[`${base}/{target}`].put;
      expect(put.security).toEqual([{ bearer: [], tenant: [] }, { apiToken: [] }]);
      expect(put.requestBody.content['application/json'].schema.required ?? []).toEqual(declaration.quantity ? ['quantity'] : []);
      expect(document.paths[`${base}/{target}`].delete).toBeDefined();
      expect(document.paths[`${API_PREFIX}/${declaration.resource}/{key}/backlinks`].get).toBeDefined();
    }
  });
});
