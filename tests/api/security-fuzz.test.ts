import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../src/server/app';
import { fingerprint } from './fingerprint';
import { bodyText, contentType, pathSegment, queryString } from './fuzz/generators';
import { extremeValues } from './fuzz/extreme-values';
import { routeShapes, type RouteShape } from './fuzz/route-shapes';
import { useTestServer } from './harness';
import { openEveryResource } from './resource-client';
import { catalogRoutes, routeName, type CatalogRoute } from './security-routes';
import { plantRecords } from './tenant-records';

/** Replay a failure with FUZZ_SEED=<seed>; FUZZ_RUNS scales the runs per route (default 1). */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const SCALE = Number(process.env.FUZZ_RUNS ?? 1);
/** Runs per route: lists and writes are where input meets SQL; lookups and deletes get their path keys tried. */
const runsFor = (route: CatalogRoute) =>
  Math.max(1, Math.round(SCALE * (route.method === 'DELETE' || (route.method === 'GET' && route.params.length) ? 1 : 4)));

const logged: { level: number; msg?: string; err?: { message?: string } }[] = [];
const server = useTestServer({ logger: { level: 'warn', stream: { write: (line: string) => logged.push(JSON.parse(line)) } } });
/** An empty tenant that gets every resource; the system administrator passes every permission check. */
const TENANT = 'TENANT2';

interface FuzzRequest {
  path: string;
  query: string;
  body?: string;
  contentType?: string;
}

let token: string;
/** An API token of TENANT that may write every area it shows. */
let apiSecret: string;
let keys: Map<string, string>;
let shapeOf: (route: CatalogRoute) => RouteShape;
/** A body each resource's POST takes (references to the planted records). */
const samples = new Map<string, Record<string, unknown>>();

beforeAll(async () => {
  token = (await server.loginAs('admin@fuel-portal.example')).token;
  await openEveryResource(server, [TENANT]);
  const planted = await plantRecords(server, { tenant: TENANT, adminToken: token, ownerToken: token, login: 'fuzz.victim@fuel-portal.example' });
  keys = planted.keys;
  // Routes of the user's own: a tenant the fuzz may rename and re-configure, a message to mark read.
  expect((await server.api('POST', '/tenants', { token, body: { name: 'FUZZ_SPARE', displayName: 'Fuzz' } })).status).toBe(201);
  keys.set('tenants:name', 'FUZZ_SPARE');
  const { rows } = await server.db.query<{ id: string }>(
    `INSERT INTO messages (user_id, kind) SELECT id, 'passwordChanged' FROM users WHERE login = 'admin@fuel-portal.example' RETURNING id::text AS id`,
  );
  keys.set('messages:id', rows[0].id);

  for (const resource of server.app.registry.keys()) samples.set(resource, await planted.client.sample(resource));
  shapeOf = routeShapes(server.app, (resource, route) => {
    const record = planted.records.get(resource)!;
    return route.method === 'PATCH' ? { ...samples.get(resource), version: record.version } : samples.get(resource);
  });
  const shown = (await server.api('GET', '/tenant-config', { token, tenant: TENANT })).body.visibleRoutes as string[];
  const made = await server.api('POST', '/api-tokens', {
    token,
    tenant: TENANT,
    body: { name: 'Fuzz', scopes: Object.fromEntries(shown.map((area) => [area, 'write'])) },
  });
  expect(made.status).toBe(201);
  apiSecret = made.body.secret;
});

/** Who sends the fuzz: the system administrator naming TENANT, or the API token, which names no tenant and sends an idempotency key with each write. */
type Sender = 'user' | 'token';

function requestFor(route: CatalogRoute): fc.Arbitrary<FuzzRequest> {
  const shape = shapeOf(route);
  const segments = route.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? pathSegment(keys.get(`${route.path.split('/')[1]}:${segment.slice(1)}`)) : fc.constant(segment)));
  return fc.record({
    path: fc.tuple(...segments).map((parts) => parts.join('/')),
    query: queryString(shape.queryNames),
    ...(shape.body ? { body: bodyText(shape.body), contentType } : {}),
  });
}

function describeRequest(route: CatalogRoute, request: FuzzRequest): string {
  const body =
    request.body === undefined
      ? ''
      : ` [${request.contentType ?? 'no content-type'}] ${request.body.length > 300 ? `${request.body.slice(0, 300)}… (${request.body.length} chars)` : request.body}`;
  return `${route.method} ${API_PREFIX}${request.path}${request.query ? `?${request.query}` : ''}${body}`;
}

let sentKeys = 0;

/** One request; throws (with the request) on a 5xx, a broken answer, an error in the log, or a 4xx that changed a row. */
async function check(route: CatalogRoute, request: FuzzRequest, sender: Sender = 'user'): Promise<void> {
  const headers: Record<string, string> = {};
  if (sender === 'token') {
    headers.authorization = `Bearer ${apiSecret}`;
    if (route.method !== 'GET') headers['idempotency-key'] = `fuzz-${++sentKeys}`;
  } else {
    if (route.category !== 'public') headers.authorization = token;
    if (route.category === 'tenant') headers['x-tenant'] = TENANT;
  }
  if (request.contentType) headers['content-type'] = request.contentType;
  const loggedBefore = logged.length;
  const url = `${API_PREFIX}${request.path}${request.query ? `?${request.query}` : ''}`;
  // Printed right before the request, not after the one before: on PostgreSQL what an earlier request left to
  // be written apart (a token's last use, a webhook attempt) lands on another connection, maybe only now.
  const before = await fingerprint(server.db, TENANT);
  let status: number;
  let text: string;
  try {
    const response = await server.fetch(url, { method: route.method, headers, body: request.body });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw new Error(`no complete answer (${(error as Error).message}) to ${describeRequest(route, request)}`, { cause: error });
  }
  const print = await fingerprint(server.db, TENANT);
  const changed = Object.keys(print).filter((table) => print[table] !== before[table]);
  const errors = logged.slice(loggedBefore).filter((line) => line.level >= 50);
  const problem =
    status >= 500
      ? `answered ${status}`
      : errors.length
        ? `logged ${errors.map((line) => line.err?.message ?? line.msg).join('; ')}`
        : status >= 400 && changed.length
          ? `changed rows of ${changed.join(', ')} although it answered ${status}`
          : status >= 400 && !/^\{.*"code":"[A-Z_]+"/.test(text)
            ? `answered ${status} without an error code`
            : undefined;
  if (problem) throw new Error(`${problem}: ${describeRequest(route, request)}\n→ ${text.slice(0, 300)}`);
}

// Before the random fuzz, which logs out, renames and deletes what these bodies refer to.
describe('extreme values and keys (generated from the registry)', () => {
  it('every key property refuses /, \\, ../x and a control character, and every number its out-of-range values, 1e300 and 9007199254740993: 400 naming the field, nothing written', async () => {
    const failures: string[] = [];
    const before = await fingerprint(server.db, TENANT);
    const cases = extremeValues(server.app.registry, samples);
    expect(cases.filter((one) => `${one.resource} ${one.field}` === 'inbounds quantityLoaded').map((one) => JSON.parse(one.json).quantityLoaded)).toEqual([
      -1, 1_000_000_000_001, 1e300, -1e300, 9007199254740992, -9007199254740992,
    ]);
    expect(cases.filter((one) => `${one.resource} ${one.field}` === 'partners number')).toHaveLength(8);
    for (const { resource, field, json } of cases) {
      const response = await server.fetch(`${API_PREFIX}/${resource}`, {
        method: 'POST',
        headers: { authorization: token, 'x-tenant': TENANT, 'content-type': 'application/json' },
        body: json,
      });
      const body = await response.json();
      const named = body.field === `body.${field}` || (body.errors ?? []).some((error: { field: string }) => error.field === field);
      if (response.status !== 400 || !named)
        failures.push(`POST /${resource} ${json.slice(0, 200)}\n→ ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
    }
    expect(failures.join('\n\n')).toBe('');
    expect(await fingerprint(server.db, TENANT)).toEqual(before);
  }, 120_000);
});

/** Deletes (and bulk actions, which may delete) last: they remove the records the other routes look up. */
const removesLast = (a: CatalogRoute, b: CatalogRoute) => Number(a.method === 'DELETE' || a.bulk) - Number(b.method === 'DELETE' || b.bulk);

describe('fuzz with an API token (seeded) on every tenant route', () => {
  it('random query strings, path keys and JSON bodies sent with a token never get a 5xx, and a refused request changes no row', async () => {
    const routes = catalogRoutes(server.app)
      .filter((route) => route.category === 'tenant')
      .sort(removesLast);
    const failures: string[] = [];
    for (const [index, route] of routes.entries()) {
      const details = await fc.check(
        fc.asyncProperty(requestFor(route), (request) => check(route, request, 'token')),
        { seed: SEED + 10_000 + index, numRuns: 1 },
      );
      if (details.failed) failures.push(`${routeName(route)} with a token (run seed ${details.seed}):\n${(details.errorInstance as Error)?.message}`);
    }
    expect(failures.join('\n\n')).toBe('');
  }, 300_000);
});

describe('fuzz (fast-check, seeded) on every route of the catalog', () => {
  it('random query strings, path keys and JSON bodies never get a 5xx, and a refused request changes no row', async () => {
    const routes = catalogRoutes(server.app)
      .filter((route) => route.path.startsWith('/') && !route.path.startsWith('/api/') && !route.path.includes('*'))
      .sort(removesLast);
    const failures: string[] = [];
    for (const [index, route] of routes.entries()) {
      const details = await fc.check(
        fc.asyncProperty(requestFor(route), (request) => check(route, request)),
        { seed: SEED + index, numRuns: runsFor(route) },
      );
      if (details.failed)
        failures.push(
          `${routeName(route)} (FUZZ_SEED=${SEED}, run seed ${details.seed}):\n${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}`,
        );
    }
    expect(failures.join('\n\n')).toBe('');
  }, 300_000);
});
