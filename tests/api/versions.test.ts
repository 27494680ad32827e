import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCHEMAS_DIR } from '../../src/server/project-paths';
import { loadRegistry } from '../../src/server/registry-loader';
import { useTestServer } from './harness';
import { openEveryResource, ResourceClient } from './resource-client';

const server = useTestServer();
const registry = await loadRegistry(DEFAULT_SCHEMAS_DIR);
const versionedEntities = [...registry.values()].filter((entity) => entity['x-versioned']);

let client: ResourceClient;

beforeAll(async () => {
  const { token } = await server.loginAs('multi@fuel-portal.example');
  await openEveryResource(server, ['TENANT1']);
  client = new ResourceClient(server, token, 'TENANT1');
});

describe.each(versionedEntities.map((entity) => [entity['x-resource'], entity] as const))('versions of %s', (resource, entity) => {
  const pathOf = (record: Record<string, unknown>) => `/${resource}/${encodeURIComponent(String(record[entity['x-key']]))}`;
  const versionsOf = async (path: string) => (await client.call('GET', `${path}/versions`)).body as Record<string, unknown>[];

  it('a save that keeps the valid-from corrects the open version in place: no second version with the same date', async () => {
    const created = await client.create(resource, { validFrom: '2026-01-01', validTo: undefined });
    const path = pathOf(created);
    const saved = await client.call('PATCH', path, { version: 1, validFrom: '2026-01-01' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 1, validFrom: '2026-01-01' });
    expect((await versionsOf(path)).map(({ version, validFrom }) => [version, validFrom])).toEqual([[1, '2026-01-01']]);
  });

  it('a save with another valid-from adds the next version; a date another version starts on is refused with 400 naming it', async () => {
    const created = await client.create(resource, { validFrom: '2026-01-01', validTo: undefined });
    const path = pathOf(created);
    expect((await client.call('PATCH', path, { version: 1, validFrom: '2026-07-01' })).body).toMatchObject({ version: 2, validFrom: '2026-07-01' });
    const clash = await client.call('PATCH', path, { version: 2, validFrom: '2026-01-01' });
    expect(clash.status).toBe(400);
    expect(clash.body.errors).toEqual([{ field: 'validFrom', rule: 'x-versioned', messageKey: 'validation.versionDate', params: { version: 1 } }]);
    expect((await versionsOf(path)).map(({ version, validFrom }) => [version, validFrom])).toEqual([
      [2, '2026-07-01'],
      [1, '2026-01-01'],
    ]);
  });

  it('a future-dated version can be read and corrected as itself while the active one stays what GET shows', async () => {
    const created = await client.create(resource, { validFrom: '2026-01-01', validTo: undefined });
    const path = pathOf(created);
    const future = await client.call('PATCH', path, { version: 1, validFrom: '2999-01-01' });
    expect(future.body).toMatchObject({ version: 2, validFrom: '2999-01-01' });
    expect((await client.call('GET', path)).body).toMatchObject({ version: 1, validFrom: '2026-01-01' });
    const asked = await client.call('GET', `${path}?version=2`);
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ version: 2, validFrom: '2999-01-01' });
    const corrected = await client.call('PATCH', path, { version: 2, validFrom: '2999-01-01', changedAt: asked.body.changedAt });
    expect(corrected.body).toMatchObject({ version: 2, validFrom: '2999-01-01' });
    expect((await versionsOf(path)).map(({ version }) => version)).toEqual([2, 1]);
    expect((await client.call('GET', `${path}?version=3`)).status).toBe(404);
    expect((await client.call('GET', `${path}?version=x`)).status).toBe(400);
  });

  it('a save over a change of the same version made since it was read is refused (409 STALE_VERSION)', async () => {
    const created = await client.create(resource, { validFrom: '2026-01-01', validTo: undefined });
    const path = pathOf(created);
    const read = (await client.call('GET', path)).body;
    expect(typeof read.changedAt).toBe('string');
    expect((await client.call('PATCH', path, { version: 1, changedAt: read.changedAt })).status).toBe(200);
    const stale = await client.call('PATCH', path, { version: 1, changedAt: read.changedAt });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'STALE_VERSION', latestVersion: 1 });
  });
});
