import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fakeClientBuild } from './client-build';
import { useTestServer } from './harness';

const STYLES = '.portal{color:red}'.repeat(100);
const staticDir = await fakeClientBuild({
  'assets/antd-def456.css': STYLES,
  'assets/antd-def456.css.br': brotliCompressSync(STYLES),
  'assets/antd-def456.css.gz': gzipSync(STYLES),
  '.vite/manifest.json': '{"secret": true}',
});

const server = useTestServer({ staticDir });

describe('HTTP basics', () => {
  it('GET /api/v1/health answers without a token', async () => {
    const { status, body } = await server.api('GET', '/health');
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true });
  });

  it('answers an unknown API route with a 404 JSON error', async () => {
    for (const path of ['/api/v1/no-such-route', '/api/nothing']) {
      const response = await server.fetch(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'Not found' });
    }
  });

  it('sends security headers with a CSP that allows own scripts, inline styles and data: images', async () => {
    const csp = (await server.fetch('/api/v1/health')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
  });

  it('serves index.html uncached for client routes (SPA fallback)', async () => {
    const response = await server.fetch('/de/movement-data/inbounds');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('Fuel Portal');
  });

  it('caches hashed assets for a year', async () => {
    const response = await server.fetch('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's brotli or gzip copy of an asset to a browser that accepts it, the file itself to one that does not", async () => {
    for (const [accepted, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ]) {
      const response = await server.fetch('/assets/antd-def456.css', { headers: { 'accept-encoding': accepted! } });
      expect(response.headers.get('content-encoding'), accepted!).toBe(encoding);
      expect(response.headers.get('content-type'), accepted!).toMatch(/^text\/css/);
      expect(response.headers.get('cache-control'), accepted!).toBe('public, max-age=31536000, immutable');
      expect(await response.text(), accepted!).toBe(STYLES);
    }
  });

  it('does not serve the build’s own files under dot folders (the vite manifest)', async () => {
    const response = await server.fetch('/.vite/manifest.json');
    expect(await response.text()).not.toContain('secret');
  });

  it('reports malformed JSON as a 400 JSON error', async () => {
    const response = await server.fetch('/api/v1/account/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
  });
});
