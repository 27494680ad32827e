import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../src/server/time/clock';
import { useTestServer } from './harness';
import { catalogRoutes, fillPath, routeName, type CatalogRoute } from './security-routes';
import { readAnswerContents } from '../support/answer-contents';

const server = useTestServer();
/** Tenant administrator of HOME, user of OILCO_CFR, not of TENANT1. */
const ADMIN = 'producer.admin@oilco.example';
const HOME = 'OILCO_PRODUCER';

const routes = (category: CatalogRoute['category']) => catalogRoutes(server.app).filter((route) => route.category === category);
/** The route with placeholder path parameters, and an empty body for writes; `body` parsed when JSON, a file as what it says. */
async function call(route: CatalogRoute, options: { token?: string; tenant?: string }) {
  const write = route.method !== 'GET' && route.method !== 'DELETE';
  const headers: Record<string, string> = write ? { 'content-type': 'application/json' } : {};
  if (options.token) headers.authorization = options.token;
  if (options.tenant !== undefined) headers['x-tenant'] = options.tenant;
  const path = fillPath(route.path, () => 'x');
  const response = await server.fetch(route.path.startsWith('/api/') ? path : `/api/v1${path}`, {
    method: route.method,
    headers,
    body: write ? '{}' : undefined,
  });
  const contents = await readAnswerContents(response);
  const json = response.headers.get('content-type')?.includes('json') && typeof contents === 'string';
  return { status: response.status, body: json ? JSON.parse(contents) : contents };
}

let adminToken: string;

afterEach(() => setClock());

beforeAll(async () => {
  adminToken = (await server.loginAs(ADMIN)).token;
});

describe('route categories', () => {
  it("every route of the app is public, the signed-in user's own, or a tenant route", () => {
    expect(
      catalogRoutes(server.app)
        .filter((route) => !route.category)
        .map(routeName),
    ).toEqual([]);
    expect(routes('tenant').map(routeName)).toContain('GET /tenant-config');
  });

  it('every public route answers without a token', async () => {
    for (const route of routes('public').filter((candidate) => candidate.path.startsWith('/') && !candidate.path.includes('*'))) {
      const { status } = await call(route, {});
      expect(status, routeName(route)).not.toBe(401);
      expect(status, routeName(route)).toBeLessThan(500);
    }
  });

  it("every route of the signed-in user's own refuses a call without a token", async () => {
    for (const route of routes('user')) {
      const { status, body } = await call(route, {});
      expect(status, routeName(route)).toBe(401);
      expect(body).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });
});

/** These tests call every tenant route, a few times each: the route catalog grows with the registry (a reference's options, a link). */
const EVERY_ROUTE_TIMEOUT = 120_000;

describe('every tenant route (generated from the route catalog)', { timeout: EVERY_ROUTE_TIMEOUT }, () => {
  it('refuses a call without a token', async () => {
    for (const route of routes('tenant')) {
      const { status, body } = await call(route, { tenant: HOME });
      expect(status, routeName(route)).toBe(401);
      expect(body).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('refuses a call without X-Tenant: 403 TENANT_REQUIRED "No tenant selected."', async () => {
    for (const route of routes('tenant')) {
      for (const tenant of [undefined, '  ']) {
        const { status, body } = await call(route, { token: adminToken, tenant });
        expect(status, `${routeName(route)} ${JSON.stringify(tenant)}`).toBe(403);
        expect(body).toMatchObject({ code: 'TENANT_REQUIRED', message: 'No tenant selected.' });
      }
    }
  });

  it('refuses a foreign tenant (the user lacks it, or it does not exist): 403 TENANT_FORBIDDEN "Access denied"', async () => {
    for (const route of routes('tenant')) {
      for (const tenant of ['tenant1', 'NO_SUCH_TENANT', 'OILCO_PRODUCER2']) {
        const { status, body } = await call(route, { token: adminToken, tenant });
        expect(status, `${routeName(route)} ${tenant}`).toBe(403);
        expect(body).toMatchObject({ code: 'TENANT_FORBIDDEN', message: 'Access denied' });
      }
    }
  });

  it('treats the own tenant named in lower or mixed case exactly like its upper-case name', async () => {
    // A pack names the time it was made: the three calls are made at one instant.
    const instant = new Date();
    setClock(() => instant);
    for (const route of routes('tenant')) {
      const upper = await call(route, { token: adminToken, tenant: HOME });
      expect(String(upper.body?.code), routeName(route)).not.toMatch(/^TENANT_/);
      for (const tenant of [HOME.toLowerCase(), ' Oilco_Producer ']) {
        const other = await call(route, { token: adminToken, tenant });
        expect(other.status, `${routeName(route)} ${tenant}`).toBe(upper.status);
        if (route.method === 'GET') expect(other.body, `${routeName(route)} ${tenant}`).toEqual(upper.body);
      }
    }
  });

  it('answers every list of the own tenant to its administrator: 200, or 403 RESOURCE_FORBIDDEN for a resource the tenant does not show', async () => {
    const { visibleRoutes } = (await server.api('GET', '/tenant-config', { token: adminToken, tenant: HOME })).body;
    for (const route of routes('tenant').filter((candidate) => candidate.method === 'GET' && !candidate.params.length)) {
      const shown = !route.visibility || visibleRoutes.includes(route.visibility);
      expect((await call(route, { token: adminToken, tenant: HOME })).status, routeName(route)).toBe(shown ? 200 : 403);
    }
  });

  it('lets a system administrator use any existing tenant, but not an unknown one', async () => {
    const { token } = await server.loginAs('admin@fuel-portal.example');
    for (const tenant of ['OILCO_PRODUCER', 'OILCO_CFR', 'TENANT1', 'OTHER_TENANT', 'TENANT2']) {
      expect((await server.api('GET', '/tenant-config', { token, tenant })).status).toBe(200);
    }
    for (const route of routes('tenant')) {
      const { status, body } = await call(route, { token, tenant: 'NO_SUCH_TENANT' });
      expect(status, routeName(route)).toBe(403);
      expect(body).toMatchObject({ code: 'TENANT_FORBIDDEN' });
    }
  });

  it('applies revoked access at once, with the same token', async () => {
    const { token } = await server.loginAs('multi@fuel-portal.example');
    expect((await server.api('GET', '/tenant-config', { token, tenant: 'OTHER_TENANT' })).status).toBe(200);
    await server.db.query(
      `DELETE FROM user_tenants WHERE tenant = 'OTHER_TENANT' AND user_id = (SELECT id FROM users WHERE login = 'multi@fuel-portal.example')`,
    );
    expect((await server.api('GET', '/tenant-config', { token, tenant: 'OTHER_TENANT' })).status).toBe(403);
  });
});

describe('GET /tenant-config', () => {
  it('returns the menu keys of OILCO_PRODUCER, the import view last (its import types show it)', async () => {
    const { token } = await server.loginAs('producer.admin@oilco.example');
    const { body } = await server.api('GET', '/tenant-config', { token, tenant: 'oilco_producer' });
    expect(body).toEqual({
      tenant: 'OILCO_PRODUCER',
      displayName: 'OilCo Producer',
      visibleRoutes: [
        'inbounds',
        'outbounds',
        'sustainabilitydata',
        'mass-balances',
        'carbonintensityconfigurations',
        'partners',
        'products',
        'locations',
        'country-codes',
        'onsite-report-facility-input',
        'onsite-report-facility-output',
        'offsite-report-facility-input',
        'import-messages',
      ],
      visibleImportTypes: ['rawPHD', 'rawStock', 'rawImport'],
      timeZone: 'America/Edmonton',
      today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('returns no data menus for OTHER_TENANT', async () => {
    const { token } = await server.loginAs('admin@fuel-portal.example');
    const { body } = await server.api('GET', '/tenant-config', { token, tenant: 'OTHER_TENANT' });
    expect(body).toEqual({
      tenant: 'OTHER_TENANT',
      displayName: 'Other Tenant',
      visibleRoutes: [],
      visibleImportTypes: [],
      timeZone: 'America/Edmonton',
      today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });
});
