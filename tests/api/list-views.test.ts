import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './harness';
import { ResourceClient } from './resource-client';

const server = useTestServer();
/** Works in both tenants: a tenant administrator of OILCO_PRODUCER and a user of OILCO_CFR, both showing inbounds. */
const ACTOR = 'producer.admin@oilco.example';

let producer: ResourceClient;
let cfr: ResourceClient;

beforeAll(async () => {
  const { token } = await server.loginAs(ACTOR);
  producer = new ResourceClient(server, token, 'OILCO_PRODUCER');
  cfr = new ResourceClient(server, token, 'OILCO_CFR');
});

/** The list's applied view (the one entry of GET /list-views?resource=), undefined for none; the status of an answer that is not 200. */
const view = async (client: ResourceClient, resource = 'inbounds') => {
  const { status, body } = await client.call('GET', `/list-views?resource=${resource}`);
  return { status, body: status === 200 ? (body as unknown[])[0] : body };
};
const apply = (client: ResourceClient, body: { resource?: string; configId: string | null; columns: string[] }) =>
  client.call('PUT', '/list-views', { resource: 'inbounds', ...body });

describe('the column view last applied to a list', () => {
  it('none is applied until the user applies one', async () => {
    const { status, body } = await view(producer, 'partners');
    expect(status).toBe(200);
    expect(body).toBeUndefined();
  });

  it('an applied saved view comes back in a new session of the same user and tenant, with its columns as stored now', async () => {
    const saved = await producer.call('POST', '/list-configs', { resource: 'inbounds', name: 'MB-Prüfung', columns: ['number', 'loadingDate', 'product'] });
    expect((await apply(producer, { configId: saved.body.id, columns: ['number', 'loadingDate', 'product'] })).status).toBe(200);
    await producer.call('PUT', `/list-configs/${saved.body.id}`, { resource: 'inbounds', name: 'MB-Prüfung', columns: ['number', 'quantityLoaded'] });

    const again = new ResourceClient(server, (await server.loginAs(ACTOR)).token, 'OILCO_PRODUCER');
    expect((await view(again)).body).toEqual({ resource: 'inbounds', configId: saved.body.id, columns: ['number', 'quantityLoaded'] });
  });

  it('is kept per tenant: applying a view in one tenant leaves the other tenant’s view as it was', async () => {
    await apply(producer, { configId: null, columns: ['number', 'dischargeDate'] });
    await apply(cfr, { configId: null, columns: ['number', 'product'] });
    expect((await view(producer)).body).toEqual({ resource: 'inbounds', configId: null, columns: ['number', 'dischargeDate'] });
    expect((await view(cfr)).body).toEqual({ resource: 'inbounds', configId: null, columns: ['number', 'product'] });
  });

  it('is kept per user: another user of the tenant does not see it', async () => {
    const other = new ResourceClient(server, (await server.loginAs('multi@fuel-portal.example')).token, 'OILCO_PRODUCER');
    expect((await view(other)).body).toBeUndefined();
    await apply(producer, { configId: null, columns: ['number', 'loadingDate'] });
    expect((await view(other)).body).toBeUndefined();
  });

  it('is kept per list: applying one on partners leaves the inbounds view as it was', async () => {
    await apply(producer, { configId: null, columns: ['number', 'loadingSite'] });
    await apply(producer, { resource: 'partners', configId: null, columns: ['name'] });
    expect((await view(producer)).body).toMatchObject({ columns: ['number', 'loadingSite'] });
  });

  it('deleting the applied saved view removes it, so the list opens with the default again', async () => {
    const saved = await producer.call('POST', '/list-configs', { resource: 'inbounds', name: 'Short-lived', columns: ['number'] });
    await apply(producer, { configId: saved.body.id, columns: ['number'] });
    expect((await producer.call('DELETE', `/list-configs/${saved.body.id}`)).status).toBe(204);
    expect((await view(producer)).body).toBeUndefined();
  });

  it('a saved view of another user, tenant or list cannot be applied: 400 UNKNOWN_LIST_CONFIG', async () => {
    const foreign = await cfr.call('POST', '/list-configs', { resource: 'inbounds', name: 'CFR only', columns: ['number'] });
    const partners = await producer.call('POST', '/list-configs', { resource: 'partners', name: 'Partners', columns: ['name'] });
    for (const configId of [foreign.body.id, partners.body.id, '999999999']) {
      const { status, body } = await apply(producer, { configId, columns: ['number'] });
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'UNKNOWN_LIST_CONFIG', configId });
    }
  });

  it('unknown columns or lists are refused and nothing is stored', async () => {
    await apply(producer, { configId: null, columns: ['number', 'product'] });
    expect((await apply(producer, { configId: null, columns: ['number', 'nope'] })).body).toMatchObject({ code: 'UNKNOWN_FIELD', fields: ['nope'] });
    expect((await apply(producer, { resource: 'nothing', configId: null, columns: ['number'] })).status).toBe(400);
    expect((await apply(producer, { configId: null, columns: [] })).status).toBe(400);
    expect((await view(producer)).body).toMatchObject({ columns: ['number', 'product'] });
  });

  it('a list the tenant does not show has no view: 403', async () => {
    const other = new ResourceClient(server, (await server.loginAs('multi@fuel-portal.example')).token, 'OTHER_TENANT');
    expect((await view(other)).status).toBe(403);
    expect((await other.call('PUT', '/list-views', { resource: 'inbounds', configId: null, columns: ['number'] })).status).toBe(403);
  });

  it('without a list named, the answer holds the applied views of every list in this tenant, and only those', async () => {
    await apply(producer, { resource: 'partners', configId: null, columns: ['number', 'name'] });
    await apply(cfr, { resource: 'outbounds', configId: null, columns: ['number'] });
    const { status, body } = await producer.call('GET', '/list-views');
    expect(status).toBe(200);
    expect(body).toEqual([(await view(producer, 'inbounds')).body, (await view(producer, 'partners')).body]);
  });
});
