import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCHEMAS_DIR } from '../../src/server/project-paths';
import { loadRegistry } from '../../src/server/registry-loader';
import { useTestServer } from './harness';
import { openEveryResource, ResourceClient } from './resource-client';

const server = useTestServer();
const registry = await loadRegistry(DEFAULT_SCHEMAS_DIR);
const ranged = [...registry.values()].filter((entity) => entity['x-date-ranges']?.length);

let client: ResourceClient;

beforeAll(async () => {
  const { token } = await server.loginAs('multi@fuel-portal.example');
  await openEveryResource(server, ['TENANT1']);
  client = new ResourceClient(server, token, 'TENANT1');
});

/** The previous day of an ISO date. */
const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe.each(ranged.flatMap((entity) => entity['x-date-ranges']!.map((range) => [entity['x-resource'], range.from, range.to] as const)))(
  '%s: %s … %s',
  (resource, from, to) => {
    it('a create whose end lies before its start is refused with 400 naming both fields, and nothing is written', async () => {
      const sample = await client.sample(resource);
      const start = String(sample[from]);
      const key = registry.get(resource)!['x-key'];
      const before = await client.call('GET', `/${resource}`);
      const response = await client.call('POST', `/${resource}`, { ...sample, [to]: dayBefore(start) });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION');
      expect(response.body.errors).toContainEqual({ field: to, rule: 'x-date-ranges', messageKey: 'validation.dateRange', params: { after: from } });
      const after = await client.call('GET', `/${resource}`);
      expect(after.headers.get('x-total-count')).toBe(before.headers.get('x-total-count'));
      if (sample[key] !== undefined) expect((await client.call('GET', `/${resource}/${encodeURIComponent(String(sample[key]))}`)).status).toBe(404);
    });
  },
);

describe('partners: an update whose end lies before its start', () => {
  it('is refused with 400 and leaves the record as it was', async () => {
    const created = await client.create('partners', { validFrom: '2026-03-01', validTo: undefined });
    const path = `/partners/${encodeURIComponent(created.number)}`;
    const response = await client.call('PATCH', path, { version: created.version, validTo: '2026-02-28' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ field: 'validTo', rule: 'x-date-ranges', messageKey: 'validation.dateRange', params: { after: 'validFrom' } }]);
    expect((await client.call('GET', path)).body).toEqual(created);
    expect((await client.call('PATCH', path, { version: created.version, validTo: '2026-03-01' })).status).toBe(200);
  });
});
