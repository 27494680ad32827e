import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../src/shared/registry';
import { loadRegistry } from '../../src/server/registry-loader';
import { DEFAULT_SCHEMAS_DIR } from '../../src/server/project-paths';
import { insertRow, keyExists } from '../../src/server/resources/repository';
import { useTestServer } from './harness';
import { useResourceClients } from './resource-client';

const server = useTestServer();
const registry = await loadRegistry(DEFAULT_SCHEMAS_DIR);

/**
 * Every x-ref the generic API can write: [referring resource, its field, referenced resource]. Managed
 * records and readOnly references are written by domain services (mass-balance tests cover those).
 */
const references = [...registry.values()]
  .filter((entity) => !entity['x-managed'])
  .flatMap((entity) =>
    Object.entries(entity.properties)
      .filter(([, property]) => property['x-ref'] && !property.readOnly)
      .map(([field, property]) => [entity['x-resource'], field, property['x-ref']!.resource] as const),
  );

const clients = useResourceClients(server, ['TENANT1', 'OILCO_PRODUCER']);

const entity = (resource: string): EntitySchema => registry.get(resource)!;
const keyOf = (resource: string, record: Record<string, any>): string => record[entity(resource)['x-key']];
const pathOf = (resource: string, key: string) => `/${resource}/${encodeURIComponent(key)}`;

/** A new record of `target` and a record of `resource` whose `field` refers to it. */
async function referencedRecord(resource: string, field: string, target: string) {
  const key = keyOf(target, await clients.TENANT1.create(target));
  const referrer = await clients.TENANT1.create(resource, { [field]: key });
  return { key, referrerKey: keyOf(resource, referrer) };
}

it('the registry has references to check', () => {
  expect(references.length).toBeGreaterThan(0);
});

describe.each(references)('%s.%s -> %s', (resource, field, target) => {
  it('a record that another record refers to cannot be deleted, and the answer says where it is used', async () => {
    const { key } = await referencedRecord(resource, field, target);

    const refused = await clients.TENANT1.call('DELETE', pathOf(target, key));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'IN_USE', usages: [{ resource, field, count: 1 }] });
    expect((await clients.TENANT1.call('GET', pathOf(target, key))).status).toBe(200);
  });

  it.skipIf(entity(target).properties[entity(target)['x-key']].readOnly)(
    'a referenced record cannot be renumbered either: the references would point nowhere',
    async () => {
      const { key } = await referencedRecord(resource, field, target);
      const newKey = keyOf(target, await clients.TENANT1.sample(target, 7));
      const version = entity(target)['x-versioned'] ? { version: 1 } : {};

      const refused = await clients.TENANT1.call('PATCH', `${pathOf(target, key)}?confirmKeyChange=true`, { ...version, [entity(target)['x-key']]: newKey });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'IN_USE', usages: [{ resource, field, count: 1 }] });
      expect((await clients.TENANT1.call('GET', pathOf(target, key))).status).toBe(200);
      expect((await clients.TENANT1.call('GET', pathOf(target, newKey))).status).toBe(404);
    },
  );
});

describe('deleting what nobody refers to', () => {
  it.each([...new Set(references.map(([, , target]) => target))])('a %s record nobody refers to is deleted', async (target) => {
    const key = keyOf(target, await clients.TENANT1.create(target));
    expect((await clients.TENANT1.call('DELETE', pathOf(target, key))).status).toBe(200);
    expect((await clients.TENANT1.call('GET', pathOf(target, key))).status).toBe(404);
  });

  it('a record is deleted once the records that referred to it are gone', async () => {
    const { key, referrerKey } = await referencedRecord('inbounds', 'supplierPartner', 'partners');
    expect((await clients.TENANT1.call('DELETE', pathOf('partners', key))).status).toBe(409);
    expect((await clients.TENANT1.call('DELETE', pathOf('inbounds', referrerKey))).status).toBe(200);
    expect((await clients.TENANT1.call('DELETE', pathOf('partners', key))).status).toBe(200);
  });

  it('counts each referring record once, per field, over all its references', async () => {
    const partner = keyOf('partners', await clients.TENANT1.create('partners'));
    await clients.TENANT1.create('inbounds', { supplierPartner: partner, recipientPartner: partner });
    await clients.TENANT1.create('inbounds', { supplierPartner: partner });
    const refused = await clients.TENANT1.call('DELETE', pathOf('partners', partner));
    expect(refused.body.usages).toEqual(
      expect.arrayContaining([
        { resource: 'inbounds', field: 'supplierPartner', count: 2 },
        { resource: 'inbounds', field: 'recipientPartner', count: 1 },
      ]),
    );
  });

  it('references in another tenant do not count', async () => {
    const key = keyOf('partners', await clients.TENANT1.create('partners'));
    await clients.OILCO_PRODUCER.create('partners', { number: key });
    await clients.OILCO_PRODUCER.create('inbounds', { supplierPartner: key });
    expect((await clients.TENANT1.call('DELETE', pathOf('partners', key))).status).toBe(200);
    expect((await clients.OILCO_PRODUCER.call('DELETE', pathOf('partners', key))).status).toBe(409);
  });

  const self = references.find(([resource, , target]) => resource === target);
  it.skipIf(!self)('a record that refers to itself can still be deleted', async () => {
    const [resource, field] = self!;
    const record = await clients.TENANT1.create(resource);
    const key = keyOf(resource, record);
    const versioned = entity(resource)['x-versioned'] ? { version: record.version } : {};
    expect((await clients.TENANT1.call('PATCH', pathOf(resource, key), { ...versioned, [field]: key })).status).toBe(200);
    expect((await clients.TENANT1.call('DELETE', pathOf(resource, key))).status).toBe(200);
  });
});

// PGlite runs one transaction at a time; only PostgreSQL can interleave a save and a delete.
describe.runIf(process.env.DATABASE_URL)('a reference saved while the delete runs', () => {
  it('is counted: the delete waits for the save and is then refused', async () => {
    const partner = keyOf('partners', await clients.TENANT1.create('partners'));
    const inbound = { ...(await clients.TENANT1.sample('inbounds')), supplierPartner: partner };
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let checked!: () => void;
    const referenceChecked = new Promise<void>((resolve) => (checked = resolve));
    // A save of an inbound that has checked its partner (as referenceErrors does) but not yet committed.
    const save = server.db.transaction(async (tx) => {
      expect(await keyExists(tx, entity('partners'), 'TENANT1', partner, 'KEY SHARE')).toBe(true);
      checked();
      await gate;
      await insertRow(tx, entity('inbounds'), 'TENANT1', 'concurrent@test', inbound);
    });
    await referenceChecked;
    const deletion = clients.TENANT1.call('DELETE', pathOf('partners', partner));
    // The delete has reached the partner's lock once a session of this database waits for a lock: the save's.
    await expect
      .poll(
        async () =>
          (
            await server.db.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
            )
          ).rows[0].n,
        { timeout: 10_000 },
      )
      .toBe(1);
    release();
    await save;
    const answer = await deletion;
    expect(answer.status).toBe(409);
    expect(answer.body.usages).toEqual([{ resource: 'inbounds', field: 'supplierPartner', count: 1 }]);
  });
});
