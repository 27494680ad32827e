import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../src/server/app';
import { hashToken } from '../../src/server/security/refresh-tokens';
import type { TokenScopes } from '../../src/shared/api-tokens';
import { useTestServer } from './harness';
import { referencedResources, sampleRecord } from './samples';

const server = useTestServer();
const ADMIN = 'producer.admin@oilco.example';
const TENANT = 'OILCO_PRODUCER';
const OTHER_TENANT = 'OILCO_CFR';

let counter = 0;

async function adminToken(): Promise<string> {
  return (await server.loginAs(ADMIN)).token;
}

/** A new token of TENANT made by its administrator; the answer holds the secret. */
async function createToken(scopes: TokenScopes, extra: Record<string, unknown> = {}) {
  const answer = await server.api('POST', '/api-tokens', { token: await adminToken(), tenant: TENANT, body: { name: `ERP ${++counter}`, scopes, ...extra } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { id: string; name: string; secret: string };
}

/** A call with an API token: no login, no tenant header unless given. */
const withToken = (secret: string, method: string, path: string, options: { body?: unknown; tenant?: string } = {}) =>
  server.api(method, path, { token: secret, ...options });

/** A new partner: a sample record whose references are the tenant's first records. */
async function partner(seed: number): Promise<Record<string, unknown>> {
  const entity = server.app.registry.get('partners')!;
  const token = await adminToken();
  const refs: Record<string, string> = {};
  for (const resource of referencedResources(entity)) {
    const first = (await server.api('GET', `/${resource}?_start=0&_end=1`, { token, tenant: TENANT })).body[0];
    refs[resource] = String(first[server.app.registry.get(resource)!['x-key']]);
  }
  return sampleRecord(entity, seed, refs);
}

describe('API tokens', () => {
  it('the secret is answered once; the list and the database hold its hash only', async () => {
    const made = await createToken({ partners: 'read' });
    expect(made.secret).toMatch(/^fpt_[A-Za-z0-9_-]{43}$/);
    const list = await server.api('GET', '/api-tokens', { token: await adminToken(), tenant: TENANT });
    expect(list.status).toBe(200);
    const listed = list.body.find((token: { id: string }) => token.id === made.id);
    expect(listed).toMatchObject({ name: made.name, scopes: { partners: 'read' }, createdBy: ADMIN, expiresAt: null, revokedAt: null });
    expect(JSON.stringify(list.body)).not.toContain(made.secret);
    const { rows } = await server.db.query<{ secret_hash: string }>('SELECT secret_hash FROM api_tokens WHERE id = $1', [made.id]);
    expect(rows[0].secret_hash).toBe(hashToken(made.secret));
  });

  it('a token needs no login and no tenant header: it works in its own tenant', async () => {
    const { secret } = await createToken({ partners: 'read' });
    const answer = await withToken(secret, 'GET', '/partners?_start=0&_end=5');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
  });

  it('a tenant header naming another tenant is refused', async () => {
    const { secret } = await createToken({ partners: 'read' });
    const answer = await withToken(secret, 'GET', '/partners', { tenant: OTHER_TENANT });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('TENANT_FORBIDDEN');
    expect((await withToken(secret, 'GET', '/partners?_start=0&_end=1', { tenant: TENANT })).status).toBe(200);
  });

  it('read scope reads but does not write; write scope writes', async () => {
    const reader = await createToken({ partners: 'read' });
    const refused = await withToken(reader.secret, 'POST', '/partners', { body: await partner(901) });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('TOKEN_SCOPE');
    const writer = await createToken({ partners: 'write' });
    const created = await withToken(writer.secret, 'POST', '/partners', { body: await partner(902) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  });

  it('an area the token was not given is refused', async () => {
    const { secret } = await createToken({ partners: 'write' });
    const answer = await withToken(secret, 'GET', '/inbounds');
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('TOKEN_SCOPE');
  });

  it('user administration, tenant management, roles, the audit log and the token routes are closed to every token', async () => {
    const shown = (await server.api('GET', '/tenant-config', { token: await adminToken(), tenant: TENANT })).body.visibleRoutes as string[];
    const { secret } = await createToken(Object.fromEntries(shown.map((area) => [area, 'write'])));
    for (const [method, path] of [
      ['GET', '/users'],
      ['POST', '/users'],
      ['GET', '/tenants'],
      ['GET', '/roles'],
      ['GET', '/audit-log'],
      ['GET', '/api-tokens'],
      ['POST', '/api-tokens'],
    ]) {
      const answer = await withToken(secret, method, path, { body: method === 'POST' ? {} : undefined });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.code, `${method} ${path}`).toBe('TOKEN_SCOPE');
    }
  });

  it("a token's writes are audited with its name as the actor", async () => {
    const writer = await createToken({ partners: 'write' });
    const created = await withToken(writer.secret, 'POST', '/partners', { body: await partner(903) });
    expect(created.status).toBe(201);
    const { rows } = await server.db.query<{ user_login: string }>(
      `SELECT user_login FROM audit_log WHERE tenant = $1 AND entity = 'partners' AND action = 'create' ORDER BY id DESC LIMIT 1`,
      [TENANT],
    );
    expect(rows[0].user_login).toBe(`token:${writer.name}`);
  });

  it('a revoked token is refused on its next request, and the revocation is audited', async () => {
    const { id, secret } = await createToken({ partners: 'read' });
    expect((await withToken(secret, 'GET', '/partners?_start=0&_end=1')).status).toBe(200);
    const revoked = await server.api('DELETE', `/api-tokens/${id}`, { token: await adminToken(), tenant: TENANT });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedBy).toBe(ADMIN);
    const refused = await withToken(secret, 'GET', '/partners?_start=0&_end=1');
    expect(refused.status).toBe(401);
    const { rows } = await server.db.query(`SELECT 1 FROM audit_log WHERE entity = 'api-tokens' AND entity_key = $1 AND action = 'update'`, [id]);
    expect(rows).toHaveLength(1);
  });

  it('an expired token is refused', async () => {
    const { id, secret } = await createToken({ partners: 'read' }, { expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await withToken(secret, 'GET', '/partners?_start=0&_end=1')).status).toBe(200);
    await server.db.query(`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    expect((await withToken(secret, 'GET', '/partners?_start=0&_end=1')).status).toBe(401);
  });

  it('a token with the import view imports a file through the API and polls its result', async () => {
    const { secret } = await createToken({ 'import-messages': 'write' });
    const file = await readFile(join(import.meta.dirname, '..', 'fixtures', 'imports', 'rawImport.csv'));
    const id = randomUUID();
    const response = await server.fetch(`${API_PREFIX}/imports?type=rawImport&fileName=erp.csv&id=${id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'text/csv' },
      body: file,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const polled = await withToken(secret, 'GET', `/imports/${id}`);
    expect(polled.status).toBe(200);
    expect(polled.body).toMatchObject({ id, fileName: 'erp.csv' });
    const reader = await createToken({ 'import-messages': 'read' });
    expect((await withToken(reader.secret, 'GET', `/imports/${id}`)).status).toBe(200);
  });

  it('a token with read exports a list as CSV in the default CSV format', async () => {
    const { secret } = await createToken({ partners: 'read' });
    const response = await server.fetch(`${API_PREFIX}/partners.csv`, { headers: { authorization: `Bearer ${secret}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect((await response.text()).split('\n').length).toBeGreaterThan(1);
  });

  it('an unknown secret is refused', async () => {
    expect((await withToken('fpt_not-a-token', 'GET', '/partners')).status).toBe(401);
  });

  it('a token notes when it was last used', async () => {
    const { id, secret } = await createToken({ partners: 'read' });
    await withToken(secret, 'GET', '/partners?_start=0&_end=1');
    await expect
      .poll(async () => (await server.db.query<{ used: boolean }>('SELECT last_used_at IS NOT NULL AS used FROM api_tokens WHERE id = $1', [id])).rows[0].used)
      .toBe(true);
  });

  it('only a tenant administrator manages tokens', async () => {
    const user = (await server.loginAs('user@tenant1.example')).token;
    expect((await server.api('GET', '/api-tokens', { token: user, tenant: 'TENANT1' })).status).toBe(403);
    const made = await server.api('POST', '/api-tokens', { token: user, tenant: 'TENANT1', body: { name: 'x', scopes: { inbounds: 'read' } } });
    expect(made.status).toBe(403);
  });

  it("another tenant's token cannot be revoked: it answers 404", async () => {
    const { id } = await createToken({ partners: 'read' });
    const system = (await server.loginAs('admin@fuel-portal.example')).token;
    expect((await server.api('DELETE', `/api-tokens/${id}`, { token: system, tenant: OTHER_TENANT })).status).toBe(404);
  });

  it('bad input is refused with the reason: no name, no area, an area the tenant does not show, a past expiry, a name in use', async () => {
    const token = await adminToken();
    const make = (body: Record<string, unknown>) => server.api('POST', '/api-tokens', { token, tenant: TENANT, body });
    expect((await make({ name: '  ', scopes: { partners: 'read' } })).body.code).toBe('API_TOKEN_NAME_EMPTY');
    expect((await make({ name: 'No area', scopes: {} })).body.code).toBe('API_TOKEN_AREAS');
    expect((await make({ name: 'Foreign area', scopes: { catscredits: 'read' } })).body).toMatchObject({ code: 'API_TOKEN_AREAS', areas: ['catscredits'] });
    expect((await make({ name: 'Bad scope', scopes: { partners: 'admin' } })).status).toBe(400);
    expect((await make({ name: 'Past', scopes: { partners: 'read' }, expiresAt: '2020-01-01T00:00:00Z' })).body.code).toBe('API_TOKEN_EXPIRY_PAST');
    const first = await createToken({ partners: 'read' });
    const again = await make({ name: first.name.toUpperCase(), scopes: { partners: 'read' } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('API_TOKEN_NAME_TAKEN');
  });
});
