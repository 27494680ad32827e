import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PER_CLIENT_LIMIT } from '../../src/server/security/login-throttle';
import { useTestServer, type TestServer } from './harness';
import { ImportClient, rawFile, rawLine } from './imports/import-client';
import { ResourceClient } from './resource-client';

/**
 * Two API nodes on one PostgreSQL behind a round-robin. What one node starts, the other
 * sees, because nothing of a session, throttle, list configuration or import lives in a process, and
 * a list answer a node keeps holds only while the database's write stamp is unchanged.
 * The embedded database has one process by nature: this file runs in the PostgreSQL pass.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)('two API nodes on one PostgreSQL', () => {
  // Inside the block: the PGlite pass skips it and starts no server for it.
  const server = useTestServer();
  let second: TestServer;
  beforeAll(async () => {
    second = await server.startSecondNode();
  });
  afterAll(async () => {
    await second?.stop();
  });

  it('a session started on one node is valid on the other, and a logout on the other ends it', async () => {
    const { token } = await server.loginAs('user@tenant1.example');
    expect((await second.api('GET', '/account/me', { token })).status).toBe(200);
    expect((await second.api('POST', '/account/logout', { token })).status).toBe(200);
    expect((await server.api('GET', '/account/me', { token })).status).toBe(401);
  });

  it('failed logins on one node count on the other', async () => {
    for (let attempt = 0; attempt < PER_CLIENT_LIMIT; attempt++) {
      const node = attempt % 2 ? second : server;
      expect((await node.login('admin@fuel-portal.example', 'wrong password')).status).toBe(401);
    }
    const refused = await second.login('admin@fuel-portal.example', 'wrong password');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect((await server.login('admin@fuel-portal.example', 'wrong password')).status).toBe(429);
  });

  it('a list configuration saved on one node is read on the other', async () => {
    const { token } = await server.loginAs('multi@fuel-portal.example');
    const saved = await server.api('POST', '/list-configs', {
      token,
      tenant: 'TENANT1',
      body: { resource: 'partners', name: 'Two nodes', columns: ['name', 'number'] },
    });
    expect(saved.status).toBe(201);
    const read = await second.api('GET', '/list-configs?resource=partners', { token, tenant: 'TENANT1' });
    expect(read.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: saved.body.id, name: 'Two nodes' })]));
  });

  it('a list one node answered from its cache is answered anew there after a write on the other', async () => {
    const { token } = await server.loginAs('multi@fuel-portal.example');
    const list = async () =>
      Number((await server.api('GET', '/inbounds?comment_like=Two-nodes-cache&_start=0&_end=1', { token, tenant: 'TENANT1' })).headers.get('x-total-count'));
    const before = await list();
    expect(await list()).toBe(before);
    await new ResourceClient(second, token, 'TENANT1').create('inbounds', { comment: 'Two-nodes-cache' });
    expect(await list()).toBe(before + 1);
  });

  it('an import running on one node is seen on the other, which refuses a second one of the tenant and type', async () => {
    const { token } = await server.loginAs('producer.admin@oilco.example');
    const client = new ImportClient(server, token, 'OILCO_PRODUCER');
    await client.masterData();
    const id = `two-nodes-${Date.now()}`;
    // The upload stays open until released, so the import is running for as long as the test needs.
    const running = client.held('rawImport', id, rawFile(rawLine('TWO-1')), `${rawLine('TWO-2')}\r\n`);
    const onSecond = new ImportClient(second, token, 'OILCO_PRODUCER');
    const progress = await onSecond.started(id);
    expect(progress.body).toMatchObject({ id, importStatus: 'running' });
    const refused = await onSecond.upload('rawImport', rawFile(rawLine('TWO-3')));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('IMPORT_RUNNING');
    running.release();
    expect((await running.answer).status).toBe(200);
    expect((await onSecond.call('GET', `/imports/${id}`)).body).toMatchObject({ importStatus: 'succeeded', recordsCreated: 2 });
    expect((await onSecond.call('GET', '/inbounds/TWO-2')).status).toBe(200);
  });
});
