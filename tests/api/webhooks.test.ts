import { createHmac } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { writeAudit } from '../../src/server/resources/audit';
import type { WebhookSettings } from '../../src/server/webhooks/settings';
import { useTestServer } from './harness';
import { ImportClient, rawFile, rawLine } from './imports/import-client';
import { creditLink, makeCredit, makeOutbound } from './links-fixture';
import { newChain } from './mass-balance-fixture';
import { ResourceClient } from './resource-client';
import { WebhookReceiver } from './webhook-receiver';

const TENANT = 'OILCO_PRODUCER';
/** Short delays, lease and poll, so retries and a restart take seconds, not minutes; the receiver is on loopback. */
const SETTINGS: Partial<WebhookSettings> = {
  allowPrivateNetworks: true,
  retryDelaySeconds: (attempt) => 0.3 * 2 ** (attempt - 1),
  maxConsecutiveFailures: 3,
  leaseSeconds: 2,
  pollSeconds: 1,
};
const server = useTestServer({ webhooks: SETTINGS });
const onPostgres = Boolean(process.env.DATABASE_URL);
const WAIT = { timeout: 15_000, interval: 50 };

let admin: string;
let producer: ResourceClient;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  admin = (await server.loginAs('producer.admin@oilco.example')).token;
  producer = new ResourceClient(server, admin, TENANT);
});

afterEach(async () => {
  // Each test registers its own endpoints: events of the next one must not reach them.
  await server.db.query('DELETE FROM webhook_endpoints');
  await Promise.all(receivers.splice(0).map((receiver) => receiver.stop()));
});

async function receiver(): Promise<WebhookReceiver> {
  const started = new WebhookReceiver();
  await started.start();
  receivers.push(started);
  return started;
}

async function addEndpoint(url: string, body: Record<string, unknown> = {}, token = admin, tenant = TENANT) {
  const response = await server.api('POST', '/webhooks', { token, tenant, body: { url, events: ['record.created'], ...body } });
  expect(response.status).toBe(201);
  return response.body as { id: string; secret: string };
}

const deliveries = async (endpoint: string) => (await server.api('GET', `/webhooks/${endpoint}/deliveries`, { token: admin, tenant: TENANT })).body;
const newPartner = async (name: string) => (await producer.create('partners', { name })).number as string;

describe('webhooks', () => {
  it('delivers an event signed with the endpoint secret: HMAC-SHA256 of "timestamp.body", hex, as v1=', async () => {
    const erp = await receiver();
    const endpoint = await addEndpoint(erp.url);
    expect(endpoint.secret).toMatch(/^whsec_/);
    const key = await newPartner('Webhook Signed');
    await vi.waitFor(() => expect(erp.received).toHaveLength(1), WAIT);
    const [{ headers, body }] = erp.received;
    const expected = createHmac('sha256', endpoint.secret).update(`${headers['webhook-timestamp']}.${body}`).digest('hex');
    expect(headers['webhook-signature']).toBe(`v1=${expected}`);
    expect(Math.abs(Number(headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    const event = JSON.parse(body);
    expect(headers['webhook-id']).toBe(event.id);
    expect(event).toEqual({
      id: expect.any(String),
      type: 'record.created',
      time: expect.any(String),
      tenant: TENANT,
      data: { resource: 'partners', key, version: 1 },
    });
    expect(new Date(event.time).toISOString()).toBe(event.time);
    await vi.waitFor(async () => expect(await deliveries(endpoint.id)).toMatchObject([{ status: 'delivered', attempts: 1, lastStatusCode: 200 }]), WAIT);
  });

  it('shows the secret only when the endpoint is created or its secret rotated', async () => {
    const endpoint = await addEndpoint('http://127.0.0.1:9/hook');
    const listed = await server.api('GET', '/webhooks', { token: admin, tenant: TENANT });
    expect(listed.body).toEqual([expect.not.objectContaining({ secret: expect.anything() })]);
    expect((await server.api('GET', `/webhooks/${endpoint.id}`, { token: admin, tenant: TENANT })).body).not.toHaveProperty('secret');
    const rotated = await server.api('POST', `/webhooks/${endpoint.id}/rotate-secret`, { token: admin, tenant: TENANT });
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(endpoint.secret);
  });

  it('sends record events only for the resources the endpoint chose', async () => {
    const erp = await receiver();
    await addEndpoint(erp.url, { resources: ['products'] });
    const wanted = await addEndpoint(erp.url, { resources: ['partners'] });
    await newPartner('Webhook Filtered');
    await vi.waitFor(() => expect(erp.received).toHaveLength(1), WAIT);
    expect((await deliveries(wanted.id)).length).toBe(1);
  });

  it('retries a failed delivery with growing delays until the receiver accepts it', async () => {
    const erp = await receiver();
    erp.reply = (index) => (index < 2 ? 500 : 204);
    const endpoint = await addEndpoint(erp.url);
    await newPartner('Webhook Retried');
    await vi.waitFor(() => expect(erp.received).toHaveLength(3), WAIT);
    const ids = new Set(erp.received.map((entry) => entry.headers['webhook-id']));
    expect(ids.size).toBe(1);
    const [first, second, third] = erp.received.map((entry) => entry.at);
    // 0.3 s after the first failure, 0.6 s after the second (SETTINGS.retryDelaySeconds).
    expect(second - first).toBeGreaterThanOrEqual(250);
    expect(third - second).toBeGreaterThanOrEqual(550);
    await vi.waitFor(async () => expect(await deliveries(endpoint.id)).toMatchObject([{ status: 'delivered', attempts: 3, lastStatusCode: 204 }]), WAIT);
  });

  it('disables an endpoint after consecutive failed attempts and tells every tenant administrator in the inbox', async () => {
    const erp = await receiver();
    erp.reply = () => 503;
    const endpoint = await addEndpoint(erp.url);
    await newPartner('Webhook Failing');
    await vi.waitFor(async () => {
      const { body } = await server.api('GET', `/webhooks/${endpoint.id}`, { token: admin, tenant: TENANT });
      expect(body).toMatchObject({ active: false, disabledReason: 'consecutiveFailures' });
    }, WAIT);
    expect(erp.received).toHaveLength(3);
    expect(await deliveries(endpoint.id)).toMatchObject([{ status: 'failed', attempts: 3, lastStatusCode: 503 }]);
    const inbox = await server.api('GET', '/messages', { token: admin });
    expect(inbox.body).toContainEqual(
      expect.objectContaining({ kind: 'webhookDisabled', tenant: TENANT, params: { url: `${erp.url}/`, reason: 'consecutiveFailures', tenant: TENANT } }),
    );
  });

  it('sends an event only once its transaction commits, never when it rolls back', async () => {
    const erp = await receiver();
    const endpoint = await addEndpoint(erp.url);
    const entry = { tenant: TENANT, user: 'test', resource: 'partners', key: 'ROLLED-BACK', action: 'create' as const, after: { name: 'x' } };
    await expect(
      server.db.transaction(async (tx) => {
        await writeAudit(tx, entry);
        throw new Error('the change fails after its audit entry');
      }),
    ).rejects.toThrow('the change fails');
    await server.db.transaction((tx) => writeAudit(tx, { ...entry, key: 'COMMITTED' }));
    await vi.waitFor(() => expect(erp.received).toHaveLength(1), WAIT);
    expect(erp.events()[0].data).toMatchObject({ key: 'COMMITTED' });
    expect(await deliveries(endpoint.id)).toHaveLength(1);
  });

  it('sends again a delivery the administrator re-queues, with the same event id', async () => {
    const erp = await receiver();
    const endpoint = await addEndpoint(erp.url);
    await newPartner('Webhook Sent Again');
    await vi.waitFor(() => expect(erp.received).toHaveLength(1), WAIT);
    const [delivery] = await deliveries(endpoint.id);
    const again = await server.api('POST', `/webhooks/${endpoint.id}/deliveries/${delivery.id}/retry`, { token: admin, tenant: TENANT });
    expect(again.status).toBe(200);
    await vi.waitFor(() => expect(erp.received).toHaveLength(2), WAIT);
    expect(erp.received[1].headers['webhook-id']).toBe(erp.received[0].headers['webhook-id']);
  });

  it('lists the delivery log newest first, paged, with the total', async () => {
    const erp = await receiver();
    const endpoint = await addEndpoint(erp.url);
    const keys = [await newPartner('Webhook Log 1'), await newPartner('Webhook Log 2'), await newPartner('Webhook Log 3')];
    await vi.waitFor(() => expect(erp.received).toHaveLength(3), WAIT);
    const page = await server.api('GET', `/webhooks/${endpoint.id}/deliveries?_start=0&_end=2`, { token: admin, tenant: TENANT });
    expect(page.headers.get('x-total-count')).toBe('3');
    expect(page.body).toHaveLength(2);
    const keyOf = (eventId: string) => erp.events().find((event) => event.id === eventId)!.data.key;
    expect(page.body.map((entry: { eventId: string }) => keyOf(entry.eventId))).toEqual([keys[2], keys[1]]);
  });

  it('delivers to the receiver a delivery whose node stopped while sending it, once its lease runs out', async () => {
    const erp = await receiver();
    erp.reply = (index) => (index === 0 ? 'hold' : 200);
    const endpoint = await addEndpoint(erp.url);
    await newPartner('Webhook Restart');
    await vi.waitFor(() => expect(erp.held).toHaveLength(1), WAIT);
    // Stopped like a node that dies: the request in flight is dropped, nothing is recorded of it.
    await server.app.close();
    server.app = await buildApp({ db: server.db, webhooks: SETTINGS });
    server.baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
    await vi.waitFor(() => expect(erp.received).toHaveLength(2), WAIT);
    expect(erp.received[1].headers['webhook-id']).toBe(erp.received[0].headers['webhook-id']);
    await vi.waitFor(async () => expect(await deliveries(endpoint.id)).toMatchObject([{ status: 'delivered', attempts: 2 }]), WAIT);
  });

  it('refuses an address that is not http(s), and one in a private network unless the operator allows it', async () => {
    const refused = await server.api('POST', '/webhooks', {
      token: admin,
      tenant: TENANT,
      body: { url: 'ftp://erp.example/hook', events: ['import.finished'] },
    });
    expect(refused.body).toMatchObject({ statusCode: 400, code: 'WEBHOOK_URL_INVALID' });
    server.app.webhookSettings.allowPrivateNetworks = false;
    try {
      for (const url of ['http://127.0.0.1:8080/hook', 'http://localhost/hook', 'https://[::1]/hook', 'http://169.254.169.254/latest', 'http://10.1.2.3/']) {
        const response = await server.api('POST', '/webhooks', { token: admin, tenant: TENANT, body: { url, events: ['import.finished'] } });
        expect(response.body, url).toMatchObject({ statusCode: 400, code: 'WEBHOOK_URL_PRIVATE' });
      }
    } finally {
      server.app.webhookSettings.allowPrivateNetworks = true;
    }
  });

  it('answers 403 to a user who is no tenant administrator', async () => {
    const plain = (await server.loginAs('user@tenant1.example')).token;
    const response = await server.api('GET', '/webhooks', { token: plain, tenant: 'TENANT1' });
    expect(response.body).toMatchObject({ statusCode: 403, code: 'ADMIN_ONLY' });
    const create = await server.api('POST', '/webhooks', { token: plain, tenant: 'TENANT1', body: { url: 'http://127.0.0.1/', events: ['record.created'] } });
    expect(create.status).toBe(403);
  });

  it("answers 404 for another tenant's endpoint", async () => {
    const multi = (await server.loginAs('multi@fuel-portal.example')).token;
    const other = await addEndpoint('http://127.0.0.1:9/hook', {}, multi, 'TENANT2');
    const options = { token: admin, tenant: TENANT };
    expect((await server.api('GET', `/webhooks/${other.id}`, options)).status).toBe(404);
    expect((await server.api('PATCH', `/webhooks/${other.id}`, { ...options, body: { active: false } })).status).toBe(404);
    expect((await server.api('GET', `/webhooks/${other.id}/deliveries`, options)).status).toBe(404);
    expect((await server.api('POST', `/webhooks/${other.id}/rotate-secret`, options)).status).toBe(404);
    expect((await server.api('DELETE', `/webhooks/${other.id}`, options)).status).toBe(404);
    expect((await server.api('GET', `/webhooks/${other.id}`, { token: multi, tenant: 'TENANT2' })).body).toMatchObject({ active: true });
  });
});

describe.skipIf(!onPostgres)('webhooks on two API nodes', () => {
  it('delivers each event exactly once when two nodes work the queue', async () => {
    const second = await server.startSecondNode();
    try {
      const erp = await receiver();
      await addEndpoint(erp.url);
      const keys: string[] = [];
      for (let index = 0; index < 12; index += 1) keys.push(await newPartner(`Webhook Two Nodes ${index}`));
      await vi.waitFor(() => expect(erp.received.length).toBeGreaterThanOrEqual(keys.length), WAIT);
      // Longer than a lease: a delivery sent twice would have arrived by now.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const ids = erp.received.map((entry) => entry.headers['webhook-id']);
      expect(new Set(ids).size).toBe(ids.length);
      expect(
        erp
          .events()
          .map((event) => event.data.key)
          .sort(),
      ).toEqual([...keys].sort());
    } finally {
      await second.stop();
    }
  });
});

describe('webhook events of the domain actions', () => {
  /**
   * The events `erp` received, as type and data, in the order they happened (their `time`): an endpoint's deliveries
   * go out several at a time, so they may arrive in another order.
   */
  const eventsOf = (erp: WebhookReceiver) =>
    erp.received
      .map(({ body }) => JSON.parse(body))
      .sort((a, b) => Date.parse(a.time) - Date.parse(b.time))
      .map(({ type, data }) => ({ type, data }));

  it('an import sends import.finished when it succeeded and import.failed when it failed, with the import id', async () => {
    const erp = await receiver();
    await addEndpoint(erp.url, { events: ['import.finished', 'import.failed'] });
    const imports = new ImportClient(server, admin, TENANT);
    await imports.masterData();
    const good = await imports.imported('rawImport', rawFile(rawLine('WH-1')));
    expect(good.importStatus).toBe('succeeded');
    const bad = await imports.imported('rawImport', rawFile(rawLine('WH-2', 'x')));
    expect(bad.importStatus).toBe('failed');
    await vi.waitFor(() => expect(erp.received).toHaveLength(2), WAIT);
    expect(eventsOf(erp)).toEqual([
      { type: 'import.finished', data: expect.objectContaining({ resource: 'import-messages', key: good.id }) },
      { type: 'import.failed', data: expect.objectContaining({ resource: 'import-messages', key: bad.id }) },
    ]);
  });

  it('completing a mass balance sends massBalance.completed, reopening it massBalance.reopened', async () => {
    const erp = await receiver();
    await addEndpoint(erp.url, { events: ['massBalance.completed', 'massBalance.reopened'] });
    const chain = await newChain(producer);
    const balance = String((await chain.balance('2026-03-01')).identifierValue);
    const path = `/mass-balances/${encodeURIComponent(balance)}`;
    expect((await producer.call('POST', `${path}/complete`)).status).toBe(200);
    expect((await producer.call('POST', `${path}/reopen`)).status).toBe(200);
    await vi.waitFor(() => expect(erp.received).toHaveLength(2), WAIT);
    expect(eventsOf(erp)).toEqual([
      { type: 'massBalance.completed', data: expect.objectContaining({ resource: 'mass-balances', key: balance }) },
      { type: 'massBalance.reopened', data: expect.objectContaining({ resource: 'mass-balances', key: balance }) },
    ]);
  });

  it('linking a CATS credit to an outbound sends catsCredit.linked, unlinking it catsCredit.unlinked, naming the outbound', async () => {
    const system = (await server.loginAs('admin@fuel-portal.example')).token;
    const cfr = new ResourceClient(server, system, 'OILCO_CFR');
    const erp = await receiver();
    await addEndpoint(erp.url, { events: ['catsCredit.linked', 'catsCredit.unlinked'] }, system, 'OILCO_CFR');
    const credit = await makeCredit(cfr, 50);
    const outbound = await makeOutbound(cfr);
    expect((await cfr.call('PUT', creditLink(credit, outbound), { quantity: 1 })).status).toBe(200);
    expect((await cfr.call('DELETE', creditLink(credit, outbound))).status).toBeLessThan(300);
    await vi.waitFor(() => expect(erp.received).toHaveLength(2), WAIT);
    expect(eventsOf(erp)).toEqual([
      { type: 'catsCredit.linked', data: expect.objectContaining({ resource: 'catscredits', key: credit, target: { resource: 'outbounds', key: outbound } }) },
      {
        type: 'catsCredit.unlinked',
        data: expect.objectContaining({ resource: 'catscredits', key: credit, target: { resource: 'outbounds', key: outbound } }),
      },
    ]);
  });
});
