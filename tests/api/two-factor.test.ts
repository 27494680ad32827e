import { authenticator } from 'otplib';
import { describe, expect, it } from 'vitest';
import { PER_CLIENT_LIMIT } from '../../src/server/security/login-throttle';
import { hashPassword } from '../../src/server/security/password-hash';
import { insertUser } from '../../src/server/users/user-repository';
import { demoUser, useTestServer } from './harness';

const server = useTestServer();
const user = demoUser('producer.admin@oilco.example');
let secret = '';

/** A code from the step before or after the current one would also pass; this one is never valid. */
function wrongCode(): string {
  const right = Number(authenticator.generate(secret));
  return String((right + 500_000) % 1_000_000).padStart(6, '0');
}

describe('two-factor authentication', () => {
  it('set-up returns a pending secret and an otpauth URL for the login with issuer "Fuel Portal"', async () => {
    const { token } = await server.loginAs(user.login);
    const setup = await server.api('POST', '/account/2fa/setup', { token });
    expect(setup.status).toBe(200);
    secret = setup.body.secret;
    expect(setup.body.otpauthUrl).toBe(authenticator.keyuri(user.login, 'Fuel Portal', secret));
    expect((await server.login(user.login, user.password)).body.success).toBe(true);
  });

  it('enabling two-factor login needs the password: missing 400, wrong 401 INVALID_PASSWORD, and 2FA stays off', async () => {
    const { token } = await server.loginAs(user.login);
    const missing = await server.api('POST', '/account/2fa/enable', { token, body: { code: authenticator.generate(secret) } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'VALIDATION', field: 'password' });
    const wrong = await server.api('POST', '/account/2fa/enable', { token, body: { code: authenticator.generate(secret), password: 'Not-The-Password-1' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('INVALID_PASSWORD');
    expect((await server.api('GET', '/account/me', { token })).body.twoFactorEnabled).toBe(false);
  });

  it('enabling needs a right code: wrong 400 INVALID_TWO_FACTOR_CODE, right 200', async () => {
    const { token } = await server.loginAs(user.login);
    const wrong = await server.api('POST', '/account/2fa/enable', { token, body: { code: wrongCode(), password: user.password } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('INVALID_TWO_FACTOR_CODE');
    const right = await server.api('POST', '/account/2fa/enable', { token, body: { code: authenticator.generate(secret), password: user.password } });
    expect(right.status).toBe(200);
  });

  it('login without a code asks for it and gives no token', async () => {
    const { status, body } = await server.login(user.login, user.password);
    expect(status).toBe(200);
    expect(body).toEqual({ success: false, twoFactorRequired: true });
  });

  it('login with a wrong code is 401 INVALID_TWO_FACTOR_CODE', async () => {
    const { status, body } = await server.login(user.login, user.password, wrongCode());
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 'INVALID_TWO_FACTOR_CODE', message: 'Invalid two-factor code' });
  });

  it('login with the right code returns a token', async () => {
    const { status, body } = await server.login(user.login, user.password, authenticator.generate(secret));
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.token).toMatch(/^Bearer /);
  });

  it('reset-2fa: wrong password 401 "Ungültiges Passwort", right password turns 2FA off', async () => {
    const { token } = (await server.login(user.login, user.password, authenticator.generate(secret))).body;
    const wrong = await server.api('POST', '/account/reset-2fa', { token, body: { password: 'Not-The-Password-1' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'INVALID_PASSWORD', message: 'Ungültiges Passwort' });
    const right = await server.api('POST', '/account/reset-2fa', { token, body: { password: user.password } });
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ success: true });
    expect((await server.login(user.login, user.password)).body.token).toMatch(/^Bearer /);
  });

  it('wrong passwords on /account/reset-2fa and /account/2fa/enable are throttled like login', async () => {
    // A user of its own: the block also stops this address's logins for that user.
    const login = 'totp.throttle@example.com';
    await insertUser(server.db, { login, firstname: 'Tom', lastname: 'Guess', passwordHash: await hashPassword('Right-Password-1') });
    const { token } = (await server.login(login, 'Right-Password-1')).body;
    const reset = (password: string) => server.api('POST', '/account/reset-2fa', { token, body: { password } });
    for (let i = 0; i < PER_CLIENT_LIMIT - 1; i++) expect((await reset(`Wrong-Password-${i}`)).status).toBe(401);
    const enable = await server.api('POST', '/account/2fa/enable', { token, body: { code: '123456', password: 'Wrong-Password-9' } });
    expect(enable.status).toBe(401);
    const blocked = await reset('Right-Password-1');
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect((await server.api('POST', '/account/2fa/enable', { token, body: { code: '123456', password: 'Right-Password-1' } })).status).toBe(429);
  });
});
