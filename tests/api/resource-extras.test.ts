import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { default as dataProvider } from '@refinedev/simple-rest';
import axios from 'axios';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, buildApp } from '../../src/server/app';
import { DEFAULT_SCHEMAS_DIR } from '../../src/server/project-paths';
import { loadRegistry } from '../../src/server/registry-loader';
import { syncEntityTables } from '../../src/server/resources/ddl';
import { copyRegistry } from '../support/registry-files';
import { useTestServer } from './harness';
import { openEveryResource, ResourceClient } from './resource-client';

const server = useTestServer();
const registry = await loadRegistry(DEFAULT_SCHEMAS_DIR);
const versionedEntities = [...registry.values()].filter((entity) => entity['x-versioned']);
const keyChangeEntities = [...registry.values()].filter((entity) => entity['x-confirm-key-change']);

let token: string;
let client: ResourceClient;

beforeAll(async () => {
  ({ token } = await server.loginAs('multi@fuel-portal.example'));
  await openEveryResource(server, ['TENANT1']);
  client = new ResourceClient(server, token, 'TENANT1');
});

describe.each(versionedEntities.map((entity) => [entity['x-resource'], entity] as const))('versioned %s', (resource, entity) => {
  it('a save with a new valid-from adds a version and keeps the old one; the version to edit is required', async () => {
    const created = await client.create(resource, { validFrom: '2026-01-01', validTo: undefined });
    const path = `/${resource}/${encodeURIComponent(created[entity['x-key']])}`;
    const second = await client.call('PATCH', path, { version: 1, validFrom: '2026-06-01' });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ version: 2, validFrom: '2026-06-01' });

    const missing = await client.call('PATCH', path, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'version', rule: 'required', messageKey: 'validation.required' }]);

    const unknown = await client.call('PATCH', path, { version: 7 });
    expect(unknown.status).toBe(409);
    expect(unknown.body).toMatchObject({ code: 'STALE_VERSION', latestVersion: 2 });

    const history = await client.call('GET', `${path}/versions`);
    expect(history.body.map((version: any) => version.version)).toEqual([2, 1]);
    expect(history.body[1]).toEqual(created);
    expect(history.body[1].changedBy).toBe('multi@fuel-portal.example');
    expect(Date.parse(history.body[1].changedAt)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe.each(keyChangeEntities.map((entity) => [entity['x-resource'], entity] as const))('key change of %s', (resource, entity) => {
  const keyName = entity['x-key'];
  const versioned = entity['x-versioned'] ? { version: 1 } : {};

  it('needs confirmKeyChange=true, refuses a taken key and moves every version', async () => {
    const created = await client.create(resource);
    const taken = await client.create(resource);
    const newKey = `${created[keyName]}N`;
    const path = `/${resource}/${encodeURIComponent(created[keyName])}`;

    const unconfirmed = await client.call('PATCH', path, { ...versioned, [keyName]: newKey });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.code).toBe('KEY_CHANGE_UNCONFIRMED');

    const collision = await client.call('PATCH', `${path}?confirmKeyChange=true`, { ...versioned, [keyName]: taken[keyName] });
    expect(collision.status).toBe(409);
    expect(collision.body.code).toBe('DUPLICATE_KEY');

    const confirmed = await client.call('PATCH', `${path}?confirmKeyChange=true`, { ...versioned, [keyName]: newKey });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ id: newKey, [keyName]: newKey });
    expect((await client.call('GET', path)).status).toBe(404);
    if (entity['x-versioned']) {
      const history = await client.call('GET', `/${resource}/${encodeURIComponent(newKey)}/versions`);
      // The key change corrected version 1 in place (no new valid-from); it moved with its number.
      expect(history.body.map((version: any) => version.version)).toEqual([1]);
    }
  });
});

describe('references', () => {
  it('answers validation.reference for an x-ref value the tenant does not have', async () => {
    const entity = [...registry.values()].find((candidate) =>
      Object.values(candidate.properties).some((property) => property['x-ref'] && property['x-ref'].resource !== candidate['x-resource']),
    )!;
    const [field] = Object.entries(entity.properties).find(([, property]) => property['x-ref'])!;
    const body = { ...(await client.sample(entity['x-resource'])), [field]: 'NO-SUCH-KEY' };
    const { status, body: answer } = await client.call('POST', `/${entity['x-resource']}`, body);
    expect(status).toBe(400);
    expect(answer.errors).toContainEqual({ field, rule: 'x-ref', messageKey: 'validation.reference' });
  });
});

describe('CSV export', () => {
  it('streams the filtered, sorted list with the chosen columns', async () => {
    const a = await client.create('partners', { name: 'Alpha, "quoted"' });
    const b = await client.create('partners', { name: 'Beta' });
    const response = await server.fetch(
      `${API_PREFIX}/partners.csv?number=${a.number}&number=${b.number}&_sort=name&_order=desc&_columns=number,name,version`,
      { headers: { authorization: token, 'x-tenant': 'TENANT1' } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(await response.text()).toBe(`Partner number,Name,Version\n${b.number},Beta,1\n${a.number},"Alpha, ""quoted""",1\n`);
  });

  it('answers 400 UNKNOWN_FIELD for an unknown column', async () => {
    const { status, body } = await client.call('GET', '/partners.csv?_columns=number,nope');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'UNKNOWN_FIELD', fields: ['nope'] });
  });
});

describe('list configs', () => {
  it("keeps one default per resource, checks columns and hides other users' configs", async () => {
    const first = await client.call('POST', '/list-configs', { resource: 'partners', name: 'Mine', columns: ['name', 'number'], isDefault: true });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ resource: 'partners', name: 'Mine', columns: ['name', 'number'], isDefault: true });
    const second = await client.call('POST', '/list-configs', { resource: 'partners', name: 'Other', columns: ['city'], isDefault: true });
    const listed = await client.call('GET', '/list-configs?resource=partners');
    expect(listed.body.map((config: any) => [config.name, config.isDefault])).toEqual([
      ['Mine', false],
      ['Other', true],
    ]);

    const badColumns = await client.call('POST', '/list-configs', { resource: 'partners', name: 'Bad', columns: ['nope'] });
    expect(badColumns.status, JSON.stringify(badColumns.body)).toBe(400);
    expect(badColumns.body).toMatchObject({ code: 'UNKNOWN_FIELD', fields: ['nope'] });

    const updated = await client.call('PUT', `/list-configs/${first.body.id}`, { resource: 'partners', name: 'Mine 2', columns: ['number'], isDefault: true });
    expect(updated.body).toMatchObject({ id: first.body.id, name: 'Mine 2', columns: ['number'], isDefault: true });
    expect((await client.call('GET', '/list-configs?resource=partners')).body.filter((config: any) => config.isDefault)).toHaveLength(1);

    const stranger = new ResourceClient(server, (await server.loginAs('user@tenant1.example')).token, 'TENANT1');
    expect((await stranger.call('GET', '/list-configs?resource=partners')).body).toEqual([]);
    expect((await stranger.call('PUT', `/list-configs/${second.body.id}`, { resource: 'partners', name: 'x', columns: ['name'] })).status).toBe(404);
    expect((await stranger.call('DELETE', `/list-configs/${second.body.id}`)).status).toBe(404);

    expect((await client.call('DELETE', `/list-configs/${second.body.id}`)).status).toBe(204);
    expect((await client.call('DELETE', `/list-configs/${second.body.id}`)).status).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('lists every resource path with its registry schema at /api/docs/json', async () => {
    const document = await (await server.fetch('/api/docs/json')).json();
    expect(document.openapi).toMatch(/^3\./);
    for (const entity of registry.values()) {
      const resource = entity['x-resource'];
      expect(Object.keys(document.paths)).toEqual(expect.arrayContaining([`${API_PREFIX}/${resource}`, `${API_PREFIX}/${resource}/{key}`]));
      expect(Object.keys(document.components.schemas[resource].properties)).toEqual(expect.arrayContaining(Object.keys(entity.properties)));
    }
    expect(document.paths[`${API_PREFIX}/partners/{key}`].patch).toMatchObject({
      tags: ['partners'],
      security: [{ bearer: [], tenant: [] }, { apiToken: [] }],
    });
    expect(document.paths[`${API_PREFIX}/account/login`].post.requestBody).toBeDefined();
    expect(document.paths[`${API_PREFIX}/account/me`].get.security).toEqual([{ bearer: [] }]);
    expect(document.paths[`${API_PREFIX}/list-configs`]).toBeDefined();
  });
});

describe('the stock @refinedev/simple-rest data provider', () => {
  const provider = () => dataProvider(server.baseUrl + API_PREFIX, axios.create({ headers: { Authorization: token, 'X-Tenant': 'TENANT1' } }));

  it.each([['partners'], ['country-codes']])('lists, reads, creates, updates and deletes %s', async (resource) => {
    const keyName = registry.get(resource)!['x-key'];
    const versioned = registry.get(resource)!['x-versioned'];
    const rest = provider();
    const sample = await client.sample(resource);
    const created = (await rest.create({ resource, variables: sample })).data as Record<string, any>;
    const id = created[keyName];
    expect(created.id).toBe(id);

    const other = await client.create(resource);
    const list = await rest.getList({
      resource,
      pagination: { currentPage: 1, pageSize: 1 },
      sorters: [{ field: keyName, order: 'desc' }],
      filters: [{ field: keyName, operator: 'in', value: [id, other[keyName]] }],
    });
    expect(list.total).toBe(2);
    expect(list.data.map((record) => record.id)).toEqual([[id, other[keyName]].sort().reverse()[0]]);

    const contains = await rest.getList({ resource, filters: [{ field: keyName, operator: 'contains', value: String(id).toLowerCase() }] });
    expect(contains.data.map((record) => record.id)).toContain(id);

    expect((await rest.getOne({ resource, id })).data).toEqual(created);
    const labelField = registry.get(resource)!['x-label'] ?? 'name';
    const updated = await rest.update({ resource, id, variables: { [labelField]: 'Updated by refine', ...(versioned ? { version: 1 } : {}) } });
    expect(updated.data).toMatchObject({ id, [labelField]: 'Updated by refine' });
    expect((await rest.deleteOne({ resource, id })).data).toMatchObject({ id });
    // A custom axios instance gets no error mapping from the provider: the raw axios error carries the status.
    await expect(rest.getOne({ resource, id })).rejects.toMatchObject({ response: { status: 404 } });
  });
});

describe('entity tables', () => {
  it('have the server columns and a primary key and indexes that start with tenant', async () => {
    for (const entity of registry.values()) {
      const table = `e_${entity['x-resource'].replaceAll('-', '_')}`;
      const { rows: columns } = await server.db.query<{ column_name: string }>('SELECT column_name FROM information_schema.columns WHERE table_name = $1', [
        table,
      ]);
      expect(columns.map((row) => row.column_name)).toEqual(
        expect.arrayContaining(['tenant', 'created_at', 'created_by', 'updated_at', 'updated_by', ...Object.keys(entity.properties)]),
      );
      const { rows: indexes } = await server.db.query<{ indexdef: string }>('SELECT indexdef FROM pg_indexes WHERE tablename = $1', [table]);
      expect(indexes.length, table).toBeGreaterThan(0);
      for (const { indexdef } of indexes) expect(indexdef).toMatch(/\(tenant, /);
    }
  });
});

describe('a property added to a schema file', () => {
  it('becomes a column, an API field and an OpenAPI property on the next start, with no code change', async () => {
    const schemasDir = await mkdtemp(join(tmpdir(), 'schemas-'));
    try {
      copyRegistry(schemasDir);
      const file = join(schemasDir, 'country-code.json');
      const schema = JSON.parse(await readFile(file, 'utf8'));
      schema.properties.registryRemark = { type: 'string', maxLength: 80, 'x-list': true };
      await writeFile(file, JSON.stringify(schema));

      const app = await buildApp({ db: server.db, schemasDir });
      try {
        const headers = { authorization: token, 'x-tenant': 'TENANT1' };
        const created = await app.inject({
          method: 'POST',
          url: `${API_PREFIX}/country-codes`,
          headers,
          payload: { id: 'QQ', name: 'Added', registryRemark: 'new field' },
        });
        expect(created.statusCode).toBe(201);
        const read = await app.inject({ method: 'GET', url: `${API_PREFIX}/country-codes/QQ`, headers });
        expect(read.json()).toMatchObject({ id: 'QQ', registryRemark: 'new field' });
        const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
        expect(document.components.schemas['country-codes'].properties.registryRemark).toMatchObject({ type: 'string' });
      } finally {
        await app.close();
      }
      const { rows } = await server.db.query<{ data_type: string }>(
        `SELECT data_type FROM information_schema.columns WHERE table_name = 'e_country_codes' AND column_name = 'registryRemark'`,
      );
      expect(rows).toEqual([{ data_type: 'text' }]);
      // Back on the original registry the column stays (no data lost) and is reported.
      expect(await syncEntityTables(server.db, registry)).toContainEqual({ table: 'e_country_codes', column: 'registryRemark' });
    } finally {
      await rm(schemasDir, { recursive: true, force: true });
    }
  });
});
