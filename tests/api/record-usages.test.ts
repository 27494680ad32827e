import { beforeAll, describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../src/shared/registry';
import { loadRegistry } from '../../src/server/registry-loader';
import { DEFAULT_SCHEMAS_DIR } from '../../src/server/project-paths';
import { insertRow } from '../../src/server/resources/repository';
import { referencedKeyExists } from '../../src/server/resources/usages';
import { useTestServer } from './harness';
import { openEveryResource, ResourceClient } from './resource-client';

const server = useTestServer();
const registry = await loadRegistry(DEFAULT_SCHEMAS_DIR);

/** Every x-ref of the registry: [referring resource, its field, referenced resource]. */
const references = [...registry.values()].flatMap((entity) =>
  Object.entries(entity.properties)
    .filter(([, property]) => property['x-ref'])
    .map(([field, property]) => [entity['x-resource'], field, property['x-ref']!.resource] as const),
);

let client: ResourceClient;
let producer: ResourceClient;

beforeAll(async () => {
  const { token } = await server.loginAs('multi@fuel-portal.example');
  await openEveryResource(server, ['TENANT1', 'OILCO_PRODUCER']);
  client = new ResourceClient(server, token, 'TENANT1');
  producer = new ResourceClient(server, token, 'OILCO_PRODUCER');
});

const entity = (resource: string): EntitySchema => registry.get(resource)!;
const keyOf = (resource: string, record: Record<string, any>): string => record[entity(resource)['x-key']];
const pathOf = (resource: string, key: string) => `/${resource}/${encodeURIComponent(key)}`;

/** A new record of `target` and a record of `resource` whose `field` refers to it. */
async function referencedRecord(resource: string, field: string, target: string) {
  const key = keyOf(target, await client.create(target));
  const referrer = await client.create(resource, { [field]: key });
  return { key, referrerKey: keyOf(resource, referrer) };
}

it('the registry has references to check', () => {
  expect(references.length).toBeGreaterThan(0);
});

describe.each(references)('%s.%s -> %s', (resource, field, target) => {
  it('a record that another record refers to cannot be deleted, and the answer says where it is used', async () => {
    const { key } = await referencedRecord(resource, field, target);

    const refused = await client.call('DELETE', pathOf(target, key));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'IN_USE', usages: [{ resource, field, count: 1 }] });
    expect((await client.call('GET', pathOf(target, key))).status).toBe(200);
  });

  it.skipIf(entity(target).properties[entity(target)['x-key']].readOnly)(
    'a referenced record cannot be renumbered either: the references would point nowhere',
    async () => {
      const { key } = await referencedRecord(resource, field, target);
      const newKey = keyOf(target, await client.sample(target, 7));
      const version = entity(target)['x-versioned'] ? { version: 1 } : {};

      const refused = await client.call('PATCH', `${pathOf(target, key)}?confirmKeyChange=true`, { ...version, [entity(target)['x-key']]: newKey });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'IN_USE', usages: [{ resource, field, count: 1 }] });
      expect((await client.call('GET', pathOf(target, key))).status).toBe(200);
      expect((await client.call('GET', pathOf(target, newKey))).status).toBe(404);
    },
  );
});

describe('deleting what nobody refers to', () => {
  it.each([...new Set(references.map(([, , target]) => target))])('a %s record nobody refers to is deleted', async (target) => {
    const key = keyOf(target, await client.create(target));
    expect((await client.call('DELETE', pathOf(target, key))).status).toBe(200);
    expect((await client.call('GET', pathOf(target, key))).status).toBe(404);
  });

  it('a record is deleted once the records that referred to it are gone', async () => {
    const { key, referrerKey } = await referencedRecord('inbounds', 'supplierPartner', 'partners');
    expect((await client.call('DELETE', pathOf('partners', key))).status).toBe(409);
    expect((await client.call('DELETE', pathOf('inbounds', referrerKey))).status).toBe(200);
    expect((await client.call('DELETE', pathOf('partners', key))).status).toBe(200);
  });

  it('counts each referring record once, per field, over all its references', async () => {
    const partner = keyOf('partners', await client.create('partners'));
    await client.create('inbounds', { supplierPartner: partner, recipientPartner: partner });
    await client.create('inbounds', { supplierPartner: partner });
    const refused = await client.call('DELETE', pathOf('partners', partner));
    expect(refused.body.usages).toEqual(
      expect.arrayContaining([
        { resource: 'inbounds', field: 'supplierPartner', count: 2 },
        { resource: 'inbounds', field: 'recipientPartner', count: 1 },
      ]),
    );
  });

  it('references in another tenant do not count', async () => {
    const key = keyOf('partners', await client.create('partners'));
    await producer.create('partners', { number: key });
    await producer.create('inbounds', { supplierPartner: key });
    expect((await client.call('DELETE', pathOf('partners', key))).status).toBe(200);
    expect((await producer.call('DELETE', pathOf('partners', key))).status).toBe(409);
  });

  const self = references.find(([resource, , target]) => resource === target);
  it.skipIf(!self)('a record that refers to itself can still be deleted', async () => {
    const [resource, field] = self!;
    const record = await client.create(resource);
    const key = keyOf(resource, record);
    const versioned = entity(resource)['x-versioned'] ? { version: record.version } : {};
    expect((await client.call('PATCH', pathOf(resource, key), { ...versioned, [field]: key })).status).toBe(200);
    expect((await client.call('DELETE', pathOf(resource, key))).status).toBe(200);
  });
});

// PGlite runs one transaction at a time; only PostgreSQL can interleave a save and a delete.
describe.runIf(process.env.DATABASE_URL)('a reference saved while the delete runs', () => {
  it('is counted: the delete waits for the save and is then refused', async () => {
    const partner = keyOf('partners', await client.create('partners'));
    const inbound = { ...(await client.sample('inbounds')), supplierPartner: partner };
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let checked!: () => void;
    const referenceChecked = new Promise<void>((resolve) => (checked = resolve));
    // A save of an inbound that has checked its partner (as referenceErrors does) but not yet committed.
    const save = server.db.transaction(async (tx) => {
      expect(await referencedKeyExists(tx, entity('partners'), 'TENANT1', partner)).toBe(true);
      checked();
      await gate;
      await insertRow(tx, entity('inbounds'), 'TENANT1', 'concurrent@test', inbound);
    });
    await referenceChecked;
    const deletion = client.call('DELETE', pathOf('partners', partner));
    // Time for the delete to reach the partner's lock, where it waits for the save.
    await new Promise((resolve) => setTimeout(resolve, 500));
    release();
    await save;
    const answer = await deletion;
    expect(answer.status).toBe(409);
    expect(answer.body.usages).toEqual([{ resource: 'inbounds', field: 'supplierPartner', count: 1 }]);
  });
});
