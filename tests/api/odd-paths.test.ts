import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { MAX_URL_LENGTH } from '../../src/server/http-limits';
import { fakeClientBuild } from './client-build';
import { useTestServer } from './harness';

const staticDir = await fakeClientBuild();

const server = useTestServer({ staticDir });

interface RawAnswer {
  status: number;
  type: string;
  text: string;
}

/** A GET whose path is sent exactly as written (fetch would resolve `//` hosts and dot segments first). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const sent = request({ host: hostname, port, path, method: 'GET', headers }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, type: response.headers['content-type'] ?? '', text }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

async function tenantHeaders(): Promise<Record<string, string>> {
  const { token } = await server.loginAs('user@tenant1.example');
  return { authorization: `Bearer ${token.replace(/^Bearer /, '')}`, 'x-tenant': 'TENANT1' };
}

/** A path of exactly `length` characters: `prefix` filled up with `x`. */
const pathOf = (prefix: string, length: number) => prefix + 'x'.repeat(length - prefix.length);

const PARTNERS = '/api/v1/partners/';
const ODD_PATHS = ['//evil.example/%2e%2e', '//evil.example/', '/de//movement-data', '/%2e%2e/%2e%2e/etc/passwd', '/a/%2E%2E/b', '/..%2f..%2fetc'];

describe('odd paths: one answer per case, JSON with a code matching its status', () => {
  it('a key longer than its key property allows answers 400 INVALID_ID at any length a URL may have', async () => {
    const headers = await tenantHeaders();
    const maxLength = server.app.registry.get('partners')!.properties.number.maxLength!;
    for (const length of [PARTNERS.length + maxLength + 1, 2_001, 4_000, 5_000, MAX_URL_LENGTH]) {
      const answer = await rawGet(pathOf(PARTNERS, length), headers);
      expect(answer.status, `${length}`).toBe(400);
      expect(JSON.parse(answer.text), `${length}`).toMatchObject({ statusCode: 400, code: 'INVALID_ID', field: 'params.key' });
    }
  });

  it('without a token a malformed key answers 401 UNAUTHORIZED, like any other key: nothing is told about it', async () => {
    for (const path of [pathOf(PARTNERS, 5_000), `${PARTNERS}%2e%2e`]) {
      const answer = await rawGet(path);
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.text)).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    }
  });

  it(`a URL longer than ${MAX_URL_LENGTH} characters answers 414 URI_TOO_LONG, under /api and outside it, with or without a token`, async () => {
    const headers = await tenantHeaders();
    for (const path of [pathOf(PARTNERS, MAX_URL_LENGTH + 1), pathOf('/de/', MAX_URL_LENGTH + 1), pathOf('/api/v1/partners?q=', 16_000)]) {
      for (const sent of [{}, headers]) {
        const answer = await rawGet(path, sent);
        expect(answer.status, path.slice(0, 30)).toBe(414);
        expect(JSON.parse(answer.text)).toEqual({
          statusCode: 414,
          error: 'URI Too Long',
          code: 'URI_TOO_LONG',
          message: expect.any(String),
          limit: MAX_URL_LENGTH,
        });
      }
    }
  });

  it('a request head beyond what Node reads (16 KiB) answers 431 REQUEST_HEADER_FIELDS_TOO_LARGE as JSON', async () => {
    const answer = await rawGet(pathOf('/api/v1/partners?q=', 20_000));
    expect(answer.status).toBe(431);
    expect(answer.type).toContain('application/json');
    expect(JSON.parse(answer.text)).toMatchObject({ statusCode: 431, code: 'REQUEST_HEADER_FIELDS_TOO_LARGE' });
  });

  it('a path outside the API with `//` or encoded dot segments answers the app’s page, like any other client route', async () => {
    for (const path of [...ODD_PATHS, pathOf('/de/', 5_000)]) {
      const answer = await rawGet(path);
      expect(answer.status, path.slice(0, 30)).toBe(200);
      expect(answer.text, path.slice(0, 30)).toContain('Fuel Portal');
    }
  });

  it('a path under the API with `//` or encoded dot segments answers 404 NOT_FOUND', async () => {
    const headers = await tenantHeaders();
    for (const path of ['/api/v1//partners', '/api//v1/partners', '/api/v1/%2e%2e/v1/partners', '/api/%2e%2e/etc/passwd']) {
      const answer = await rawGet(path, headers);
      expect(answer.status, path).toBe(404);
      expect(JSON.parse(answer.text), path).toEqual({ statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'Not found' });
    }
  });

  it('files of the build are still served, and no odd path reaches a file outside it', async () => {
    expect((await rawGet('/assets/index-abc123.js')).text).toBe('console.log(1)');
    for (const path of ['/assets/%2e%2e/index.html', '/assets/..%2f..%2f..%2fetc%2fpasswd', '//assets/index-abc123.js']) {
      const answer = await rawGet(path);
      expect(answer.text, path).toContain('Fuel Portal');
    }
  });
});
