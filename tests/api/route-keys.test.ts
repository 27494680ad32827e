import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../src/server/app';
import { useTestServer } from './harness';
import { useResourceClients } from './resource-client';
import { catalogRoutes } from './security-routes';

const server = useTestServer();
const clients = useResourceClients(server, ['TENANT1']);

/**
 * A request whose path is sent as written: fetch and inject resolve dot segments (`%2E%2E` too) before
 * sending, as browsers do, but other clients (curl --path-as-is, scripts) do not.
 */
function rawRequest(method: string, path: string, token: string): Promise<{ status: number; body: any }> {
  const { hostname, port } = new URL(server.baseUrl);
  const body = method === 'GET' || method === 'DELETE' ? undefined : '{}';
  const headers = { authorization: token, 'x-tenant': 'TENANT1', ...(body ? { 'content-type': 'application/json' } : {}) };
  return new Promise((resolve, reject) => {
    const sent = request({ host: hostname, port, path, method, headers }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

const segments = (url: string) => url.split('/').filter(Boolean);
const isParam = (segment: string) => segment.startsWith(':') || segment.includes('*');

/**
 * The static route that wins over `route` for some value of one of its parameters: same method, same
 * number of segments, every other segment compatible, and a static segment where `route` has the parameter.
 */
function shadowsOf(route: { method: string; url: string }, all: { method: string; url: string }[]): string[] {
  const mine = segments(route.url);
  return all
    .filter((other) => other.method === route.method && other.url !== route.url)
    .filter((other) => {
      const theirs = segments(other.url);
      if (theirs.length !== mine.length) return false;
      let shadowed = false;
      for (let index = 0; index < mine.length; index++) {
        if (mine[index] === theirs[index]) continue;
        if (isParam(mine[index]) && !isParam(theirs[index])) shadowed = true;
        else if (!isParam(theirs[index])) return false;
      }
      return shadowed;
    })
    .map((other) => `${other.method} ${other.url}`);
}

describe('keys and routes', () => {
  it('no static route shadows a route with a parameter (every key value reaches its route)', () => {
    const routes = server.app.routeCatalog.filter((route) => route.url.startsWith('/api/v1/'));
    expect(routes.some((route) => route.url.endsWith('/:key'))).toBe(true);
    for (const route of routes.filter((candidate) => segments(candidate.url).some(isParam))) {
      expect(shadowsOf(route, routes), `${route.method} ${route.url}`).toEqual([]);
    }
  });

  it('a record whose key is export.csv can be read, changed and deleted', async () => {
    for (const entity of server.app.registry.values()) {
      const resource = entity['x-resource'];
      const keyProperty = entity.properties[entity['x-key']];
      // Managed records are not written here; a derived (readOnly) key cannot be chosen, nor one whose format excludes it.
      if (!new RegExp(String(keyProperty.pattern ?? ''), 'u').test('export.csv') || keyProperty.readOnly || entity['x-managed']) continue;
      const created = await clients.TENANT1.create(resource, { [entity['x-key']]: 'export.csv' });
      const path = `/${resource}/export.csv`;
      const read = await clients.TENANT1.call('GET', path);
      expect(read.status, resource).toBe(200);
      expect(read.body, resource).toEqual(created);
      const changed = await clients.TENANT1.call('PATCH', path, entity['x-versioned'] ? { version: 1 } : {});
      expect(changed.status, `${resource} ${JSON.stringify(changed.body)}`).toBe(200);
      expect((await clients.TENANT1.call('DELETE', path)).status, resource).toBe(200);
    }
  });

  it('a key may not be a dot segment, which browsers resolve away in a URL: Invalid ID at the field', async () => {
    for (const entity of server.app.registry.values()) {
      const keyName = entity['x-key'];
      if (entity.properties[keyName].readOnly || entity['x-managed']) continue;
      for (const key of ['.', '..']) {
        const { status, body } = await clients.TENANT1.call('POST', `/${entity['x-resource']}`, {
          ...(await clients.TENANT1.sample(entity['x-resource'])),
          [keyName]: key,
        });
        expect(status, `${entity['x-resource']} ${key}`).toBe(400);
        expect(body.errors, `${entity['x-resource']} ${key}`).toContainEqual({ field: keyName, rule: 'not', messageKey: 'validation.invalidId' });
      }
    }
  });

  it('a malformed key in a URL answers 400 INVALID_ID "Invalid ID" on every route with a key', async () => {
    const { token } = await server.loginAs('multi@fuel-portal.example');
    const keyed = catalogRoutes(server.app).filter((route) => route.category === 'tenant' && route.params.includes('key'));
    expect(keyed.length).toBeGreaterThan(0);
    for (const route of keyed) {
      const maxLength = route.entity?.properties[route.entity['x-key']].maxLength;
      const malformed = ['%2E%2E', '.', 'a%00b', ...(maxLength ? ['x'.repeat(maxLength + 1)] : [])];
      for (const segment of malformed) {
        const path = `${API_PREFIX}${route.path.replace(':key', segment).replace(/:\w+/g, '1')}`;
        const answer = await rawRequest(route.method, path, token);
        expect(answer.status, `${route.method} ${path}`).toBe(400);
        expect(answer.body, `${route.method} ${path}`).toMatchObject({ code: 'INVALID_ID', message: 'Invalid ID' });
      }
    }
  });

  it('a key of the longest length its key property allows reaches its route (404 when no record has it)', async () => {
    for (const entity of server.app.registry.values()) {
      const key = 'ä'.repeat(entity.properties[entity['x-key']].maxLength!);
      expect((await clients.TENANT1.call('GET', `/${entity['x-resource']}/${encodeURIComponent(key)}`)).status, entity['x-resource']).toBe(404);
    }
  });
});
