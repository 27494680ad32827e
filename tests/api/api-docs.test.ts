import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../src/server/app';
import { API_GUIDE_FILE } from '../../src/server/routes/api-docs';
import { useTestServer } from './harness';

/** /api/docs is a viewer people can read, served from the portal itself; /api/docs/json the document machines read. */
const server = useTestServer();

describe('API documentation', () => {
  it('serves a viewer whose scripts and styles all come from the same origin, under the portal’s CSP', async () => {
    const response = await server.fetch('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const html = await response.text();
    // No inline script: the policy allows none, so the viewer's start-up must be a file too.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(assets.filter((asset) => asset.endsWith('.js')).length).toBeGreaterThanOrEqual(2);
    for (const asset of assets) {
      expect(asset, asset).toMatch(/^\/api\/docs\//);
      const loaded = await server.fetch(asset);
      expect(loaded.status, asset).toBe(200);
      await loaded.arrayBuffer();
    }
  });

  it('answers the OpenAPI document at /api/docs/json with the API token scheme and the guide', async () => {
    const response = await server.fetch('/api/docs/json');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const document = await response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.components.securitySchemes).toMatchObject({
      bearer: { type: 'http', scheme: 'bearer' },
      tenant: { type: 'apiKey', in: 'header', name: 'X-Tenant' },
      apiToken: { type: 'http', scheme: 'bearer', bearerFormat: 'fpt_…' },
    });
    const guide = readFileSync(API_GUIDE_FILE, 'utf8');
    expect(document.info.description.trim()).toBe(guide.replace(/^# .*\n+/, '').trim());
    for (const text of ['Authorization: Bearer fpt_', 'Idempotency-Key', 'Idempotent-Replayed: true', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE']) {
      expect(document.info.description, text).toContain(text);
    }
    for (const text of ['changedSince=', 'Webhook-Signature', 'createHmac', 'openssl dgst -sha256 -hmac', '/api/v1/imports?type=']) {
      expect(document.info.description, text).toContain(text);
    }
  });

  it('lets every tenant route be called with a user’s token and X-Tenant, or with an API token alone', async () => {
    const { paths } = await (await server.fetch('/api/docs/json')).json();
    expect(paths[`${API_PREFIX}/inbounds`].get.security).toEqual([{ bearer: [], tenant: [] }, { apiToken: [] }]);
    expect(paths[`${API_PREFIX}/imports`].post.security).toEqual([{ bearer: [], tenant: [] }, { apiToken: [] }]);
    expect(paths[`${API_PREFIX}/account/me`].get.security).toEqual([{ bearer: [] }]);
  });

  it('documents Idempotency-Key on the writes of a tenant, not on reads', async () => {
    const { paths } = await (await server.fetch('/api/docs/json')).json();
    const headerNames = (operation: { parameters?: { name: string; in: string }[] }) =>
      (operation.parameters ?? []).filter((parameter) => parameter.in === 'header').map((parameter) => parameter.name.toLowerCase());
    expect(headerNames(paths[`${API_PREFIX}/inbounds`].post)).toEqual(['idempotency-key']);
    expect(headerNames(paths[`${API_PREFIX}/inbounds/{key}`].patch)).toEqual(['idempotency-key']);
    expect(headerNames(paths[`${API_PREFIX}/imports`].post)).toEqual(['idempotency-key']);
    expect(headerNames(paths[`${API_PREFIX}/inbounds`].get)).toEqual([]);
  });

  it('documents changedSince on every registry list and its exports', async () => {
    const { paths } = await (await server.fetch('/api/docs/json')).json();
    for (const entity of server.app.registry.values()) {
      for (const path of ['', '.csv', '.xlsx']) {
        const route = `${API_PREFIX}/${entity['x-resource']}${path}`;
        const names = (paths[route].get.parameters as { name: string; in: string }[]).filter((p) => p.in === 'query').map((p) => p.name);
        expect(names, route).toContain('changedSince');
        expect(paths[route].get.tags, route).toEqual([entity['x-resource']]);
      }
    }
  });

  it('keeps the viewer’s own paths out of the document', async () => {
    const { paths } = await (await server.fetch('/api/docs/json')).json();
    expect(Object.keys(paths).filter((path) => path.startsWith('/api/docs'))).toEqual([]);
  });
});
