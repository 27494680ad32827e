import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../src/server/app';
import { useTestServer, type TestServer } from './harness';
import { referencedResources, sampleRecord } from './samples';

const server = useTestServer();
const TENANT = 'OILCO_PRODUCER';
const ADMIN = 'producer.admin@oilco.example';
const isPostgres = !!process.env.DATABASE_URL;

let seed = 700;

/** A new partner: a sample record whose references are the tenant's first records. */
async function newPartner(token: string): Promise<Record<string, unknown>> {
  const entity = server.app.registry.get('partners')!;
  const refs: Record<string, string> = {};
  for (const resource of referencedResources(entity)) {
    const first = (await server.api('GET', `/${resource}?_start=0&_end=1`, { token, tenant: TENANT })).body[0];
    refs[resource] = String(first[server.app.registry.get(resource)!['x-key']]);
  }
  return sampleRecord(entity, ++seed, refs);
}

/** A JSON write with an Idempotency-Key, to `node` (this server unless another node is named). */
async function send(token: string, method: string, path: string, key: string, body?: unknown, node: TestServer = server) {
  const response = await node.fetch(`${API_PREFIX}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token.replace(/^Bearer /, '')}`,
      'x-tenant': TENANT,
      'idempotency-key': key,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, replayed: response.headers.get('idempotent-replayed'), body: text ? JSON.parse(text) : undefined };
}

const partnerCount = async (name: unknown) =>
  Number((await server.db.query<{ n: string }>(`SELECT count(*) AS n FROM e_partners WHERE tenant = $1 AND name = $2`, [TENANT, name])).rows[0].n);

describe('idempotent writes', () => {
  it('the same key with the same body answers the first answer again and creates the record once', async () => {
    const { token } = await server.loginAs(ADMIN);
    const partner = await newPartner(token);
    const first = await send(token, 'POST', '/partners', 'create-partner-1', partner);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.replayed).toBeNull();
    const again = await send(token, 'POST', '/partners', 'create-partner-1', partner);
    expect(again.status).toBe(201);
    expect(again.replayed).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await partnerCount(partner.name)).toBe(1);
  });

  it('the same key with another body is refused with 422 and does nothing', async () => {
    const { token } = await server.loginAs(ADMIN);
    const partner = await newPartner(token);
    expect((await send(token, 'POST', '/partners', 'create-partner-2', partner)).status).toBe(201);
    const other = await newPartner(token);
    const refused = await send(token, 'POST', '/partners', 'create-partner-2', other);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await partnerCount(other.name)).toBe(0);
  });

  it('the same key on another route is refused with 422', async () => {
    const { token } = await server.loginAs(ADMIN);
    const partner = await newPartner(token);
    expect((await send(token, 'POST', '/partners', 'create-partner-3', partner)).status).toBe(201);
    const refused = await send(token, 'DELETE', `/partners/${encodeURIComponent(String(partner.number))}`, 'create-partner-3');
    expect(refused.status).toBe(422);
  });

  it('keys are per actor: another user may use the same key for their own request', async () => {
    const admin = (await server.loginAs(ADMIN)).token;
    const system = (await server.loginAs('admin@fuel-portal.example')).token;
    const mine = await newPartner(admin);
    const theirs = await newPartner(system);
    expect((await send(admin, 'POST', '/partners', 'shared-key', mine)).status).toBe(201);
    const second = await send(system, 'POST', '/partners', 'shared-key', theirs);
    expect(second.status).toBe(201);
    expect(second.replayed).toBeNull();
  });

  it('a refusal is kept too: the same request answers the same error without a second try', async () => {
    const { token } = await server.loginAs(ADMIN);
    const first = await send(token, 'POST', '/partners', 'invalid-partner', { name: 'no number' });
    expect(first.status).toBe(400);
    const again = await send(token, 'POST', '/partners', 'invalid-partner', { name: 'no number' });
    expect(again).toMatchObject({ status: 400, replayed: 'true', body: first.body });
  });

  it('a key that is not 1 to 200 visible ASCII characters is refused', async () => {
    const { token } = await server.loginAs(ADMIN);
    const refused = await send(token, 'POST', '/partners', 'x'.repeat(201), {});
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('IDEMPOTENCY_KEY_INVALID');
  });

  it('a key is kept for a day: after that the same key does the work anew', async () => {
    const { token } = await server.loginAs(ADMIN);
    const partner = await newPartner(token);
    expect((await send(token, 'POST', '/partners', 'day-old', partner)).status).toBe(201);
    await server.db.query(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = 'day-old'`);
    const anew = await send(token, 'POST', '/partners', 'day-old', partner);
    expect(anew.replayed).toBeNull();
    expect(anew.status).toBe(409);
    expect(anew.body.code).toBe('DUPLICATE_KEY');
  });

  it('an import through the API with a key runs once; the same file again is answered from the first run', async () => {
    const { token } = await server.loginAs(ADMIN);
    const file = await readFile(join(import.meta.dirname, '..', 'fixtures', 'imports', 'rawImport.csv'));
    const upload = async (body: Uint8Array<ArrayBuffer>) => {
      const response = await server.fetch(`${API_PREFIX}/imports?type=rawImport&fileName=nightly.csv`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token.replace(/^Bearer /, '')}`,
          'x-tenant': TENANT,
          'idempotency-key': 'nightly-2026-11-28',
          'content-type': 'text/csv',
        },
        body,
      });
      return { status: response.status, replayed: response.headers.get('idempotent-replayed'), body: await response.json() };
    };
    const first = await upload(file);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await upload(file);
    expect(again).toMatchObject({ status: 200, replayed: 'true' });
    expect(again.body.id).toBe(first.body.id);
    const imports = await server.db.query(`SELECT 1 FROM e_import_messages WHERE tenant = $1 AND "fileName" = 'nightly.csv'`, [TENANT]);
    expect(imports.rows).toHaveLength(1);
    const changed = await upload(new Uint8Array(Buffer.concat([file, Buffer.from('\n')])));
    expect(changed.status).toBe(422);
  });

  it.runIf(isPostgres)('two API nodes agree: a key used on one is replayed by the other', async () => {
    const node = await server.startSecondNode();
    try {
      const { token } = await server.loginAs(ADMIN);
      const partner = await newPartner(token);
      expect((await send(token, 'POST', '/partners', 'two-nodes', partner)).status).toBe(201);
      const other = await send(token, 'POST', '/partners', 'two-nodes', partner, node);
      expect(other).toMatchObject({ status: 201, replayed: 'true' });
      expect(await partnerCount(partner.name)).toBe(1);
    } finally {
      await node.stop();
    }
  });

  it.runIf(isPostgres)('two nodes sent the same key at once: the work is done once', async () => {
    const node = await server.startSecondNode();
    try {
      const { token } = await server.loginAs(ADMIN);
      const partner = await newPartner(token);
      const answers = await Promise.all([send(token, 'POST', '/partners', 'at-once', partner), send(token, 'POST', '/partners', 'at-once', partner, node)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual(answers.some((answer) => answer.status === 409) ? [201, 409] : [201, 201]);
      expect(await partnerCount(partner.name)).toBe(1);
    } finally {
      await node.stop();
    }
  });
});
