import { describe, expect, it } from 'vitest';
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
