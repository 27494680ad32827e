import { describe, expect, it } from 'vitest';
import { useTestServer } from './harness';

const server = useTestServer();

/** Every route flagged `tenant: true`, so routes added later are covered without touching this file. */
function tenantRoutes() {
  return server.app.routeCatalog
    .filter((route) => route.config.tenant && route.method !== 'HEAD')
    .map((route) => ({ method: route.method, path: route.url.replace('/api/v1', '').replace(/:[^/]+/g, 'x') }));
}

/**
 * The tenant routes that answer 200 to a bare call: GETs without path parameters outside the registry
 * resources, the admin-only seed jobs and the audit log (resources.test.ts, resource-extras.test.ts, seed.test.ts, audit-log.test.ts cover those).
 */
function plainTenantRoutes() {
  const resources = [...server.app.registry.keys(), 'seed', 'audit-log', 'users', 'roles'];
  return tenantRoutes().filter(
    (route) => route.method === 'GET' && !route.path.includes('/x') && !resources.some((resource) => route.path.startsWith(`/${resource}`)),
  );
}

describe('X-Tenant on routes flagged tenant: true', () => {
  it('finds the tenant routes in the app', () => {
    expect(tenantRoutes()).toContainEqual({ method: 'GET', path: '/tenant-config' });
  });

  it('answers 401 without a token', async () => {
    for (const route of tenantRoutes()) {
      expect((await server.api(route.method, route.path, { tenant: 'TENANT1' })).status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it('answers 403 TENANT_REQUIRED "No tenant selected." without the header', async () => {
    const { token } = await server.loginAs('user@tenant1.example');
    for (const route of tenantRoutes()) {
      const { status, body } = await server.api(route.method, route.path, { token });
      expect(status, `${route.method} ${route.path}`).toBe(403);
      expect(body).toMatchObject({ code: 'TENANT_REQUIRED', message: 'No tenant selected.' });
    }
  });

  it('answers 403 TENANT_FORBIDDEN "Access denied" for a tenant the user lacks or that does not exist', async () => {
    const { token } = await server.loginAs('user@tenant1.example');
    for (const route of tenantRoutes()) {
      for (const tenant of ['OTHER_TENANT', 'NO_SUCH_TENANT']) {
        const { status, body } = await server.api(route.method, route.path, { token, tenant });
        expect(status, `${route.method} ${route.path} ${tenant}`).toBe(403);
        expect(body).toMatchObject({ code: 'TENANT_FORBIDDEN', message: 'Access denied' });
      }
    }
  });

  it("answers 200 for the user's own tenant, named in any case", async () => {
    const { token } = await server.loginAs('user@tenant1.example');
    for (const route of plainTenantRoutes()) {
      for (const tenant of ['TENANT1', 'tenant1', ' Tenant1 ']) {
        expect((await server.api(route.method, route.path, { token, tenant })).status, `${route.method} ${route.path} ${tenant}`).toBe(200);
      }
    }
  });

  it('lets a system administrator use any existing tenant, but not an unknown one', async () => {
    const { token } = await server.loginAs('admin@fuel-portal.example');
    for (const route of plainTenantRoutes()) {
      for (const tenant of ['OILCO_PRODUCER', 'OILCO_CFR', 'TENANT1', 'OTHER_TENANT', 'TENANT2']) {
        expect((await server.api(route.method, route.path, { token, tenant })).status).toBe(200);
      }
      expect((await server.api(route.method, route.path, { token, tenant: 'NO_SUCH_TENANT' })).status).toBe(403);
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
  it('returns the spec §6 keys of OILCO_PRODUCER', async () => {
    const { token } = await server.loginAs('producer.admin@oilco.example');
    const { body } = await server.api('GET', '/tenant-config', { token, tenant: 'oilco_producer' });
    expect(body).toEqual({
      tenant: 'OILCO_PRODUCER',
      visibleRoutes: [
        'inbounds', 'outbounds', 'sustainabilitydata', 'mass-balances', 'carbonintensityconfigurations', 'partners',
        'products', 'locations', 'country-codes', 'onsite-report-facility-input', 'onsite-report-facility-output',
        'offsite-report-facility-input',
      ],
      visibleImportTypes: ['rawPHD', 'rawStock', 'rawImports'],
    });
  });

  it('returns no data menus for OTHER_TENANT', async () => {
    const { token } = await server.loginAs('admin@fuel-portal.example');
    const { body } = await server.api('GET', '/tenant-config', { token, tenant: 'OTHER_TENANT' });
    expect(body).toEqual({ tenant: 'OTHER_TENANT', visibleRoutes: [], visibleImportTypes: [] });
  });

  it('lists import-messages for no tenant', async () => {
    const { token } = await server.loginAs('admin@fuel-portal.example');
    for (const tenant of ['OILCO_PRODUCER', 'OILCO_CFR', 'TENANT1', 'OTHER_TENANT', 'TENANT2']) {
      expect((await server.api('GET', '/tenant-config', { token, tenant })).body.visibleRoutes).not.toContain('import-messages');
    }
  });
});
