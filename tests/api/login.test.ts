import { describe, expect, it } from 'vitest';
import { isTokenShape, stripBearer } from '../../src/shared/token';
import { hashPassword } from '../../src/server/security/password-hash';
import { insertUser } from '../../src/server/users/user-repository';
import { demoUser, useTestServer } from './harness';

const server = useTestServer();

describe('POST /account/login', () => {
  it('returns the documented fields and a three-part token with the "Bearer " prefix', async () => {
    const user = demoUser('producer.admin@oilco.example');
    const { status, body } = await server.login(user.login, user.password);
    expect(status).toBe(200);
    expect(body.token.startsWith('Bearer ')).toBe(true);
    expect(isTokenShape(stripBearer(body.token))).toBe(true);
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body).toMatchObject({
      success: true,
      login: user.login,
      firstname: 'Paula',
      lastname: 'Producer',
      adminflag: false,
      lockedFlag: false,
      supportflag: false,
    });
    expect(body.tenants).toEqual([
      { tenant: 'OILCO_CFR', adminflag: false, displayName: 'OilCo CFR' },
      { tenant: 'OILCO_PRODUCER', adminflag: true, displayName: 'OilCo Producer' },
    ]);
  });

  it('gives a system administrator every tenant, each as admin', async () => {
    const { body } = await server.login('admin@fuel-portal.example', demoUser('admin@fuel-portal.example').password);
    expect(body.adminflag).toBe(true);
    expect(body.tenants).toEqual(
      ['OILCO_CFR', 'OILCO_PRODUCER', 'OTHER_TENANT', 'TENANT1', 'TENANT2'].map((tenant) => ({ tenant, adminflag: true, displayName: expect.any(String) })),
    );
  });

  it('trims the login and upper-cases one without "@"', async () => {
    await insertUser(server.db, { login: 'JDOE', firstname: 'John', lastname: 'Doe', passwordHash: await hashPassword('Jdoe-Secret-1') });
    const { status, body } = await server.login('  jdoe ', 'Jdoe-Secret-1');
    expect(status).toBe(200);
    expect(body.login).toBe('JDOE');
    expect((await server.login(' user@tenant1.example ', demoUser('user@tenant1.example').password)).status).toBe(200);
  });

  it('answers an unknown login and a wrong password alike: 401 "Invalid Login Data"', async () => {
    const unknown = await server.login('nobody@nowhere.example', 'Whatever-123');
    const wrong = await server.login('producer.admin@oilco.example', 'Wrong-Password-1');
    for (const response of [unknown, wrong]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ statusCode: 401, error: 'Unauthorized', code: 'INVALID_LOGIN', message: 'Invalid Login Data' });
    }
  });

  it('answers a locked user alike whatever the password: 403 USER_LOCKED, no token', async () => {
    const locked = demoUser('locked@fuel-portal.example');
    const right = await server.login(locked.login, locked.password);
    const wrong = await server.login(locked.login, 'Wrong-Password-1');
    const empty = await server.login(locked.login, '');
    for (const response of [right, wrong, empty]) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        code: 'USER_LOCKED',
        message: 'User is locked. Please contact your administrator.',
      });
    }
  });

  it('counts the attempts on a locked user and the right password does not reset them', async () => {
    const login = 'locked.counted@example.com';
    await insertUser(server.db, { login, firstname: 'Lou', lastname: 'Locked', passwordHash: await hashPassword('Locked-Right-1'), locked: true });
    const attempts = ['Wrong-1-Password', 'Locked-Right-1', 'Wrong-2-Password', 'Locked-Right-1', 'Wrong-3-Password'];
    for (const password of attempts) expect((await server.login(login, password)).status).toBe(403);
    for (const password of ['Locked-Right-1', 'Wrong-4-Password']) expect((await server.login(login, password)).status).toBe(429);
  });

  it('blocks a login for 15 minutes after 5 consecutive failures (429), other logins unaffected', async () => {
    const user = demoUser('user@tenant1.example');
    for (let i = 0; i < 5; i++) expect((await server.login(user.login, `Wrong-${i}-Password`)).status).toBe(401);
    const blocked = await server.login(user.login, user.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(blocked.body.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(blocked.body.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(Number(blocked.headers.get('retry-after'))).toBe(blocked.body.retryAfterSeconds);
    expect((await server.login('multi@fuel-portal.example', demoUser('multi@fuel-portal.example').password)).status).toBe(200);
  });

  it('resets the failure count on success', async () => {
    const user = demoUser('multi@fuel-portal.example');
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await server.login(user.login, 'Wrong-Password-1')).status).toBe(401);
      expect((await server.login(user.login, user.password)).status).toBe(200);
    }
  });

  it('records the time of the last login', async () => {
    await server.loginAs('producer.admin@oilco.example');
    const { rows } = await server.db.query<{ recent: boolean }>(
      `SELECT last_login_at > now() - interval '1 minute' AS recent FROM users WHERE login = 'producer.admin@oilco.example'`,
    );
    expect(rows[0].recent).toBe(true);
  });
});

describe('GET /account/me', () => {
  it('returns the login answer without tokens, plus twoFactorEnabled', async () => {
    const { token, refreshToken, success, ...userFields } = (await server.login('multi@fuel-portal.example', demoUser('multi@fuel-portal.example').password))
      .body;
    expect(refreshToken && success).toBeTruthy();
    const me = await server.api('GET', '/account/me', { token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ ...userFields, twoFactorEnabled: false });
  });
});
