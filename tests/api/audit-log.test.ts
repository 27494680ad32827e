import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './harness';
import { ResourceClient } from './resource-client';

const server = useTestServer();
const PRODUCER_ADMIN = 'producer.admin@oilco.example';
let producerAdmin: string;
/** Partners created for this file: two in OILCO_PRODUCER (one later updated), one in TENANT1. */
const keys: { producer: string[]; tenant1: string } = { producer: [], tenant1: '' };

function auditLog(token: string, tenant: string, query = '') {
  return server.api('GET', `/audit-log${query}`, { token, tenant });
}

beforeAll(async () => {
  producerAdmin = (await server.loginAs(PRODUCER_ADMIN)).token;
  const producer = new ResourceClient(server, producerAdmin, 'OILCO_PRODUCER');
  for (const name of ['Audit Alpha', 'Audit Beta']) keys.producer.push((await producer.create('partners', { name })).number);
  const updated = await producer.call('PATCH', `/partners/${keys.producer[0]}`, { version: 1, name: 'Audit Alpha renamed' });
  expect(updated.status).toBe(200);
  const plain = new ResourceClient(server, (await server.loginAs('user@tenant1.example')).token, 'TENANT1');
  keys.tenant1 = (await plain.create('partners', { name: 'Audit Tenant One' })).number;
});

describe('GET /audit-log', () => {
  it('answers 403 ADMIN_ONLY "Access denied" to a plain user and to an admin of another tenant', async () => {
    const plain = (await server.loginAs('user@tenant1.example')).token;
    expect((await auditLog(plain, 'TENANT1')).body).toMatchObject({ statusCode: 403, code: 'ADMIN_ONLY', message: 'Access denied' });
    // producer.admin is a plain user of OILCO_CFR; multi is admin of TENANT2 only.
    expect((await auditLog(producerAdmin, 'OILCO_CFR')).status).toBe(403);
    const multi = (await server.loginAs('multi@fuel-portal.example')).token;
    expect((await auditLog(multi, 'TENANT2')).status).toBe(200);
    expect((await auditLog(multi, 'TENANT1')).status).toBe(403);
  });

  it("shows a tenant admin the current tenant's entries only, newest first, with the paging header", async () => {
    const { status, headers, body } = await auditLog(producerAdmin, 'OILCO_PRODUCER', '?entity=partners');
    expect(status).toBe(200);
    expect(headers.get('access-control-expose-headers')).toContain('x-total-count');
    expect(Number(headers.get('x-total-count'))).toBe(body.length);
    const mine = body.filter(
      (entry: { key: string; after: { name?: string } | null }) => entry.after?.name?.startsWith('Audit ') && keys.producer.includes(entry.key),
    );
    expect(mine.map((entry: { action: string; key: string }) => [entry.action, entry.key])).toEqual([
      ['update', keys.producer[0]],
      ['create', keys.producer[1]],
      ['create', keys.producer[0]],
    ]);
    // Sample numbers repeat across tenants, so the TENANT1 partner is told apart by its name.
    expect(body.some((entry: { after: { name?: string } | null }) => entry.after?.name === 'Audit Tenant One')).toBe(false);
    const times = body.map((entry: { at: string }) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(mine[0]).toMatchObject({ user: PRODUCER_ADMIN, entity: 'partners', before: { name: 'Audit Alpha' }, after: { name: 'Audit Alpha renamed' } });
  });

  it("lets a system administrator read any tenant's log", async () => {
    const admin = (await server.loginAs('admin@fuel-portal.example')).token;
    const { body } = await auditLog(admin, 'TENANT1', `?key_like=${keys.tenant1}`);
    expect(body).toEqual([
      expect.objectContaining({
        key: keys.tenant1,
        action: 'create',
        user: 'user@tenant1.example',
        after: expect.objectContaining({ name: 'Audit Tenant One' }),
      }),
    ]);
  });

  it('filters by key, action, user and time, and pages with _start/_end', async () => {
    const call = async (query: string) => (await auditLog(producerAdmin, 'OILCO_PRODUCER', query)).body as { key: string; action: string }[];
    expect((await call(`?entity_key_like=${keys.producer[0]}`)).map((entry) => entry.action)).toEqual(['update', 'create']);
    expect((await call(`?key_like=${keys.producer[0]}&action=update`)).length).toBe(1);
    expect((await call(`?user_like=PRODUCER.ADMIN&entity=partners`)).length).toBeGreaterThanOrEqual(3);
    expect(await call(`?user_like=nobody-here`)).toEqual([]);
    expect(await call(`?at_gte=2999-01-01T00:00:00Z`)).toEqual([]);
    expect((await call(`?at_lte=2999-01-01T00:00:00Z&entity=partners`)).length).toBeGreaterThanOrEqual(3);
    const all = await call('?entity=partners');
    const page = await auditLog(producerAdmin, 'OILCO_PRODUCER', '?entity=partners&_start=1&_end=3');
    expect(page.body).toEqual(all.slice(1, 3));
    expect(page.headers.get('x-total-count')).toBe(String(all.length));
  });

  it('answers 400 to an unknown filter field or sort, and to a time or an action that is not one, naming the parameter', async () => {
    const unknown = await auditLog(producerAdmin, 'OILCO_PRODUCER', '?tenant=TENANT1');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'UNKNOWN_FIELD', fields: ['tenant'] });
    expect((await auditLog(producerAdmin, 'OILCO_PRODUCER', '?_sort=before')).status).toBe(400);
    const notATime = await auditLog(producerAdmin, 'OILCO_PRODUCER', '?at_gte=yesterday');
    expect(notATime.status).toBe(400);
    expect(notATime.body.errors.map((error: { field: string }) => error.field)).toEqual(['at_gte']);
    const notAnAction = await auditLog(producerAdmin, 'OILCO_PRODUCER', '?action=explode');
    expect(notAnAction.status).toBe(400);
    expect(notAnAction.body.errors.map((error: { field: string }) => error.field)).toEqual(['action']);
  });

  it('keeps filter values out of the SQL text', async () => {
    const { status, body } = await auditLog(producerAdmin, 'OILCO_PRODUCER', `?entity=${encodeURIComponent("partners' OR '1'='1")}`);
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });
});
