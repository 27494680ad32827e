import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLES, type Permission } from '../../src/shared/permissions';
import { demoUser, useTestServer } from './harness';

const server = useTestServer();

const token = async (login: string) => (await server.loginAs(login)).token;

describe('tenant management: admins see it, system administrators change it', () => {
  it('refuses plain users on every tenant route with 403 ADMIN_ONLY', async () => {
    const t = await token('user@tenant1.example');
    for (const [method, path, body] of [
      ['GET', '/tenants', undefined],
      ['POST', '/tenants', { name: 'x1', displayName: 'X' }],
      ['PATCH', '/tenants/TENANT1', { displayName: 'X' }],
    ] as const) {
      const response = await server.api(method, path, { token: t, body });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body.code).toBe('ADMIN_ONLY');
    }
  });

  it('shows a tenant admin only the tenants they administer', async () => {
    for (const [login, administered] of [
      ['producer.admin@oilco.example', ['OILCO_PRODUCER']],
      ['multi@fuel-portal.example', ['TENANT2']],
    ] as const) {
      const response = await server.api('GET', '/tenants', { token: await token(login) });
      expect(response.status, login).toBe(200);
      expect(
        response.body.map((tenant: { name: string }) => tenant.name),
        login,
      ).toEqual(administered);
      expect(response.headers.get('x-total-count'), login).toBe(String(administered.length));
    }
  });

  it('refuses a tenant admin every change, also of a tenant they administer (403 ADMIN_ONLY)', async () => {
    const t = await token('producer.admin@oilco.example');
    for (const [method, path, body] of [
      ['POST', '/tenants', { name: 'x1', displayName: 'X' }],
      ['PATCH', '/tenants/OILCO_PRODUCER', { displayName: 'X' }],
      ['PATCH', '/tenants/OILCO_PRODUCER', { visibleRoutes: ['collections'] }],
      ['PATCH', '/tenants/OILCO_PRODUCER', { visibleImportTypes: [] }],
      ['PATCH', '/tenants/OILCO_PRODUCER', { timeZone: 'Europe/Berlin' }],
    ] as const) {
      const response = await server.api(method, path, { token: t, body });
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(403);
      expect(response.body.code).toBe('ADMIN_ONLY');
    }
    const after = await server.api('GET', '/tenants', { token: t });
    expect(after.body[0]).toMatchObject({ name: 'OILCO_PRODUCER', displayName: 'OilCo Producer', timeZone: 'America/Edmonton' });
  });

  it('lists, creates (upper-cased, unique) and renames tenants', async () => {
    const t = await token('admin@fuel-portal.example');
    const list = await server.api('GET', '/tenants', { token: t });
    expect(list.body.map((tenant: { name: string }) => tenant.name)).toEqual(['OILCO_CFR', 'OILCO_PRODUCER', 'OTHER_TENANT', 'TENANT1', 'TENANT2']);
    const created = await server.api('POST', '/tenants', { token: t, body: { name: 'new_co', displayName: 'New Co' } });
    expect(created).toMatchObject({
      status: 201,
      body: { name: 'NEW_CO', displayName: 'New Co', visibleRoutes: [], visibleImportTypes: [], timeZone: 'America/Edmonton' },
    });
    expect((await server.api('POST', '/tenants', { token: t, body: { name: 'NEW_CO', displayName: 'Again' } })).status).toBe(409);
    const renamed = await server.api('PATCH', '/tenants/new_co', { token: t, body: { displayName: 'New Company' } });
    expect(renamed.body).toMatchObject({ name: 'NEW_CO', displayName: 'New Company' });
    expect((await server.api('PATCH', '/tenants/NOPE', { token: t, body: { displayName: 'X' } })).status).toBe(404);
  });

  it('sets visible routes and import types; the tenant config shows them on the next request', async () => {
    const t = await token('admin@fuel-portal.example');
    const body = { visibleRoutes: ['inbounds', 'import-messages'], visibleImportTypes: ['rawPHD'] };
    expect((await server.api('PATCH', '/tenants/TENANT2', { token: t, body })).status).toBe(200);
    const config = await server.api('GET', '/tenant-config', { token: await token('multi@fuel-portal.example'), tenant: 'TENANT2' });
    expect(config.body).toMatchObject({ tenant: 'TENANT2', displayName: 'Tenant 2', ...body });
  });

  it("sets the tenant's time zone (a link name as its canonical id), audited; the tenant config's day follows at once", async () => {
    const t = await token('admin@fuel-portal.example');
    const set = (timeZone: string) => server.api('PATCH', '/tenants/OTHER_TENANT', { token: t, body: { timeZone } });
    const config = async () => (await server.api('GET', '/tenant-config', { token: t, tenant: 'OTHER_TENANT' })).body;
    const utcDay = new Date().toISOString().slice(0, 10);
    const dayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

    expect((await set('Pacific/Kiritimati')).body).toMatchObject({ name: 'OTHER_TENANT', timeZone: 'Pacific/Kiritimati' });
    expect(await config()).toMatchObject({ timeZone: 'Pacific/Kiritimati', today: dayIn('Pacific/Kiritimati') });
    expect((await set('Canada/Mountain')).body).toMatchObject({ timeZone: 'America/Edmonton' });
    expect(await config()).toMatchObject({ timeZone: 'America/Edmonton', today: dayIn('America/Edmonton') });
    // Kiritimati (UTC+14) and Edmonton (UTC−7) are never on one day, so the answers above came from the zone, not from UTC.
    expect([dayIn('Pacific/Kiritimati'), dayIn('America/Edmonton')]).toContain(utcDay);

    const audit = await server.api('GET', '/audit-log?entity=tenants&action=update', { token: t, tenant: 'OTHER_TENANT' });
    expect(audit.body[0]).toMatchObject({ key: 'OTHER_TENANT', before: { timeZone: 'Pacific/Kiritimati' }, after: { timeZone: 'America/Edmonton' } });
  });

  it('refuses an unknown time zone with 400 naming the field, and changes nothing', async () => {
    const t = await token('admin@fuel-portal.example');
    for (const timeZone of ['Mars/Olympus_Mons', 'UTC+2', '']) {
      const response = await server.api('PATCH', '/tenants/TENANT2', { token: t, body: { timeZone, displayName: 'Renamed' } });
      expect(response.status, timeZone).toBe(400);
      expect(response.body.field, timeZone).toBe('timeZone');
    }
    const refused = await server.api('PATCH', '/tenants/TENANT2', { token: t, body: { timeZone: 'Mars/Olympus_Mons' } });
    expect(refused.body).toMatchObject({ code: 'UNKNOWN_TIME_ZONE', timeZone: 'Mars/Olympus_Mons' });
    const list = await server.api('GET', '/tenants', { token: t });
    expect(list.body.find((tenant: { name: string }) => tenant.name === 'TENANT2')).toMatchObject({ displayName: 'Tenant 2', timeZone: 'America/Edmonton' });
  });

  it("names the tenant by its display name in the tenant config and the login's tenant list, a rename at once", async () => {
    const t = await token('admin@fuel-portal.example');
    expect((await server.api('PATCH', '/tenants/OTHER_TENANT', { token: t, body: { displayName: 'Other Fuels Ltd' } })).status).toBe(200);
    const config = await server.api('GET', '/tenant-config', { token: await token('multi@fuel-portal.example'), tenant: 'OTHER_TENANT' });
    expect(config.body.displayName).toBe('Other Fuels Ltd');
    const login = await server.login('multi@fuel-portal.example', demoUser('multi@fuel-portal.example').password);
    expect(login.body.tenants).toContainEqual({ tenant: 'OTHER_TENANT', adminflag: false, displayName: 'Other Fuels Ltd' });
  });

  it('refuses unknown keys with 400 naming them', async () => {
    const t = await token('admin@fuel-portal.example');
    const response = await server.api('PATCH', '/tenants/TENANT2', {
      token: t,
      body: { visibleRoutes: ['inbounds', 'nope-route'], visibleImportTypes: ['rawPHD', 'nopeImport'] },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'UNKNOWN_KEYS', keys: ['nope-route', 'nopeImport'] });
    expect(response.body.message).toContain('nope-route');
  });
});

describe('GET /tenants: server-side search and sort', () => {
  const names = (body: { name: string }[]) => body.map((tenant) => tenant.name);
  const list = async (query: string) => server.api('GET', `/tenants?${query}`, { token: await token('admin@fuel-portal.example') });

  it('q finds tenants by name or display name, case-insensitively, with the total of what it found', async () => {
    const byDisplayName = await list('q=oilco%20p');
    expect(names(byDisplayName.body)).toEqual(['OILCO_PRODUCER']);
    expect(byDisplayName.headers.get('x-total-count')).toBe('1');
    expect(names((await list('q=tenant')).body)).toEqual(expect.arrayContaining(['OTHER_TENANT', 'TENANT1', 'TENANT2']));
  });

  it('sorts by name or display name in either direction', async () => {
    const ascending = names((await list('_sort=name')).body);
    expect(names((await list('_sort=name&_order=desc')).body)).toEqual([...ascending].reverse());
    expect((await list('_sort=displayName&_order=desc')).status).toBe(200);
  });

  it('refuses a parameter it does not know with 400 UNKNOWN_FIELD naming it', async () => {
    for (const [query, named] of [
      ['visibleRoutes=inbounds', 'visibleRoutes'],
      ['_sort=visibleRoutes', 'visibleRoutes'],
    ]) {
      const { status, body } = await list(query);
      expect(status, query).toBe(400);
      expect(body, query).toMatchObject({ code: 'UNKNOWN_FIELD', fields: [named] });
    }
  });
});

describe('GET /roles', () => {
  it('is the permission table, row by row', async () => {
    const { status, body } = await server.api('GET', '/roles', { token: await token('producer.admin@oilco.example'), tenant: 'OILCO_PRODUCER' });
    expect(status).toBe(200);
    expect(body.roles).toEqual([...ROLES]);
    expect(body.permissions.map((row: { permission: string }) => row.permission)).toEqual(Object.keys(PERMISSIONS));
    for (const row of body.permissions as { permission: Permission; allowed: Record<string, boolean> }[]) {
      for (const role of ROLES) expect(row.allowed[role], `${row.permission} ${role}`).toBe((PERMISSIONS[row.permission] as readonly string[]).includes(role));
    }
  });

  it('is for admins only', async () => {
    expect((await server.api('GET', '/roles', { token: await token('admin@fuel-portal.example'), tenant: 'TENANT1' })).status).toBe(200);
    const plain = await server.api('GET', '/roles', { token: await token('user@tenant1.example'), tenant: 'TENANT1' });
    expect(plain.status).toBe(403);
    expect(plain.body.code).toBe('ADMIN_ONLY');
  });
});
