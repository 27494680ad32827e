import { describe, expect, it } from 'vitest';
import { seedPlan } from '../../src/server/seed/plan';
import { useTestServer, type TestServer } from './harness';

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

  it('rejects a size out of range (400)', async () => {
    const { token } = await server.loginAs('admin@fuel-portal.example');
    for (const size of [0, -1, 1000, 'big']) {
      expect((await server.api('POST', '/seed', { token, tenant: 'TENANT1', body: { size } })).status, String(size)).toBe(400);
    }
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
    // Size 10 runs for seconds, so the second call surely finds the first job running.
    const start = () => server.api('POST', '/seed', { token, tenant: 'OILCO_CFR', body: { size: 10 } });
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
