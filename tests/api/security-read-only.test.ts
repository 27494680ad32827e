import { beforeAll, describe, expect, it } from 'vitest';
import { fingerprint } from './fingerprint';
import { entitiesWithReadOnly, readOnlyWrites } from './fuzz/read-only-writes';
import { useTestServer } from './harness';
import { openEveryResource, type ResourceClient } from './resource-client';
import { plantRecords } from './tenant-records';

const server = useTestServer();
const TENANT = 'TENANT2';

let client: ResourceClient;
let records: Map<string, Record<string, unknown>>;

beforeAll(async () => {
  const { token } = await server.loginAs('admin@fuel-portal.example');
  await openEveryResource(server, [TENANT]);
  const planted = await plantRecords(server, { tenant: TENANT, adminToken: token, ownerToken: token, login: 'read.only@fuel-portal.example' });
  client = planted.client;
  records = planted.records;
});

const path = (resource: string) => `/${resource}/${encodeURIComponent(String(records.get(resource)!.id))}`;
/** A versioned PATCH names the version it edits. */
const versionOf = (resource: string) => (server.app.registry.get(resource)!['x-versioned'] ? { version: records.get(resource)!.version } : {});
/** In a versioned PATCH, `version` picks the version edited (another one is edited, or 409 STALE_VERSION): not a write. */
const picksVersion = (resource: string, field: string) => field === 'version' && !!server.app.registry.get(resource)!['x-versioned'];
const refusal = (field: string) => ({ field, rule: 'readOnly', messageKey: 'validation.readOnly' });

/** The request unless it was refused with exactly the read-only error of `field`, as a line of the failures. */
async function unlessRefused(method: string, url: string, body: Record<string, unknown>, field: string): Promise<string[]> {
  const response = await client.call(method, url, body);
  if (response.status === 400 && JSON.stringify(response.body.errors) === JSON.stringify([refusal(field)])) return [];
  return [`${method} ${url} ${field}=${JSON.stringify(body[field])} → ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`];
}

describe('read-only properties (generated from the registry)', () => {
  it('the registry has entities with read-only properties, among them a proof’s direction', () => {
    const writes = readOnlyWrites(server.app.registry, records);
    expect(writes.map(({ resource, field }) => `${resource} ${field}`)).toEqual(expect.arrayContaining(['sustainabilitydata direction', 'partners version']));
  });

  it('changing a read-only property of a stored record is refused with 400 VALIDATION naming the field, and nothing is written', async () => {
    const failures: string[] = [];
    const before = await fingerprint(server.db, TENANT);
    for (const { resource, field, value } of readOnlyWrites(server.app.registry, records).filter((write) => !picksVersion(write.resource, write.field))) {
      failures.push(...(await unlessRefused('PATCH', path(resource), { ...versionOf(resource), [field]: value }, field)));
    }
    expect(failures.join('\n')).toBe('');
    expect(await fingerprint(server.db, TENANT)).toEqual(before);
  }, 120_000);

  it('a new record with a read-only property set to anything but the registry’s default is refused with 400 VALIDATION naming the field', async () => {
    const failures: string[] = [];
    const writes = readOnlyWrites(server.app.registry, records);
    // A sample may create the records it refers to: all of them before the print.
    const bodies = [];
    for (const { resource, field, value } of writes) bodies.push({ ...(await client.sample(resource)), [field]: value });
    const before = await fingerprint(server.db, TENANT);
    for (const [index, { resource, field }] of writes.entries()) failures.push(...(await unlessRefused('POST', `/${resource}`, bodies[index], field)));
    expect(failures.join('\n')).toBe('');
    expect(await fingerprint(server.db, TENANT)).toEqual(before);
  }, 120_000);

  it('a record sent back whole as it was read (its read-only values echoed) is saved', async () => {
    for (const entity of entitiesWithReadOnly(server.app.registry)) {
      const resource = entity['x-resource'];
      const { body: stored } = await client.call('GET', path(resource));
      const response = await client.call('PATCH', path(resource), stored);
      expect([resource, response.status, response.body.errors]).toEqual([resource, 200, undefined]);
    }
  });

  it('a read-only property sent empty is no change: null where nothing is stored is saved', async () => {
    const { body: stored } = await client.call('GET', path('sustainabilitydata'));
    expect(stored.outbound).toBeUndefined();
    const response = await client.call('PATCH', path('sustainabilitydata'), { outbound: null });
    expect(response.status).toBe(200);
  });

  it('a new record that echoes the registry’s default of a read-only property is created', async () => {
    for (const entity of entitiesWithReadOnly(server.app.registry)) {
      const defaults = Object.entries(entity.properties).filter(([, property]) => property.readOnly && property.default !== undefined);
      if (defaults.length) await client.create(entity['x-resource'], Object.fromEntries(defaults.map(([name, property]) => [name, property.default])));
    }
  });
});
