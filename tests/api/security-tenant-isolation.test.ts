import { beforeAll, describe, expect, it } from 'vitest';
import { bulkSettable } from '../../src/shared/bulk';
import { readAnswerContents } from '../support/answer-contents';
import { fingerprint } from './fingerprint';
import { useTestServer } from './harness';
import { openEveryResource } from './resource-client';
import { catalogRoutes, fillPath, routeName, type CatalogRoute } from './security-routes';
import { plantRecords } from './tenant-records';

const server = useTestServer();
/** The actor: tenant administrator of HOME and a plain user of FOREIGN, working in HOME. */
const ACTOR = 'producer.admin@oilco.example';
const HOME = 'OILCO_PRODUCER';
const FOREIGN = 'OILCO_CFR';
/** Written into every record made in FOREIGN that has a free text field: no answer in HOME may contain it. */
const MARKER = 'Foreign-Marker-7q3x';
const NOT_FOUND = { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'Not found' };

/** Bodies the writes outside the registry would take for a record of the own tenant (registry writes send the record itself). */
const WRITE_BODIES: Record<string, unknown> = {
  'PATCH /users/:login': { firstname: 'Hijacked', lastname: 'Hijacked', tenantAdmin: true },
  'POST /users/:login/grant': { tenant: HOME },
  'PUT /list-configs/:id': { resource: 'partners', name: 'Hijacked', columns: ['name'] },
  'POST /mass-balances/:id/allocations': { resource: 'inbounds', key: 'Hijacked', proof: 'Hijacked' },
};

let foreignKeys: Map<string, string>;
/** The FOREIGN records of the registry, as the API answered them. */
let foreignRecords: Map<string, Record<string, unknown>>;
let actorToken: string;
/** An API token of HOME that may write every area HOME shows. */
let apiSecret: string;

/** Who asks: the user names HOME in its header, the token belongs to HOME and names no tenant. */
const ACTORS = [
  { name: 'a tenant administrator', headers: (): Record<string, string> => ({ authorization: actorToken, 'x-tenant': HOME }) },
  { name: 'an API token of the tenant', headers: (): Record<string, string> => ({ authorization: `Bearer ${apiSecret}` }) },
];
type Actor = (typeof ACTORS)[number];
const TOKEN_SCOPE = { statusCode: 403, error: 'Forbidden', code: 'TOKEN_SCOPE', message: 'The API token may not do this' };

const tenantRoutes = () => catalogRoutes(server.app).filter((route) => route.category === 'tenant');
const keyOf = (route: CatalogRoute, param: string) => foreignKeys.get(`${route.path.split('/')[1]}:${param}`);

/** A call as `actor` in HOME; the answer as text, since exports are CSV, and a file (XLSX, ZIP) as the JSON of what it says. */
async function asActor(method: string, path: string, body?: unknown, actor: Actor = ACTORS[0]) {
  const headers = actor.headers();
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await server.fetch(`/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const contents = await readAnswerContents(response);
  return { status: response.status, text: typeof contents === 'string' ? contents : JSON.stringify(contents) };
}

beforeAll(async () => {
  await openEveryResource(server, [HOME, FOREIGN]);
  actorToken = (await server.loginAs(ACTOR)).token;
  const adminToken = (await server.loginAs('admin@fuel-portal.example')).token;
  // The list configuration is the actor's own: only the tenant differs.
  const planted = await plantRecords(server, { tenant: FOREIGN, adminToken, ownerToken: actorToken, text: MARKER, login: 'foreign.only@oilco-cfr.example' });
  ({ keys: foreignKeys, records: foreignRecords } = planted);
  const shown = (await server.api('GET', '/tenant-config', { token: actorToken, tenant: HOME })).body.visibleRoutes as string[];
  const made = await server.api('POST', '/api-tokens', {
    token: actorToken,
    tenant: HOME,
    body: { name: 'Isolation matrix', scopes: Object.fromEntries(shown.map((area) => [area, 'write'])) },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  apiSecret = made.body.secret;
  for (const resource of foreignRecords.keys()) {
    const key = foreignKeys.get(`${resource}:key`)!;
    if ((await asActor('GET', `/${resource}/${encodeURIComponent(key)}`)).status !== 404) {
      throw new Error(`${resource} ${key} exists in ${HOME} as well: the test needs a key only ${FOREIGN} has`);
    }
  }
});

it('every tenant route with a path parameter has a record that exists only in another tenant', () => {
  const uncovered = tenantRoutes().flatMap((route) => route.params.filter((param) => !keyOf(route, param)).map((param) => `${routeName(route)} :${param}`));
  expect(uncovered).toEqual([]);
});

describe.each(ACTORS)('records of another tenant, asked by $name (generated from the registry and the route catalog)', (actor) => {
  /**
   * A token is refused a route of no area (user administration, list configurations) with TOKEN_SCOPE, and one
   * its role (a plain user of the tenant) may not use with that refusal, before either looks anything up.
   */
  const refusedAnswer = (route: CatalogRoute, answer: { status: number; text: string }) => {
    if (actor !== ACTORS[1] || answer.status !== 403) return NOT_FOUND;
    const body = JSON.parse(answer.text);
    if (!route.visibility) return TOKEN_SCOPE;
    return body.code === TOKEN_SCOPE.code ? NOT_FOUND : body;
  };

  it("a key that exists only in another tenant answers 404 and leaks nothing; writes leave the other tenant's rows unchanged", async () => {
    for (const route of tenantRoutes().filter((candidate) => candidate.params.length)) {
      const path = fillPath(route.path, (param) => keyOf(route, param)!);
      const write = route.method !== 'GET';
      const record = route.entity && foreignRecords.get(route.entity['x-resource']);
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : (WRITE_BODIES[routeName(route)] ?? record ?? {});
      const before = write ? await fingerprint(server.db, FOREIGN) : undefined;
      const answer = await asActor(route.method, path, body, actor);
      const expected = refusedAnswer(route, answer);
      expect(answer.status, `${route.method} ${path}`).toBe(expected.statusCode);
      expect(JSON.parse(answer.text)).toEqual(expected);
      if (write) expect(await fingerprint(server.db, FOREIGN), `${route.method} ${path}`).toEqual(before);
    }
  });

  it("a bulk action refuses another tenant's keys as not found, finds none of its records by filter, and changes nothing of theirs", async () => {
    const routes = tenantRoutes().filter((route) => route.bulk);
    expect(routes.map(routeName)).toContain('POST /inbounds/bulk');
    for (const route of routes) {
      const entity = route.entity!;
      const key = foreignKeys.get(`${entity['x-resource']}:key`)!;
      const set = Object.fromEntries([...bulkSettable(entity)].map(([property, values]) => [property, values[0]]));
      const actions = [{ action: 'delete' }, ...(Object.keys(set).length ? [{ action: 'set', values: set }] : [])];
      const before = await fingerprint(server.db, FOREIGN);
      for (const action of actions) {
        const byKey = await asActor('POST', route.path, { ...action, keys: [key] }, actor);
        expect(JSON.parse(byKey.text), `${routeName(route)} ${action.action}`).toEqual({
          done: [],
          refused: [{ key, code: NOT_FOUND.code, message: NOT_FOUND.message }],
        });
        const byFilter = await asActor('POST', route.path, { ...action, filter: { id: key } }, actor);
        expect(JSON.parse(byFilter.text), `${routeName(route)} ${action.action} by filter`).toEqual({ done: [], refused: [] });
      }
      expect(await fingerprint(server.db, FOREIGN), routeName(route)).toEqual(before);
    }
  });

  it('no list of the own tenant shows a record of another tenant, filtered by its key, searched for or not', async () => {
    for (const route of tenantRoutes().filter((candidate) => candidate.method === 'GET' && !candidate.params.length)) {
      const key = route.records && foreignKeys.get(`${route.records['x-resource']}:key`);
      const queries = ['', `?q=${MARKER}`, ...(key ? [`?id=${encodeURIComponent(key)}`] : [])];
      for (const query of queries) {
        const answer = await asActor('GET', `${route.path}${query}`, undefined, actor);
        expect(answer.status, `${route.path}${query}`).toBeLessThan(500);
        expect(answer.text, `${route.path}${query}`).not.toContain(MARKER);
        if (!key || !query.startsWith('?id=') || answer.status === 403) continue;
        // Sums of the foreign key's filter add up no record: every total is 0, and no unit has one.
        if (route.path.endsWith('.sums')) {
          expect(
            Object.values(JSON.parse(answer.text)).every((total) => total === 0 || (Array.isArray(total) && total.length === 0)),
            `${route.path}${query}`,
          ).toBe(true);
          continue;
        }
        // A filtered export holds its header row only, a list no record.
        const rows = route.path.endsWith('.csv') ? answer.text.trim().split('\n') : JSON.parse(answer.text);
        expect(rows, `${route.path}${query}`).toHaveLength(/\.(csv|xlsx)$/.test(route.path) ? 1 : 0);
      }
    }
  });
});

describe('after both actors', () => {
  it('the records of the other tenant are still there, unchanged', async () => {
    const admin = (await server.loginAs('admin@fuel-portal.example')).token;
    for (const [resource, record] of foreignRecords) {
      const key = String(record[server.app.registry.get(resource)!['x-key']]);
      const answer = await server.api('GET', `/${resource}/${encodeURIComponent(key)}`, { token: admin, tenant: FOREIGN });
      expect(answer.body, resource).toEqual(record);
    }
  });
});
