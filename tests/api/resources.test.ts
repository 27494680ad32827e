import { beforeAll, describe, expect, it } from 'vitest';
import type { EntitySchema, PropertySchema } from '../../src/shared/registry';
import { loadRegistry } from '../../src/server/registry-loader';
import { DEFAULT_SCHEMAS_DIR } from '../../src/server/project-paths';
import { useTestServer } from './harness';
import { openEveryResource, ResourceClient } from './resource-client';

const server = useTestServer();
const registry = await loadRegistry(DEFAULT_SCHEMAS_DIR);
const entities = [...registry.values()];

let tenant1: ResourceClient;
let producer: ResourceClient;
let other: ResourceClient;

beforeAll(async () => {
  const { token } = await server.loginAs('multi@fuel-portal.example');
  await openEveryResource(server, ['TENANT1', 'OILCO_PRODUCER']);
  tenant1 = new ResourceClient(server, token, 'TENANT1');
  producer = new ResourceClient(server, token, 'OILCO_PRODUCER');
  other = new ResourceClient(server, token, 'OTHER_TENANT');
});

const writable = (entity: EntitySchema) => Object.entries(entity.properties).filter(([, property]) => !property.readOnly);
const firstOf = (entity: EntitySchema, test: (property: PropertySchema, name: string) => boolean) =>
  writable(entity).find(([name, property]) => name !== entity['x-key'] && !property['x-ref'] && test(property, name))?.[0];

async function auditActions(resource: string, key: string): Promise<string[]> {
  const { rows } = await server.db.query<{ action: string }>(
    `SELECT action FROM audit_log WHERE tenant = 'TENANT1' AND entity = $1 AND entity_key = $2 ORDER BY id`,
    [resource, key],
  );
  return rows.map((row) => row.action);
}

describe.each(entities.map((entity) => [entity['x-resource'], entity] as const))('%s', (resource, entity) => {
  const keyName = entity['x-key'];
  const versioned = !!entity['x-versioned'];
  // Managed entities (mass-balance allocations) are written by their domain service only.
  const managed = !!entity['x-managed'];
  // A derived key (mass balance identifier) cannot be sent, so a second record cannot repeat it.
  const derivedKey = !!entity.properties[keyName].readOnly;

  it.skipIf(!managed)('offers list and read, but no generic create, update or delete', async () => {
    expect((await tenant1.call('GET', `/${resource}`)).status).toBe(200);
    for (const [method, path] of [
      ['POST', `/${resource}`],
      ['PATCH', `/${resource}/x`],
      ['DELETE', `/${resource}/x`],
    ]) {
      expect((await tenant1.call(method, path, method === 'DELETE' ? undefined : {})).status, `${method} ${path}`).toBe(404);
    }
  });

  it.skipIf(managed)('creates, reads, updates and deletes a record, each with an audit entry', async () => {
    const created = await tenant1.create(resource);
    const key = created[keyName];
    expect(created.id).toBe(key);
    if (versioned) expect(created.version).toBe(1);

    const read = await tenant1.call('GET', `/${resource}/${encodeURIComponent(key)}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created);

    const field = firstOf(entity, (property) => property.type === 'string' && !property.enum && !property.format && !property.pattern);
    const changes: Record<string, unknown> = field ? { [field]: 'changed' } : {};
    const updated = await tenant1.call('PATCH', `/${resource}/${encodeURIComponent(key)}`, { ...changes, ...(versioned ? { version: 1 } : {}) });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject(changes);
    // Saved without a new valid-from: the open version is corrected in place.
    if (versioned) expect(updated.body.version).toBe(1);

    const removed = await tenant1.call('DELETE', `/${resource}/${encodeURIComponent(key)}`);
    expect(removed.status).toBe(200);
    expect((await tenant1.call('GET', `/${resource}/${encodeURIComponent(key)}`)).status).toBe(404);
    expect(await auditActions(resource, key)).toEqual(['create', 'update', 'delete']);
  });

  it.skipIf(managed)('lists with filter, sort, pagination, search and x-total-count', async () => {
    const records = [await tenant1.create(resource), await tenant1.create(resource), await tenant1.create(resource)];
    const keys = records.map((record) => record[keyName] as string).sort();
    const inKeys = keys.map((key) => `${keyName}=${encodeURIComponent(key)}`).join('&');

    const all = await tenant1.call('GET', `/${resource}?${inKeys}&_sort=${keyName}&_order=desc&_start=0&_end=10`);
    expect(all.status).toBe(200);
    expect(all.headers.get('x-total-count')).toBe('3');
    expect(all.headers.get('access-control-expose-headers')).toContain('x-total-count');
    expect(all.body.map((record: any) => record[keyName])).toEqual([...keys].reverse());

    const page = await tenant1.call('GET', `/${resource}?${inKeys}&_sort=${keyName}&_order=asc&_start=1&_end=2`);
    expect(page.body.map((record: any) => record[keyName])).toEqual([keys[1]]);
    expect(page.headers.get('x-total-count')).toBe('3');

    const byId = await tenant1.call('GET', `/${resource}?id=${encodeURIComponent(keys[0])}`);
    expect(byId.body.map((record: any) => record.id)).toEqual([keys[0]]);

    const notFirst = await tenant1.call('GET', `/${resource}?${inKeys}&${keyName}_ne=${encodeURIComponent(keys[0])}`);
    expect(notFirst.headers.get('x-total-count')).toBe('2');

    const like = await tenant1.call('GET', `/${resource}?${keyName}_like=${encodeURIComponent(keys[2].toLowerCase())}`);
    expect(like.body.map((record: any) => record[keyName])).toContain(keys[2]);

    const search = await tenant1.call('GET', `/${resource}?q=${encodeURIComponent(keys[1])}`);
    expect(search.body.map((record: any) => record[keyName])).toContain(keys[1]);

    const numberField = firstOf(entity, (property) => (property.type === 'number' || property.type === 'integer') && !property.enum);
    if (numberField) {
      const value = records[0][numberField];
      const equal = await tenant1.call('GET', `/${resource}?${inKeys}&${numberField}_gte=${value}&${numberField}_lte=${value}`);
      expect(equal.headers.get('x-total-count')).toBe(String(records.filter((record) => record[numberField] === value).length));
      expect((await tenant1.call('GET', `/${resource}?${numberField}_gte=abc`)).body.errors).toEqual([
        { field: `${numberField}_gte`, rule: 'type', messageKey: 'validation.number' },
      ]);
    }

    const dateField = firstOf(entity, (property) => property.format === 'date');
    if (dateField) {
      const ranged = await tenant1.call('GET', `/${resource}?${inKeys}&${dateField}_gte=2026-01-01&${dateField}_lte=2026-12-31`);
      expect(ranged.headers.get('x-total-count')).toBe(String(records.filter((record) => record[dateField]).length));
    }
  });

  it.skipIf(managed)('answers 400 VALIDATION with one entry per failing field', async () => {
    const body = await tenant1.sample(resource);
    const expected: Record<string, string> = {};
    const required = (entity.required ?? []).find((name) => name !== keyName && !entity.properties[name].readOnly) ?? keyName;
    delete body[required];
    expected[required] = 'validation.required';
    const numberField = firstOf(entity, (property, name) => name !== required && (property.type === 'number' || property.type === 'integer'));
    if (numberField) {
      body[numberField] = 'abc';
      expected[numberField] = 'validation.number';
    }
    const dateField = firstOf(entity, (property, name) => name !== required && property.format === 'date');
    if (dateField) {
      body[dateField] = '2026-02-30';
      expected[dateField] = 'validation.date';
    }
    const enumField = firstOf(entity, (property, name) => name !== required && !!property.enum && property.type === 'string');
    if (enumField) {
      body[enumField] = 'no-such-value';
      expected[enumField] = 'validation.enum';
    }

    const { status, body: answer } = await tenant1.call('POST', `/${resource}`, body);
    expect(status).toBe(400);
    expect(answer).toMatchObject({ statusCode: 400, code: 'VALIDATION', message: 'Invalid data' });
    const byField = Object.fromEntries(answer.errors.map((error: any) => [error.field, error.messageKey]));
    expect(answer.errors).toHaveLength(Object.keys(byField).length);
    expect(byField).toEqual(expected);
  });

  it.skipIf(managed || derivedKey)('answers 409 DUPLICATE_KEY for an existing key', async () => {
    const created = await tenant1.create(resource);
    const again = await tenant1.call('POST', `/${resource}`, { ...(await tenant1.sample(resource)), [keyName]: created[keyName] });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'DUPLICATE_KEY',
      message: 'There is already a record with this number. Do you want to edit it?',
      key: created[keyName],
    });
  });

  it.skipIf(managed)("keeps tenants apart: another tenant's record is 404 and never changed", async () => {
    const created = await tenant1.create(resource);
    const path = `/${resource}/${encodeURIComponent(created[keyName])}`;
    expect((await producer.call('GET', path)).status).toBe(404);
    expect((await producer.call('PATCH', path, { version: created.version })).status).toBe(404);
    expect((await producer.call('DELETE', path)).status).toBe(404);
    const list = await producer.call('GET', `/${resource}?id=${encodeURIComponent(created[keyName])}`);
    expect(list.body).toEqual([]);
    expect((await tenant1.call('GET', path)).body).toEqual(created);
  });

  it('answers 403 RESOURCE_FORBIDDEN "Access denied" to a tenant without the visibility key', async () => {
    const writes = managed
      ? []
      : [
          ['POST', `/${resource}`],
          ['DELETE', `/${resource}/x`],
        ];
    for (const [method, path] of [['GET', `/${resource}`], ['GET', `/${resource}/x`], ...writes]) {
      const { status, body } = await other.call(method, path, method === 'POST' ? {} : undefined);
      expect(status, `${method} ${path}`).toBe(403);
      expect(body).toMatchObject({ code: 'RESOURCE_FORBIDDEN', message: 'Access denied' });
    }
  });
});

describe('lists', () => {
  it('answers 400 UNKNOWN_FIELD naming unknown sort and filter fields', async () => {
    const { status, body } = await tenant1.call('GET', '/partners?_sort=nope,name&_order=asc,desc&alsoNope=1&name_gt=x');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'UNKNOWN_FIELD' });
    expect(body.fields.sort()).toEqual(['alsoNope', 'name_gt', 'nope']);
  });

  it('shows the version active today; history newest first', async () => {
    const created = await tenant1.create('partners', { validFrom: '2026-01-01', validTo: undefined });
    const path = `/partners/${created.number}`;
    const future = await tenant1.call('PATCH', path, { version: 1, name: 'Future name', validFrom: '2999-01-01' });
    expect(future.body).toMatchObject({ version: 2, name: 'Future name', validFrom: '2999-01-01' });
    expect((await tenant1.call('GET', path)).body).toMatchObject({ version: 1, name: created.name });
    const listed = await tenant1.call('GET', `/partners?number=${created.number}`);
    expect(listed.body).toEqual([created]);
    const history = await tenant1.call('GET', `${path}/versions`);
    expect(history.body.map((version: any) => version.version)).toEqual([2, 1]);
  });
});
