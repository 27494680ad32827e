import { authenticator } from 'otplib';
import { describe, expect, it } from 'vitest';
import { demoUser, useTestServer } from './harness';

const server = useTestServer();
const plain = demoUser('user@tenant1.example');
const multi = demoUser('multi@fuel-portal.example');

describe('password change ends the other sessions', () => {
  it('keeps the calling session, revokes the others and posts passwordChanged', async () => {
    const other = await server.loginAs(plain.login);
    const current = await server.loginAs(plain.login);
    const changed = await server.api('POST', '/account/pwd', {
      token: current.token,
      body: { currentPassword: plain.password, newPassword: 'Brand-New-Pass-1', refreshToken: current.refreshToken },
    });
    expect(changed.status).toBe(200);

    const refresh = (session: { token: string; refreshToken: string }) =>
      server.api('POST', '/account/refreshtoken', { body: { accessToken: session.token, refreshToken: session.refreshToken } });
    expect((await refresh(other)).status).toBe(401);
    const kept = await refresh(current);
    expect(kept.status).toBe(200);

    const inbox = await server.api('GET', '/messages', { token: kept.body.token });
    expect(inbox.body).toEqual([expect.objectContaining({ kind: 'passwordChanged', params: {}, tenant: null, readAt: null })]);
  });
});

describe('messages', () => {
  it('are per user: another user neither sees nor marks them (404)', async () => {
    const owner = await server.login(plain.login, 'Brand-New-Pass-1');
    const stranger = await server.loginAs(multi.login);
    const [message] = (await server.api('GET', '/messages', { token: owner.body.token })).body;
    expect((await server.api('GET', '/messages', { token: stranger.token })).body).toEqual([]);
    expect((await server.api('POST', `/messages/${message.id}/read`, { token: stranger.token })).status).toBe(404);
    expect((await server.api('POST', '/messages/999999/read', { token: owner.body.token })).status).toBe(404);
    expect((await server.api('GET', '/messages/unread-count', { token: owner.body.token })).body).toEqual({ count: 1 });
  });

  it('newest first with x-total-count, unread filter, unread count, mark read and mark all read', async () => {
    const { token } = await server.loginAs(multi.login);
    const { secret } = (await server.api('POST', '/account/2fa/setup', { token })).body;
    expect((await server.api('POST', '/account/2fa/enable', { token, body: { code: authenticator.generate(secret), password: multi.password } })).status).toBe(
      200,
    );
    expect((await server.api('POST', '/account/reset-2fa', { token, body: { password: multi.password } })).status).toBe(200);

    const all = await server.api('GET', '/messages?_start=0&_end=1', { token });
    expect(all.headers.get('x-total-count')).toBe('2');
    expect(all.body.map((m: { kind: string }) => m.kind)).toEqual(['twoFactorDisabled']);
    expect((await server.api('GET', '/messages/unread-count', { token })).body).toEqual({ count: 2 });

    expect((await server.api('POST', `/messages/${all.body[0].id}/read`, { token })).status).toBe(200);
    const unread = await server.api('GET', '/messages?unread=1', { token });
    expect(unread.body.map((m: { kind: string }) => m.kind)).toEqual(['twoFactorEnabled']);
    expect(unread.headers.get('x-total-count')).toBe('1');

    expect((await server.api('POST', '/messages/read-all', { token })).body).toEqual({ updated: 1 });
    expect((await server.api('GET', '/messages/unread-count', { token })).body).toEqual({ count: 0 });
    const read = (await server.api('GET', '/messages', { token })).body;
    expect(read.every((m: { readAt: string | null }) => typeof m.readAt === 'string')).toBe(true);
  });

  it('need a session', async () => {
    expect((await server.api('GET', '/messages')).status).toBe(401);
    expect((await server.api('GET', '/messages/unread-count')).status).toBe(401);
  });
});

describe('GET /account/me', () => {
  it('reports twoFactorEnabled; the login answer is unchanged', async () => {
    const login = await server.loginAs(multi.login);
    expect(login).not.toHaveProperty('twoFactorEnabled');
    const me = await server.api('GET', '/account/me', { token: login.token });
    expect(me.body).toMatchObject({ login: multi.login, twoFactorEnabled: false });
  });
});
