import { describe, expect, it } from 'vitest';
import { useTestServer } from './harness';

const server = useTestServer();

const SYSTEM_ADMIN = 'admin@fuel-portal.example';
const PRODUCER_ADMIN = 'producer.admin@oilco.example'; // tenant admin of OILCO_PRODUCER, member of OILCO_CFR
const PLAIN_USER = 'user@tenant1.example';
const MULTI = 'multi@fuel-portal.example'; // admin of TENANT2 only
const GOOD_PASSWORD = 'Good-Password-42';

async function tokenOf(login: string) {
  return (await server.loginAs(login)).token;
}

let counter = 0;
function newLogin() {
  counter += 1;
  return `new.user${counter}@example.com`;
}

async function createUser(token: string, tenant: string, login = newLogin(), tenantAdmin = false) {
  const response = await server.api('POST', '/users', {
    token,
    tenant,
    body: { login, firstname: 'Nina', lastname: 'New', password: GOOD_PASSWORD, tenantAdmin },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return login;
}

async function auditOf(login: string) {
  const { rows } = await server.db.query<{ action: string; user_login: string; tenant: string }>(
    `SELECT action, user_login, tenant FROM audit_log WHERE entity = 'users' AND entity_key = $1 ORDER BY id`,
    [login],
  );
  return rows;
}

describe('GET /users', () => {
  it('lists the users of the current tenant for a tenant admin', async () => {
    const { status, body } = await server.api('GET', '/users', { token: await tokenOf(PRODUCER_ADMIN), tenant: 'OILCO_PRODUCER' });
    expect(status).toBe(200);
    const logins = body.map((user: { login: string }) => user.login);
    expect(logins).toContain(PRODUCER_ADMIN);
    expect(logins).toContain(MULTI);
    expect(logins).not.toContain(PLAIN_USER);
    expect(body.find((user: { login: string }) => user.login === PRODUCER_ADMIN)).toMatchObject({
      firstname: 'Paula',
      lastname: 'Producer',
      role: 'tenantAdministrator',
      tenantAdmin: true,
      locked: false,
    });
    expect(body.find((user: { login: string }) => user.login === MULTI)).toMatchObject({ role: 'user', tenantAdmin: false });
  });

  it('refuses a plain user and a member who is not admin of the current tenant with 403 ADMIN_ONLY', async () => {
    for (const [login, tenant] of [
      [PLAIN_USER, 'TENANT1'],
      [PRODUCER_ADMIN, 'OILCO_CFR'],
    ]) {
      const { status, body } = await server.api('GET', '/users', { token: await tokenOf(login), tenant });
      expect(status).toBe(403);
      expect(body).toMatchObject({ code: 'ADMIN_ONLY', message: 'Access denied' });
    }
  });

  it('lets only a system admin choose another tenant or all tenants', async () => {
    const admin = await tokenOf(SYSTEM_ADMIN);
    const tenant1 = await server.api('GET', '/users?tenant=tenant1', { token: admin, tenant: 'OILCO_PRODUCER' });
    expect(tenant1.body.map((user: { login: string }) => user.login)).toContain(PLAIN_USER);
    const all = await server.api('GET', '/users?tenant=*', { token: admin, tenant: 'OILCO_PRODUCER' });
    expect(all.body.find((user: { login: string }) => user.login === SYSTEM_ADMIN)).toMatchObject({ role: 'systemAdministrator' });
    const producer = await tokenOf(PRODUCER_ADMIN);
    for (const query of ['?tenant=TENANT1', '?tenant=*']) {
      expect((await server.api('GET', `/users${query}`, { token: producer, tenant: 'OILCO_PRODUCER' })).status).toBe(403);
    }
  });
});

describe('GET /users: server-side search, filters and sort', () => {
  const logins = (body: { login: string }[]) => body.map((user) => user.login);
  const all = async (query: string) => {
    const response = await server.api('GET', `/users?tenant=*&${query}`, { token: await tokenOf(SYSTEM_ADMIN), tenant: 'OILCO_PRODUCER' });
    expect(response.status, `${query}: ${JSON.stringify(response.body)}`).toBe(200);
    return response;
  };

  it('each role filter answers the users of that role, and the roles together answer every user', async () => {
    let total = 0;
    for (const role of ['systemAdministrator', 'tenantAdministrator', 'user']) {
      const { body, headers } = await all(`role=${role}`);
      expect(body.length, role).toBeGreaterThan(0);
      for (const user of body) expect(user.role, `${user.login} under role=${role}`).toBe(role);
      total += Number(headers.get('x-total-count'));
    }
    expect(total).toBe(Number((await all('')).headers.get('x-total-count')));
  });

  it('a tenant administrator is a tenant administrator in the tenant they administer only', async () => {
    const token = await tokenOf(PRODUCER_ADMIN);
    const admins = await server.api('GET', '/users?role=tenantAdministrator', { token, tenant: 'OILCO_PRODUCER' });
    expect(logins(admins.body)).toEqual([PRODUCER_ADMIN]);
    const inCfr = await server.api('GET', '/users?tenant=OILCO_CFR&role=user', { token: await tokenOf(SYSTEM_ADMIN), tenant: 'OILCO_PRODUCER' });
    expect(logins(inCfr.body)).toContain(PRODUCER_ADMIN);
  });

  it('the locked filter answers locked or unlocked users only', async () => {
    expect(logins((await all('locked=true')).body)).toContain('locked@fuel-portal.example');
    expect(logins((await all('locked=0')).body)).not.toContain('locked@fuel-portal.example');
  });

  it('q searches login and full name, case-insensitively', async () => {
    expect(logins((await all('q=PAULA%20producer')).body)).toEqual([PRODUCER_ADMIN]);
    expect(logins((await all('q=TENANT1.EXAMPLE')).body)).toEqual([PLAIN_USER]);
  });

  it('sorts by login in either direction', async () => {
    const ascending = logins((await all('_sort=login&_order=asc')).body);
    expect(logins((await all('_sort=login&_order=desc')).body)).toEqual([...ascending].reverse());
  });

  it('refuses a value a filter cannot hold and a parameter it does not know with 400 naming the parameter', async () => {
    const token = await tokenOf(SYSTEM_ADMIN);
    for (const [query, code, named] of [
      ['role=king', 'VALIDATION', 'role'],
      ['locked=maybe', 'VALIDATION', 'locked'],
      ['lastLoginAt_gte=yesterday', 'VALIDATION', 'lastLoginAt_gte'],
      ['password_hash=x', 'UNKNOWN_FIELD', 'password_hash'],
      ['locked_like=t', 'UNKNOWN_FIELD', 'locked_like'],
      ['_sort=password_hash', 'UNKNOWN_FIELD', 'password_hash'],
    ]) {
      const { status, body } = await server.api('GET', `/users?${query}`, { token, tenant: 'OILCO_PRODUCER' });
      expect(status, query).toBe(400);
      expect(body.code, query).toBe(code);
      expect([...(body.errors ?? []).map((error: { field: string }) => error.field), ...(body.fields ?? [])], query).toEqual([named]);
    }
  });
});

describe('POST /users', () => {
  it('creates a user with access to the current tenant who can then log in', async () => {
    const login = await createUser(await tokenOf(PRODUCER_ADMIN), 'OILCO_PRODUCER', newLogin(), true);
    const answer = await server.login(login, GOOD_PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body.tenants).toEqual([{ tenant: 'OILCO_PRODUCER', adminflag: true, displayName: 'OilCo Producer' }]);
    expect(await auditOf(login)).toEqual([{ action: 'create', user_login: PRODUCER_ADMIN, tenant: 'OILCO_PRODUCER' }]);
  });

  it('refuses a plain user', async () => {
    const response = await server.api('POST', '/users', {
      token: await tokenOf(PLAIN_USER),
      tenant: 'TENANT1',
      body: { login: newLogin(), firstname: 'A', lastname: 'B', password: GOOD_PASSWORD },
    });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('ADMIN_ONLY');
  });

  it('refuses a weak password (400 PASSWORD_POLICY), an existing login (409) and a login that is no e-mail (400)', async () => {
    const token = await tokenOf(PRODUCER_ADMIN);
    const body = { firstname: 'A', lastname: 'B', tenantAdmin: false };
    const weak = await server.api('POST', '/users', { token, tenant: 'OILCO_PRODUCER', body: { ...body, login: newLogin(), password: 'short1A' } });
    expect(weak.status).toBe(400);
    expect(weak.body.code).toBe('PASSWORD_POLICY');
    const taken = await server.api('POST', '/users', { token, tenant: 'OILCO_PRODUCER', body: { ...body, login: PLAIN_USER, password: GOOD_PASSWORD } });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'LOGIN_EXISTS', message: 'A user with this login already exists' });
    const noEmail = await server.api('POST', '/users', { token, tenant: 'OILCO_PRODUCER', body: { ...body, login: 'not-an-email', password: GOOD_PASSWORD } });
    expect(noEmail.status).toBe(400);
  });
});

describe('PATCH /users/:login', () => {
  it('changes names and the tenant-admin flag, keeps the password when it is empty, sets a new one when given', async () => {
    const token = await tokenOf(PRODUCER_ADMIN);
    const login = await createUser(token, 'OILCO_PRODUCER');
    const kept = await server.api('PATCH', `/users/${login}`, {
      token,
      tenant: 'OILCO_PRODUCER',
      body: { login, firstname: 'Nora', lastname: 'Renamed', tenantAdmin: true, password: '' },
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ firstname: 'Nora', lastname: 'Renamed', tenantAdmin: true, role: 'tenantAdministrator' });
    expect((await server.login(login, GOOD_PASSWORD)).status).toBe(200);
    const changed = await server.api('PATCH', `/users/${login}`, {
      token,
      tenant: 'OILCO_PRODUCER',
      body: { firstname: 'Nora', lastname: 'Renamed', tenantAdmin: false, password: 'Another-Pass-77' },
    });
    expect(changed.status).toBe(200);
    expect((await server.login(login, GOOD_PASSWORD)).status).toBe(401);
    expect((await server.login(login, 'Another-Pass-77')).status).toBe(200);
    expect((await auditOf(login)).map((entry) => entry.action)).toEqual(['create', 'update', 'update']);
  });

  it('refuses a changed login (400 LOGIN_IMMUTABLE) and a weak new password (400 PASSWORD_POLICY)', async () => {
    const token = await tokenOf(PRODUCER_ADMIN);
    const login = await createUser(token, 'OILCO_PRODUCER');
    const body = { firstname: 'A', lastname: 'B', tenantAdmin: false };
    const renamed = await server.api('PATCH', `/users/${login}`, { token, tenant: 'OILCO_PRODUCER', body: { ...body, login: 'other@example.com' } });
    expect(renamed.status).toBe(400);
    expect(renamed.body.code).toBe('LOGIN_IMMUTABLE');
    const weak = await server.api('PATCH', `/users/${login}`, { token, tenant: 'OILCO_PRODUCER', body: { ...body, password: 'weak' } });
    expect(weak.body.code).toBe('PASSWORD_POLICY');
  });

  it('answers 404 to a tenant admin for users of other tenants and 403 for system admins; a system admin edits anyone', async () => {
    const producer = await tokenOf(PRODUCER_ADMIN);
    const body = { firstname: 'X', lastname: 'Y', tenantAdmin: false };
    expect((await server.api('PATCH', `/users/${PLAIN_USER}`, { token: producer, tenant: 'OILCO_PRODUCER', body })).status).toBe(404);
    expect((await server.api('PATCH', `/users/${SYSTEM_ADMIN}`, { token: producer, tenant: 'OILCO_PRODUCER', body })).status).toBe(404);
    const admin = await tokenOf(SYSTEM_ADMIN);
    const edited = await server.api('PATCH', `/users/${PLAIN_USER}`, {
      token: admin,
      tenant: 'TENANT1',
      body: { ...body, firstname: 'Uwe', lastname: 'User' },
    });
    expect(edited.status).toBe(200);
    const plain = await server.api('PATCH', `/users/${PLAIN_USER}`, { token: await tokenOf(MULTI), tenant: 'TENANT1', body });
    expect(plain.status).toBe(403);
  });
});

describe('lock and unlock', () => {
  it('locking revokes every session at once; unlocking lets the user log in again', async () => {
    const admin = await tokenOf(PRODUCER_ADMIN);
    const login = await createUser(admin, 'OILCO_PRODUCER');
    const session = (await server.login(login, GOOD_PASSWORD)).body;
    expect((await server.api('GET', '/tenant-config', { token: session.token, tenant: 'OILCO_PRODUCER' })).status).toBe(200);

    const locked = await server.api('POST', `/users/${login}/lock`, { token: admin, tenant: 'OILCO_PRODUCER' });
    expect(locked).toMatchObject({ status: 200, body: { message: 'user locked' } });
    expect((await server.api('GET', '/tenant-config', { token: session.token, tenant: 'OILCO_PRODUCER' })).status).toBe(401);
    const refresh = await server.api('POST', '/account/refreshtoken', { body: { accessToken: session.token, refreshToken: session.refreshToken } });
    expect(refresh.status).toBe(401);
    expect((await server.login(login, GOOD_PASSWORD)).status).not.toBe(200);

    const unlocked = await server.api('POST', `/users/${login}/unlock`, { token: admin, tenant: 'OILCO_PRODUCER' });
    expect(unlocked).toMatchObject({ status: 200, body: { message: 'user unlocked' } });
    expect((await server.login(login, GOOD_PASSWORD)).status).toBe(200);
    expect((await auditOf(login)).map((entry) => entry.action)).toEqual(['create', 'update', 'update']);
  });

  it('refuses self-locking, plain users and users of other tenants', async () => {
    const producer = await tokenOf(PRODUCER_ADMIN);
    const self = await server.api('POST', `/users/${PRODUCER_ADMIN}/lock`, { token: producer, tenant: 'OILCO_PRODUCER' });
    expect(self.status).toBe(400);
    expect(self.body.code).toBe('CANNOT_LOCK_SELF');
    expect((await server.api('POST', `/users/${PLAIN_USER}/lock`, { token: producer, tenant: 'OILCO_PRODUCER' })).status).toBe(404);
    expect((await server.api('POST', `/users/${MULTI}/lock`, { token: await tokenOf(PLAIN_USER), tenant: 'TENANT1' })).status).toBe(403);
  });
});

describe('grant and revoke access', () => {
  it('a tenant admin grants only tenants they administer; a system admin any existing tenant', async () => {
    const producer = await tokenOf(PRODUCER_ADMIN);
    const login = await createUser(producer, 'OILCO_PRODUCER');
    const cfr = await server.api('POST', `/users/${login}/grant`, { token: producer, tenant: 'OILCO_PRODUCER', body: { tenant: 'OILCO_CFR' } });
    expect(cfr.status).toBe(403);
    const admin = await tokenOf(SYSTEM_ADMIN);
    const granted = await server.api('POST', `/users/${login}/grant`, { token: admin, tenant: 'OILCO_PRODUCER', body: { tenant: 'tenant2' } });
    expect(granted).toMatchObject({ status: 200, body: { message: 'Access granted' } });
    expect((await server.api('POST', `/users/${login}/grant`, { token: admin, tenant: 'OILCO_PRODUCER', body: { tenant: 'NOPE' } })).status).toBe(404);
    // MULTI administers TENANT2 and sees the user there now; granting TENANT2 again changes nothing.
    const multi = await tokenOf(MULTI);
    expect((await server.api('POST', `/users/${login}/grant`, { token: multi, tenant: 'TENANT2', body: { tenant: 'TENANT2' } })).status).toBe(200);
    expect((await server.login(login, GOOD_PASSWORD)).body.tenants.map((entry: { tenant: string }) => entry.tenant)).toEqual(['OILCO_PRODUCER', 'TENANT2']);
  });

  it('the granted user finds "access granted" for the new tenant in their inbox', async () => {
    const admin = await tokenOf(SYSTEM_ADMIN);
    const login = await createUser(admin, 'OILCO_PRODUCER');
    await server.api('POST', `/users/${login}/grant`, { token: admin, tenant: 'OILCO_PRODUCER', body: { tenant: 'TENANT1' } });
    const { token } = (await server.login(login, GOOD_PASSWORD)).body;
    const inbox = await server.api('GET', '/messages', { token });
    expect(inbox.body).toEqual([expect.objectContaining({ kind: 'accessGranted', params: { tenant: 'TENANT1' }, tenant: 'TENANT1', readAt: null })]);
  });

  it('revoking removes only the current tenant', async () => {
    const admin = await tokenOf(SYSTEM_ADMIN);
    const login = await createUser(admin, 'OILCO_PRODUCER');
    await server.api('POST', `/users/${login}/grant`, { token: admin, tenant: 'OILCO_PRODUCER', body: { tenant: 'TENANT1' } });
    const revoked = await server.api('DELETE', `/users/${login}/access`, { token: await tokenOf(PRODUCER_ADMIN), tenant: 'OILCO_PRODUCER' });
    expect(revoked.status).toBe(200);
    expect((await server.login(login, GOOD_PASSWORD)).body.tenants).toEqual([{ tenant: 'TENANT1', adminflag: false, displayName: 'Tenant 1' }]);
    // Gone from OILCO_PRODUCER, the user is no longer the producer admin's to manage.
    expect((await server.api('DELETE', `/users/${login}/access`, { token: await tokenOf(PRODUCER_ADMIN), tenant: 'OILCO_PRODUCER' })).status).toBe(404);
    expect((await server.api('DELETE', `/users/${MULTI}/access`, { token: await tokenOf(PLAIN_USER), tenant: 'TENANT1' })).status).toBe(403);
  });
});

describe('users who also belong to tenants the admin does not administer', () => {
  /** A user of OILCO_PRODUCER (the producer admin's) and TENANT1 (not theirs), made by the system admin. */
  async function sharedUser() {
    const admin = await tokenOf(SYSTEM_ADMIN);
    const login = await createUser(admin, 'OILCO_PRODUCER');
    expect((await server.api('POST', `/users/${login}/grant`, { token: admin, tenant: 'OILCO_PRODUCER', body: { tenant: 'TENANT1' } })).status).toBe(200);
    return login;
  }
  const body = { firstname: 'Nina', lastname: 'New', tenantAdmin: false };

  it('a tenant administrator cannot set the password of a user who belongs to a tenant they do not administer', async () => {
    const login = await sharedUser();
    const producer = await tokenOf(PRODUCER_ADMIN);
    const refused = await server.api('PATCH', `/users/${login}`, {
      token: producer,
      tenant: 'OILCO_PRODUCER',
      body: { ...body, password: 'Pwned-Account-2026' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'ONLY_SYSTEM_ADMIN_EDITS', message: expect.stringContaining('Only a system administrator') });
    expect((await server.login(login, 'Pwned-Account-2026')).status).toBe(401);
    expect((await server.login(login, GOOD_PASSWORD)).status).toBe(200);
  });

  it('a tenant administrator cannot rename a user who belongs to a tenant they do not administer', async () => {
    const login = await sharedUser();
    const refused = await server.api('PATCH', `/users/${login}`, {
      token: await tokenOf(PRODUCER_ADMIN),
      tenant: 'OILCO_PRODUCER',
      body: { ...body, firstname: 'Mallory' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('ONLY_SYSTEM_ADMIN_EDITS');
    expect((await server.login(login, GOOD_PASSWORD)).body.firstname).toBe('Nina');
  });

  it('a tenant administrator cannot lock or unlock a user who belongs to a tenant they do not administer', async () => {
    const login = await sharedUser();
    const producer = await tokenOf(PRODUCER_ADMIN);
    for (const action of ['lock', 'unlock']) {
      const refused = await server.api('POST', `/users/${login}/${action}`, { token: producer, tenant: 'OILCO_PRODUCER' });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'ONLY_SYSTEM_ADMIN_LOCKS', message: expect.stringContaining('Only a system administrator') });
    }
    expect((await server.login(login, GOOD_PASSWORD)).status).toBe(200);
  });

  it('a tenant administrator still sets the admin flag of, and revokes, the current tenant for such a user', async () => {
    const login = await sharedUser();
    const producer = await tokenOf(PRODUCER_ADMIN);
    const flagged = await server.api('PATCH', `/users/${login}`, {
      token: producer,
      tenant: 'OILCO_PRODUCER',
      body: { ...body, tenantAdmin: true, password: '' },
    });
    expect(flagged.status).toBe(200);
    expect(flagged.body).toMatchObject({ tenantAdmin: true, manageAccount: false });
    expect((await server.api('DELETE', `/users/${login}/access`, { token: producer, tenant: 'OILCO_PRODUCER' })).status).toBe(200);
    expect((await server.login(login, GOOD_PASSWORD)).body.tenants).toEqual([{ tenant: 'TENANT1', adminflag: false, displayName: 'Tenant 1' }]);
  });

  it('GET /users shows a tenant administrator only the memberships of tenants they administer, and what they may do', async () => {
    const login = await sharedUser();
    const own = await createUser(await tokenOf(PRODUCER_ADMIN), 'OILCO_PRODUCER');
    const { body: rows } = await server.api('GET', '/users', { token: await tokenOf(PRODUCER_ADMIN), tenant: 'OILCO_PRODUCER' });
    const row = (wanted: string) => rows.find((user: { login: string }) => user.login === wanted);
    expect(row(login)).toMatchObject({ tenants: [{ tenant: 'OILCO_PRODUCER', adminflag: false }], manageAccount: false });
    expect(row(MULTI).tenants).toEqual([{ tenant: 'OILCO_PRODUCER', adminflag: false }]);
    expect(row(MULTI).manageAccount).toBe(false);
    expect(row(own)).toMatchObject({ tenants: [{ tenant: 'OILCO_PRODUCER', adminflag: false }], manageAccount: true });
    const { body: all } = await server.api('GET', '/users', { token: await tokenOf(SYSTEM_ADMIN), tenant: 'OILCO_PRODUCER' });
    const seenByAdmin = all.find((user: { login: string }) => user.login === login);
    expect(seenByAdmin).toMatchObject({ manageAccount: true });
    expect(seenByAdmin.tenants.map((entry: { tenant: string }) => entry.tenant)).toEqual(['OILCO_PRODUCER', 'TENANT1']);
  });

  it('a system administrator sets the password of, and locks, a user of several tenants', async () => {
    const login = await sharedUser();
    const admin = await tokenOf(SYSTEM_ADMIN);
    const changed = await server.api('PATCH', `/users/${login}`, { token: admin, tenant: 'OILCO_PRODUCER', body: { ...body, password: 'Another-Pass-77' } });
    expect(changed.status).toBe(200);
    expect((await server.login(login, 'Another-Pass-77')).status).toBe(200);
    expect((await server.api('POST', `/users/${login}/lock`, { token: admin, tenant: 'OILCO_PRODUCER' })).status).toBe(200);
    expect((await server.login(login, 'Another-Pass-77')).status).toBe(403);
  });
});

describe('password reset by an administrator', () => {
  it("an administrator's password reset ends the user's sessions", async () => {
    const admin = await tokenOf(PRODUCER_ADMIN);
    const login = await createUser(admin, 'OILCO_PRODUCER');
    const session = (await server.login(login, GOOD_PASSWORD)).body;
    const reset = await server.api('PATCH', `/users/${login}`, {
      token: admin,
      tenant: 'OILCO_PRODUCER',
      body: { firstname: 'Nina', lastname: 'New', tenantAdmin: false, password: 'Reset-By-Admin-1' },
    });
    expect(reset.status).toBe(200);
    const refresh = await server.api('POST', '/account/refreshtoken', { body: { accessToken: session.token, refreshToken: session.refreshToken } });
    expect(refresh.status).toBe(401);
  });

  it('the user finds "password changed" in their inbox', async () => {
    const admin = await tokenOf(PRODUCER_ADMIN);
    const login = await createUser(admin, 'OILCO_PRODUCER');
    await server.api('PATCH', `/users/${login}`, {
      token: admin,
      tenant: 'OILCO_PRODUCER',
      body: { firstname: 'Nina', lastname: 'New', tenantAdmin: false, password: 'Reset-By-Admin-1' },
    });
    const { token } = (await server.login(login, 'Reset-By-Admin-1')).body;
    expect((await server.api('GET', '/messages', { token })).body).toEqual([expect.objectContaining({ kind: 'passwordChanged', tenant: null })]);
  });
});
