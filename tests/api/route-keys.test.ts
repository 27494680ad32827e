import { describe, expect, it } from 'vitest';
import { useTestServer } from './harness';
import { useResourceClients } from './resource-client';

const server = useTestServer();
const clients = useResourceClients(server, ['TENANT1']);

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
      // Managed records are not written here; a derived (readOnly) key cannot be chosen.
      if (keyProperty.pattern || keyProperty.readOnly || entity['x-managed']) continue;
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

  it('a key may not be a dot segment, which browsers resolve away in a URL', async () => {
    for (const entity of server.app.registry.values()) {
      const keyName = entity['x-key'];
      if (entity.properties[keyName].readOnly || entity['x-managed']) continue;
      for (const key of ['.', '..']) {
        const { status, body } = await clients.TENANT1.call('POST', `/${entity['x-resource']}`, { ...(await clients.TENANT1.sample(entity['x-resource'])), [keyName]: key });
        expect(status, `${entity['x-resource']} ${key}`).toBe(400);
        expect(body.errors.map((error: any) => error.field)).toContain(keyName);
      }
    }
  });
});
