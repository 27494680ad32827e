import { describe, expect, it } from 'vitest';
import { PER_CLIENT_LIMIT } from '../../src/server/security/login-throttle';
import { hashPassword } from '../../src/server/security/password-hash';
import { insertUser } from '../../src/server/users/user-repository';
import { demoUser, useTestServer } from './harness';

const server = useTestServer();
const user = demoUser('user@tenant1.example');

async function changePassword(currentPassword: string, newPassword: string) {
  const { token } = await server.loginAs(user.login);
  return server.api('POST', '/account/pwd', { token, body: { currentPassword, newPassword } });
}

describe('POST /account/pwd', () => {
  it('refuses a wrong current password: 401 "Aktuelles Passwort ist ungültig"', async () => {
    const { status, body } = await changePassword('Wrong-Current-1', 'Brand-New-Pass-1');
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 'INVALID_CURRENT_PASSWORD', message: 'Aktuelles Passwort ist ungültig' });
  });

  it('refuses a new password that breaks the policy: 400 "Das neue Passwort entspricht nicht den Anforderungen"', async () => {
    for (const weak of ['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere']) {
      const { status, body } = await changePassword(user.password, weak);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'PASSWORD_POLICY', message: 'Das neue Passwort entspricht nicht den Anforderungen' });
    }
  });

  it('changes the password: the new one logs in, the old one no longer', async () => {
    const { status, body } = await changePassword(user.password, 'Brand-New-Pass-1');
    expect(status).toBe(200);
    expect(body).toEqual({ success: true });
    expect((await server.login(user.login, 'Brand-New-Pass-1')).status).toBe(200);
    expect((await server.login(user.login, user.password)).status).toBe(401);
  });
});

describe('password checks outside login', () => {
  it('wrong current passwords on /account/pwd are throttled', async () => {
    // A user of its own: the block also stops this address's logins for that user.
    const login = 'pwd.throttle@example.com';
    await insertUser(server.db, { login, firstname: 'Pia', lastname: 'Guess', passwordHash: await hashPassword('Right-Password-1') });
    const { token } = (await server.login(login, 'Right-Password-1')).body;
    const change = (currentPassword: string) => server.api('POST', '/account/pwd', { token, body: { currentPassword, newPassword: 'Brand-New-Pass-1' } });
    for (let i = 0; i < PER_CLIENT_LIMIT; i++) expect((await change(`Wrong-Current-${i}`)).status).toBe(401);
    const blocked = await change('Right-Password-1');
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect((await server.login(login, 'Right-Password-1')).status).toBe(429);
  });
});
