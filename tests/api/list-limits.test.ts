import { beforeAll, describe, expect, it } from 'vitest';
import { insertRows } from '../../src/server/resources/bulk-insert';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../src/shared/paging';
import { referenceOptionsPath, referenceProperties } from '../../src/shared/reference-options';
import { useTestServer } from './harness';
import { sampleRecord } from './samples';

const server = useTestServer();
/** A tenant of its own, so the filled rows meet no demo data. */
const TENANT = 'LISTS';
const MORE_THAN_A_PAGE = DEFAULT_PAGE_SIZE + 1;
let token: string;

const call = (path: string) => server.api('GET', path, { token, tenant: TENANT });

/** Enough records of `resource` in TENANT for more than one default page; answers their keys. */
async function fillResource(resource: string, versions = false): Promise<string[]> {
  const entity = server.app.registry.get(resource)!;
  const keyName = entity['x-key'];
  // A derived (readOnly) key is not in a sample: the rows get one of their own.
  const records = Array.from({ length: versions ? 1 : MORE_THAN_A_PAGE }, (_, index) => ({
    [keyName]: `K${index}`,
    ...sampleRecord(entity, (versions ? 5000 : 1000) + index, {}),
  }));
  const rows = versions ? Array.from({ length: MORE_THAN_A_PAGE }, (_, index) => ({ ...records[0], version: index + 1 })) : records;
  await insertRows(server.db, server.app.registry, resource, TENANT, rows);
  return records.map((record) => String(record[entity['x-key']]));
}

/**
 * Per list route (as the catalog names it), how to give it more rows than a default page. A list route
 * without one fails the test below, so a new list route cannot escape these rules.
 */
const fillers = new Map<string, () => Promise<void>>();
/** The path to call for a route with parameters. */
const concretePaths = new Map<string, string>();

function registerFillers() {
  for (const entity of server.app.registry.values()) {
    const resource = entity['x-resource'];
    fillers.set(`/${resource}`, async () => void (await fillResource(resource)));
    // A reference's options are the referenced records, which the referenced list's own filler adds.
    for (const reference of referenceProperties(entity)) {
      if (!server.app.registry.get(reference.resource)) throw new Error(`${resource}.${reference.path} refers to no list`);
      fillers.set(referenceOptionsPath(resource, reference.path), async () => undefined);
    }
    if (entity['x-versioned']) {
      fillers.set(`/${resource}/:key/versions`, async () => {
        const [key] = await fillResource(resource, true);
        concretePaths.set(`/${resource}/:key/versions`, `/${resource}/${encodeURIComponent(key)}/versions`);
      });
    }
  }
  const many = async (sql: string) => void (await server.db.query(`${sql} FROM generate_series(1, ${MORE_THAN_A_PAGE}) AS n`));
  const adminId = `(SELECT id FROM users WHERE login = 'admin@fuel-portal.example')`;
  fillers.set('/audit-log', () =>
    many(`INSERT INTO audit_log (tenant, user_login, entity, entity_key, action) SELECT '${TENANT}', 'filler', 'partners', n::text, 'create'`),
  );
  fillers.set('/messages', () => many(`INSERT INTO messages (user_id, kind) SELECT ${adminId}, 'passwordChanged'`));
  fillers.set('/tenants', () => many(`INSERT INTO tenants (name, display_name) SELECT 'FILLER_' || n, 'Filler ' || n`));
  fillers.set('/list-configs', () =>
    many(`INSERT INTO list_configs (tenant, user_id, resource, name, columns) SELECT '${TENANT}', ${adminId}, 'partners', 'Config ' || n, '["name"]'`),
  );
  fillers.set('/list-views', () =>
    many(`INSERT INTO list_views (tenant, user_id, resource, columns) SELECT '${TENANT}', ${adminId}, 'filler-' || n, '["name"]'`),
  );
  fillers.set('/api-tokens', () =>
    many(
      `INSERT INTO api_tokens (id, tenant, name, secret_hash, scopes, created_by) SELECT gen_random_uuid(), '${TENANT}', 'Token ' || n, 'hash' || n, '{}', 'filler'`,
    ),
  );
  fillers.set('/webhooks', () =>
    many(
      `INSERT INTO webhook_endpoints (tenant, id, url, events, secret, created_by) SELECT '${TENANT}', gen_random_uuid(), 'https://203.0.113.10/hook' || n, '[]', 'secret', 'filler'`,
    ),
  );
  fillers.set('/users', async () => {
    await many(`INSERT INTO users (login, firstname, lastname, password_hash) SELECT 'filler' || n || '@lists.example', 'F', 'L', 'x'`);
    await server.db.query(`INSERT INTO user_tenants (tenant, user_id) SELECT '${TENANT}', id FROM users WHERE login LIKE 'filler%@lists.example'`);
  });
}

/** Every GET route of the API that answers an array: the list routes. */
const listRoutes: string[] = [];

beforeAll(async () => {
  const keys = [...new Set([...server.app.registry.values()].map((entity) => entity['x-visibility']))];
  await server.db.query('INSERT INTO tenants (name, display_name, visible_routes) VALUES ($1, $1, $2::jsonb)', [TENANT, JSON.stringify(keys)]);
  ({ token } = await server.loginAs('admin@fuel-portal.example'));
  registerFillers();
  for (const fill of fillers.values()) await fill();
  const routes = server.app.routeCatalog.filter((route) => route.method === 'GET' && route.url.startsWith('/api/v1/'));
  for (const route of routes) {
    const url = route.url.replace('/api/v1', '');
    const path = concretePaths.get(url) ?? url.replace(/:[^/]+/g, 'x');
    const response = await server.fetch(`/api/v1${path}`, { headers: { authorization: `Bearer ${token.replace(/^Bearer /, '')}`, 'x-tenant': TENANT } });
    const json = response.status === 200 && response.headers.get('content-type')?.includes('application/json');
    const body = json ? await response.json() : await response.arrayBuffer();
    if (Array.isArray(body)) listRoutes.push(url);
  }
}, 600_000);

const pathOf = (route: string) => concretePaths.get(route) ?? route;
const join = (route: string, query: string) => `${pathOf(route)}?${query}`;
/** Where a 400 names the parameter: VALIDATION errors[].field or UNKNOWN_FIELD fields. */
const namedParameters = (body: any): string[] => [...(body.errors ?? []).map((error: any) => error.field), ...(body.fields ?? [])];

describe('list routes', () => {
  it('are found in the route catalog, and each has a way to fill it', () => {
    expect(listRoutes).toEqual(
      expect.arrayContaining(['/inbounds', '/partners/:key/versions', '/audit-log', '/messages', '/users', '/tenants', '/list-configs']),
    );
    for (const route of listRoutes) expect(fillers.has(route), `no filler for list route ${route}: add one to this file`).toBe(true);
  });

  it('every list route refuses a page larger than the maximum', async () => {
    for (const route of listRoutes) {
      const { status, body } = await call(join(route, `_start=0&_end=${MAX_PAGE_SIZE + 1}`));
      expect(status, route).toBe(400);
      expect(body, route).toMatchObject({ code: 'PAGE_TOO_LARGE', maxPageSize: MAX_PAGE_SIZE });
      expect(body.message).toContain(String(MAX_PAGE_SIZE));
      expect((await call(join(route, `_start=3&_end=${MAX_PAGE_SIZE + 3}`))).status, route).toBe(200);
    }
  });

  it('a list without _end answers the default page', async () => {
    for (const route of listRoutes) {
      const unpaged = await call(pathOf(route));
      expect(unpaged.status, route).toBe(200);
      expect(Number(unpaged.headers.get('x-total-count')), route).toBeGreaterThan(DEFAULT_PAGE_SIZE);
      expect(unpaged.body, route).toHaveLength(DEFAULT_PAGE_SIZE);
      expect((await call(join(route, `_start=0&_end=${DEFAULT_PAGE_SIZE}`))).body, route).toEqual(unpaged.body);
      expect((await call(join(route, '_start=1'))).body, route).toEqual((await call(join(route, `_start=1&_end=${DEFAULT_PAGE_SIZE + 1}`))).body);
    }
  });

  it('_start and _end must be non-negative integers, _end not before _start', async () => {
    for (const route of listRoutes) {
      for (const [name, value] of [
        ['_start', '-1'],
        ['_start', 'abc'],
        ['_start', '1e20'],
        ['_start', '1.5'],
        ['_end', '99999999999999999999'],
        ['_end', ''],
      ]) {
        const { status, body } = await call(join(route, `${name}=${value}`));
        expect(status, `${route} ${name}=${value}`).toBe(400);
        expect(namedParameters(body), `${route} ${name}=${value}`).toContain(name);
      }
      const backwards = await call(join(route, '_start=5&_end=4'));
      expect(backwards.status, route).toBe(400);
      expect(namedParameters(backwards.body)).toContain('_end');
    }
  });

  it('_order must be asc or desc', async () => {
    for (const route of listRoutes) {
      const { status, body } = await call(join(route, '_order=sideways'));
      expect(status, route).toBe(400);
      expect(namedParameters(body), route).toContain('_order');
    }
  });
});

describe('a list asked for records by key (refine getMany)', () => {
  it('answers every record asked for without _end, however many beyond the default page', async () => {
    for (const entity of server.app.registry.values()) {
      const resource = entity['x-resource'];
      const { body: all } = await call(`/${resource}?_start=0&_end=${MAX_PAGE_SIZE}`);
      const keys = all.map((record: any) => String(record.id));
      expect(keys.length, resource).toBeGreaterThan(DEFAULT_PAGE_SIZE);
      const byId = await call(`/${resource}?${keys.map((key: string) => `id=${encodeURIComponent(key)}`).join('&')}`);
      expect(byId.status, resource).toBe(200);
      expect(byId.body.map((record: any) => String(record.id)).sort(), resource).toEqual([...keys].sort());
    }
  });

  it(`refuses more than ${MAX_PAGE_SIZE} keys in one request`, async () => {
    const ids = Array.from({ length: MAX_PAGE_SIZE + 1 }, (_, index) => `id=K${index}`).join('&');
    expect((await call(`/partners?${ids}`)).body).toMatchObject({ code: 'PAGE_TOO_LARGE' });
  });
});
