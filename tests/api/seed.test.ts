import { describe, expect, it } from 'vitest';
import { seedPlan } from '../../src/server/seed/plan';
import { SEED_SIZE_MAX_API, SEED_SIZE_MIN } from '../../src/shared/seed-size';
import { useTestServer, type TestServer } from './harness';
import { ResourceClient } from './resource-client';

const server = useTestServer();

/** Polls the job once a (tenth of a) second, like the page, until it leaves "running". */
async function waitForJob(server: TestServer, token: string, tenant: string, jobId: string) {
  for (let attempt = 0; attempt < 600; attempt++) {
    const { status, body } = await server.api('GET', `/seed/${jobId}`, { token, tenant });
    expect(status).toBe(200);
    if (body.state !== 'running') return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('seed job did not finish');
}

describe('POST /seed', () => {
  it('refuses a plain user and a member who is not admin of the current tenant (403)', async () => {
    const plain = await server.loginAs('user@tenant1.example');
    expect(await server.api('POST', '/seed', { token: plain.token, tenant: 'TENANT1', body: { size: 0.1 } })).toMatchObject({
      status: 403,
      body: { code: 'ADMIN_REQUIRED' },
    });
    const producerAdmin = await server.loginAs('producer.admin@oilco.example');
    expect((await server.api('POST', '/seed', { token: producerAdmin.token, tenant: 'OILCO_CFR', body: { size: 0.1 } })).status).toBe(403);
  });

  it('a size outside the allowed range answers 400 naming size', async () => {
    const { token } = await server.loginAs('admin@fuel-portal.example');
    for (const size of [0, -1, 1e-9, SEED_SIZE_MIN / 2, SEED_SIZE_MAX_API + 0.5, 1000, 'big', null]) {
      const { status, body } = await server.api('POST', '/seed', { token, tenant: 'TENANT1', body: { size } });
      expect([status, body.code, body.field], String(size)).toEqual([400, 'VALIDATION', 'size']);
    }
    const { rows } = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM seed_jobs WHERE tenant = 'TENANT1'");
    expect(rows[0].n).toBe(0);
  });

  it("runs a tenant admin's job to done; the partner list then holds the generated rows", async () => {
    const { token } = await server.loginAs('producer.admin@oilco.example');
    const started = await server.api('POST', '/seed', { token, tenant: 'OILCO_PRODUCER', body: { size: 0.1 } });
    expect(started.status).toBe(202);
    expect(started.body.jobId).toMatch(/^[0-9a-f-]{36}$/);

    const job = await waitForJob(server, token, 'OILCO_PRODUCER', started.body.jobId);
    const plan = seedPlan(0.1);
    expect(job).toMatchObject({ state: 'done', counts: { partners: plan.partners, inbounds: plan.inbounds } });
    expect(job.done).toBe(job.total);

    const partners = await server.api('GET', '/partners?_start=0&_end=5', { token, tenant: 'OILCO_PRODUCER' });
    expect(partners.status).toBe(200);
    expect(partners.headers.get('x-total-count')).toBe(String(plan.partners));
    expect(partners.body[0]).toMatchObject({ number: '100001', country: 'de', version: 1 });
  });

  it('replaces its own rows when run again, and keeps other tenants apart', async () => {
    const { token } = await server.loginAs('admin@fuel-portal.example');
    for (let run = 0; run < 2; run++) {
      const { body } = await server.api('POST', '/seed', { token, tenant: 'TENANT1', body: { size: 0.1 } });
      expect((await waitForJob(server, token, 'TENANT1', body.jobId)).state).toBe('done');
    }
    const { rows } = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM e_inbounds WHERE tenant = 'TENANT1'");
    expect(rows[0].n).toBe(seedPlan(0.1).inbounds);
  });

  it('answers a second start while a job of the tenant runs with that job', async () => {
    const { token } = await server.loginAs('admin@fuel-portal.example');
    // Size 2 runs for seconds, so the second call, made at the same time, surely finds the first job running.
    const start = () => server.api('POST', '/seed', { token, tenant: 'OILCO_CFR', body: { size: 2 } });
    const [first, second] = await Promise.all([start(), start()]);
    expect(second.body.jobId).toBe(first.body.jobId);
    expect((await waitForJob(server, token, 'OILCO_CFR', first.body.jobId)).state).toBe('done');
  });
});

describe('GET /seed/:jobId', () => {
  it("answers 404 for an unknown job and for another tenant's job", async () => {
    const { token } = await server.loginAs('admin@fuel-portal.example');
    const unknown = await server.api('GET', '/seed/00000000-0000-4000-8000-000000000000', { token, tenant: 'TENANT1' });
    expect(unknown.status).toBe(404);
    const { rows } = await server.db.query<{ id: string }>("SELECT id::text FROM seed_jobs WHERE tenant = 'OILCO_PRODUCER' LIMIT 1");
    expect((await server.api('GET', `/seed/${rows[0].id}`, { token, tenant: 'TENANT1' })).status).toBe(404);
  });
});

const ADMIN = 'admin@fuel-portal.example';

/** Seeds the tenant as the system administrator and waits until the job is done. */
async function seedAndWait(token: string, tenant: string, size = 0.1) {
  const { status, body } = await server.api('POST', '/seed', { token, tenant, body: { size } });
  expect(status).toBe(202);
  const job = await waitForJob(server, token, tenant, body.jobId);
  expect(job.state).toBe('done');
  return job;
}

async function countRows(table: string, tenant: string, where = 'true', params: unknown[] = []): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE tenant = $1 AND ${where}`, [tenant, ...params]);
  return rows[0].n;
}

describe('planner statistics', () => {
  it('the seed vacuums and analyzes the tables it filled: queries after the load are planned for their size, index-only scans skip the table', async () => {
    const { token } = await server.loginAs(ADMIN);
    await server.db.query(`SELECT pg_stat_reset()`);
    await seedAndWait(token, 'TENANT2');
    const { rows } = await server.db.query<{ relname: string }>(
      `SELECT relname FROM pg_stat_user_tables WHERE relname IN ('e_inbounds', 'e_outbounds', 'e_sustainabilitydata') AND last_analyze IS NOT NULL AND last_vacuum IS NOT NULL ORDER BY relname`,
    );
    expect(rows.map((row) => row.relname)).toEqual(['e_inbounds', 'e_outbounds', 'e_sustainabilitydata']);
  });
});

describe('re-seeding a tenant', () => {
  it('a re-seed keeps a seeded row that a user changed', async () => {
    const { token } = await server.loginAs(ADMIN);
    const tenant = 'TENANT1';
    await seedAndWait(token, tenant);
    const call = (method: string, path: string, body?: unknown) => server.api(method, path, { token, tenant, body });
    // An open one: locked inbounds refuse edits.
    const [inbound] = (await call('GET', '/inbounds?movementStatus=open&_sort=number&_order=asc&_start=0&_end=1')).body;
    expect((await call('PATCH', `/inbounds/${inbound.number}`, { comment: 'checked by hand' })).status).toBe(200);
    expect((await call('PATCH', '/partners/100001', { version: 1, name: 'Renamed by a user' })).status).toBe(200);

    await seedAndWait(token, tenant);
    expect((await call('GET', `/inbounds/${inbound.number}`)).body).toMatchObject({ comment: 'checked by hand' });
    // The user's correction of the partner's version (same valid-from: in place) stays, and no version is added.
    const versions = await call('GET', '/partners/100001/versions');
    expect(versions.body.map((version: { version: number; name: string }) => [version.version, version.name])).toEqual([[1, 'Renamed by a user']]);
    // Neither duplicated nor lost.
    const plan = seedPlan(0.1);
    expect(await countRows('e_inbounds', tenant)).toBe(plan.inbounds);
    expect(await countRows('e_partners', tenant, '"version" = 1')).toBe(plan.partners);
  });

  it('a re-seed keeps rows a user created', async () => {
    const { token } = await server.loginAs(ADMIN);
    const tenant = 'OILCO_CFR';
    await seedAndWait(token, tenant);
    const client = new ResourceClient(server, token, tenant);
    await client.create('inbounds', { number: 'USER-IN-1', comment: 'entered by a user' });
    // The user deletes a generated inbound nothing refers to (others answer 409 IN_USE) and enters their
    // own under its number: the seed must not replace it.
    const generated = (await client.call('GET', '/inbounds?_sort=number&_end=1000')).body.map((inbound: { number: string }) => inbound.number);
    let number: string | undefined;
    for (const candidate of generated) {
      if ((await client.call('DELETE', `/inbounds/${candidate}`)).status === 200) {
        number = candidate;
        break;
      }
    }
    expect(number).toBeDefined();
    await client.create('inbounds', { number, comment: "a user's inbound" });

    const job = await seedAndWait(token, tenant);
    expect((await client.call('GET', '/inbounds/USER-IN-1')).body).toMatchObject({ comment: 'entered by a user' });
    expect((await client.call('GET', `/inbounds/${number}`)).body).toMatchObject({ comment: "a user's inbound" });
    const plan = seedPlan(0.1);
    expect(job.counts.inbounds).toBe(plan.inbounds - 1);
    expect(await countRows('e_inbounds', tenant, 'number = $2', ['USER-IN-1'])).toBe(1);
  });

  it("a re-seed's deletions appear in the audit log", async () => {
    const { token } = await server.loginAs(ADMIN);
    const tenant = 'OILCO_PRODUCER';
    await seedAndWait(token, tenant);
    const seeded = await countRows('e_inbounds', tenant, "created_by = 'seed'");
    const before = await server.api('GET', '/audit-log?entity=inbounds&action=delete', { token, tenant });
    await seedAndWait(token, tenant);

    const after = await server.api('GET', '/audit-log?entity=inbounds&action=delete', { token, tenant });
    expect(after.body).toHaveLength(before.body.length + 1);
    expect(after.body[0]).toMatchObject({
      user: ADMIN,
      entity: 'inbounds',
      action: 'delete',
      key: 'IN-2025-00000001 … IN-2025-00000100',
      before: { deletedBySeed: seeded },
    });
    const partners = await server.api('GET', '/audit-log?entity=partners&action=delete', { token, tenant });
    expect(partners.body[0]).toMatchObject({ user: ADMIN, before: { deletedBySeed: seedPlan(0.1).partners } });
  });
});
