import { describe, expect, it } from 'vitest';
import { useTestServer } from './harness';

const server = useTestServer();
const LOGIN = 'user@tenant1.example';

function refresh(accessToken: string, refreshToken: string) {
  return server.api('POST', '/account/refreshtoken', { body: { accessToken, refreshToken } });
}

describe('POST /account/validate-token', () => {
  it('accepts a valid token and tells when it expires (15 minutes)', async () => {
    const { token } = await server.loginAs(LOGIN);
    const { status, body } = await server.api('POST', '/account/validate-token', { token });
    expect(status).toBe(200);
    expect(body.valid).toBe(true);
    const minutesLeft = (Date.parse(body.expiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(14);
    expect(minutesLeft).toBeLessThanOrEqual(15);
  });

  it('answers 401 for a garbage token and for none', async () => {
    const garbage = await server.api('POST', '/account/validate-token', { token: 'abc.def.ghi' });
    expect(garbage.status).toBe(401);
    expect(garbage.body).toMatchObject({ statusCode: 401, error: 'Unauthorized', code: 'UNAUTHORIZED' });
    expect((await server.api('POST', '/account/validate-token')).status).toBe(401);
  });
});

describe('POST /account/refreshtoken', () => {
  it('rotates: the new pair works; reusing the old refresh token is 401 and revokes the newer one too', async () => {
    const first = await server.loginAs(LOGIN);
    const rotated = await refresh(first.token, first.refreshToken);
    expect(rotated.status).toBe(200);
    expect(rotated.body.token).toMatch(/^Bearer /);
    expect(rotated.body.refreshToken).not.toBe(first.refreshToken);
    expect((await server.api('GET', '/account/me', { token: rotated.body.token })).status).toBe(200);

    const reused = await refresh(first.token, first.refreshToken);
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('REFRESH_TOKEN_REUSED');
    const newer = await refresh(rotated.body.token, rotated.body.refreshToken);
    expect(newer.status).toBe(401);
    expect(newer.body.code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('accepts an expired access token whose signature and subject are right', async () => {
    const { refreshToken } = await server.loginAs(LOGIN);
    const { rows } = await server.db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE login = $1', [LOGIN]);
    const expired = server.app.jwt.sign({ sub: rows[0].id, login: LOGIN }, { clockTimestamp: Date.now() - 3_600_000 });
    expect((await server.api('POST', '/account/validate-token', { token: expired })).status).toBe(401);
    expect((await refresh(expired, refreshToken)).status).toBe(200);
  });

  it('refuses an access token of another user, an unknown token and a forged signature', async () => {
    const mine = await server.loginAs(LOGIN);
    const other = await server.loginAs('multi@fuel-portal.example');
    expect((await refresh(other.token, mine.refreshToken)).body.code).toBe('INVALID_REFRESH_TOKEN');
    expect((await refresh(mine.token, 'no-such-token')).body.code).toBe('INVALID_REFRESH_TOKEN');
    const [header, payload] = mine.token.replace('Bearer ', '').split('.');
    const forged = await refresh(`${header}.${payload}.c2lnbmF0dXJl`, mine.refreshToken);
    expect(forged.status).toBe(401);
    expect((await refresh(mine.token, mine.refreshToken)).status).toBe(200);
  });

  it('refuses a user who was locked meanwhile, and their access token stops working at once', async () => {
    const login = 'producer.admin@oilco.example';
    const session = await server.loginAs(login);
    await server.db.query('UPDATE users SET locked = true WHERE login = $1', [login]);
    const me = await server.api('GET', '/account/me', { token: session.token });
    expect(me.status).toBe(401);
    expect(me.body.code).toBe('USER_LOCKED');
    expect((await refresh(session.token, session.refreshToken)).status).toBe(401);
    await server.db.query('UPDATE users SET locked = false WHERE login = $1', [login]);
  });
});

describe('POST /account/logout', () => {
  it('revokes the refresh token it is given (its whole family)', async () => {
    const session = await server.loginAs(LOGIN);
    const other = await server.loginAs(LOGIN);
    const logout = await server.api('POST', '/account/logout', { token: session.token, body: { refreshToken: session.refreshToken } });
    expect(logout.status).toBe(200);
    expect((await refresh(session.token, session.refreshToken)).status).toBe(401);
    expect((await refresh(other.token, other.refreshToken)).status).toBe(200);
  });

  it('without a refresh token revokes all of the user\'s refresh tokens', async () => {
    const login = 'admin@fuel-portal.example';
    const first = await server.loginAs(login);
    const second = await server.loginAs(login);
    expect((await server.api('POST', '/account/logout', { token: first.token })).status).toBe(200);
    expect((await refresh(first.token, first.refreshToken)).status).toBe(401);
    expect((await refresh(second.token, second.refreshToken)).status).toBe(401);
  });
});
