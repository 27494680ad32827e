import { createSigner } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import { hashToken, REUSE_GRACE_SECONDS } from '../../src/server/security/refresh-tokens';
import { demoUser, useTestServer } from './harness';

const JWT_SECRET = 'tokens-test-secret-that-is-long-enough';
const server = useTestServer({ jwtSecret: JWT_SECRET });
const LOGIN = 'user@tenant1.example';

interface Session {
  token: string;
  refreshToken: string;
}

function refresh(accessToken: string, refreshToken: string) {
  return server.api('POST', '/account/refreshtoken', { body: { accessToken, refreshToken } });
}

const me = (session: Session) => server.api('GET', '/account/me', { token: session.token });

async function rotate(session: Session): Promise<Session> {
  const answer = await refresh(session.token, session.refreshToken);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Moves the rotation of a used refresh token `seconds` into the past (instead of waiting). */
async function ageRotation(refreshToken: string, seconds: number): Promise<void> {
  await server.db.query('UPDATE refresh_tokens SET used_at = now() - make_interval(secs => $2) WHERE token_hash = $1', [hashToken(refreshToken), seconds]);
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.replace('Bearer ', '').split('.')[1], 'base64url').toString());
}

async function userId(login: string): Promise<string> {
  const { rows } = await server.db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE login = $1', [login]);
  return rows[0].id;
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

describe('access token claims', () => {
  it('an access token without exp is refused', async () => {
    const session = await server.loginAs(LOGIN);
    const { sub, login, sid } = claimsOf(session.token);
    const timeless = createSigner({ key: JWT_SECRET, algorithm: 'HS256' })({ sub, login, sid });
    expect(claimsOf(timeless)).not.toHaveProperty('exp');
    const validate = await server.api('POST', '/account/validate-token', { token: timeless });
    expect(validate.status).toBe(401);
    expect(validate.body.code).toBe('UNAUTHORIZED');
    expect((await server.api('GET', '/account/me', { token: timeless })).status).toBe(401);
    expect((await refresh(timeless, session.refreshToken)).status).toBe(401);
  });

  it('an access token without a session id is refused', async () => {
    const session = await server.loginAs(LOGIN);
    const withoutSession = server.app.jwt.sign({ sub: await userId(LOGIN), login: LOGIN } as never);
    expect(claimsOf(withoutSession)).toHaveProperty('exp');
    expect((await server.api('GET', '/account/me', { token: withoutSession })).status).toBe(401);
    expect((await server.api('POST', '/account/validate-token', { token: withoutSession })).status).toBe(401);
    expect((await refresh(withoutSession, session.refreshToken)).status).toBe(401);
  });

  it('names the session: the refresh keeps it, a new login starts another', async () => {
    const first = await server.loginAs(LOGIN);
    const second = await server.loginAs(LOGIN);
    expect(claimsOf(first.token).sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(claimsOf(second.token).sid).not.toBe(claimsOf(first.token).sid);
    expect(claimsOf((await rotate(first)).token).sid).toBe(claimsOf(first.token).sid);
  });
});

describe('POST /account/refreshtoken', () => {
  it('rotates: the new pair works and the old refresh token, once outside the grace window, is reuse', async () => {
    const first = await server.loginAs(LOGIN);
    const rotated = await rotate(first);
    expect(rotated.token).toMatch(/^Bearer /);
    expect(rotated.refreshToken).not.toBe(first.refreshToken);
    expect((await me(rotated)).status).toBe(200);

    await ageRotation(first.refreshToken, 3600);
    const reused = await refresh(first.token, first.refreshToken);
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('REFRESH_TOKEN_REUSED');
    const newer = await refresh(rotated.token, rotated.refreshToken);
    expect(newer.status).toBe(401);
    expect(newer.body.code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('accepts an expired access token whose signature, subject and session are right', async () => {
    const session = await server.loginAs(LOGIN);
    const { sid } = claimsOf(session.token);
    const expired = server.app.jwt.sign({ sub: await userId(LOGIN), login: LOGIN, sid: sid as string }, { clockTimestamp: Date.now() - 3_600_000 });
    expect((await server.api('POST', '/account/validate-token', { token: expired })).status).toBe(401);
    expect((await refresh(expired, session.refreshToken)).status).toBe(200);
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

  it('refuses an access token of another session of the same user, and ends neither session', async () => {
    const first = await server.loginAs(LOGIN);
    const second = await server.loginAs(LOGIN);
    const crossed = await refresh(first.token, second.refreshToken);
    expect(crossed.status).toBe(401);
    expect(crossed.body.code).toBe('INVALID_REFRESH_TOKEN');
    expect((await me(first)).status).toBe(200);
    expect((await me(second)).status).toBe(200);
    expect((await refresh(second.token, second.refreshToken)).status).toBe(200);
  });

  it('refuses a user who was locked meanwhile, and their access token stops working at once', async () => {
    const login = 'producer.admin@oilco.example';
    const session = await server.loginAs(login);
    await server.db.query('UPDATE users SET locked = true WHERE login = $1', [login]);
    const locked = await me(session);
    expect(locked.status).toBe(401);
    expect(locked.body.code).toBe('USER_LOCKED');
    expect((await refresh(session.token, session.refreshToken)).status).toBe(401);
    await server.db.query('UPDATE users SET locked = false WHERE login = $1', [login]);
  });

  it('two concurrent refreshes with one token both succeed and the session stays alive', async () => {
    for (const tabs of [2, 3, 4, 2, 3]) {
      const session = await server.loginAs(LOGIN);
      const answers = await Promise.all(Array.from({ length: tabs }, () => refresh(session.token, session.refreshToken)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(tabs).fill(200));
      for (const answer of answers) expect((await me(answer.body)).status).toBe(200);
      const next = await refresh(answers[tabs - 1].body.token, answers[tabs - 1].body.refreshToken);
      expect(next.status).toBe(200);
      expect((await me(next.body)).status).toBe(200);
    }
  });

  it('a replay after the grace window revokes the chain', async () => {
    const first = await server.loginAs(LOGIN);
    const second = await rotate(first);
    const third = await rotate(second);

    await ageRotation(first.refreshToken, REUSE_GRACE_SECONDS - 5);
    expect((await refresh(first.token, first.refreshToken)).status).toBe(200);
    expect((await me(third)).status).toBe(200);

    await ageRotation(first.refreshToken, REUSE_GRACE_SECONDS + 1);
    const replay = await refresh(first.token, first.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('REFRESH_TOKEN_REUSED');
    expect((await refresh(third.token, third.refreshToken)).body.code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('reusing a refresh token outside the grace window revokes the session and its access tokens', async () => {
    const stolen = await server.loginAs(LOGIN);
    const user = await rotate(stolen);
    const bystander = await server.loginAs(LOGIN);
    await ageRotation(stolen.refreshToken, 3600);

    expect((await refresh(stolen.token, stolen.refreshToken)).body.code).toBe('REFRESH_TOKEN_REUSED');
    const ended = await me(user);
    expect(ended.status).toBe(401);
    expect(ended.body.code).toBe('UNAUTHORIZED');
    expect((await me(stolen)).status).toBe(401);
    expect((await me(bystander)).status).toBe(200);
  });
});

describe('sessions end with their access tokens', () => {
  it('logout ends the access token at once', async () => {
    const session = await server.loginAs(LOGIN);
    const other = await server.loginAs(LOGIN);
    expect((await me(session)).status).toBe(200);
    expect((await server.api('POST', '/account/logout', { token: session.token })).status).toBe(200);

    const after = await me(session);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('UNAUTHORIZED');
    expect((await refresh(session.token, session.refreshToken)).status).toBe(401);
    expect((await me(other)).status).toBe(200);
    expect((await refresh(other.token, other.refreshToken)).status).toBe(200);
  });

  it('locking a user ends their access tokens at once, and unlocking does not revive them', async () => {
    const login = 'producer.admin@oilco.example';
    const admin = await server.loginAs('admin@fuel-portal.example');
    const session = await server.loginAs(login);
    const tenantConfig = () => server.api('GET', '/tenant-config', { token: session.token, tenant: 'OILCO_PRODUCER' });
    expect((await tenantConfig()).status).toBe(200);

    const lock = (action: 'lock' | 'unlock') => server.api('POST', `/users/${login}/${action}`, { token: admin.token, tenant: 'OILCO_PRODUCER' });
    expect((await lock('lock')).status).toBe(200);
    expect((await tenantConfig()).status).toBe(401);
    expect((await lock('unlock')).status).toBe(200);
    const afterUnlock = await tenantConfig();
    expect(afterUnlock.status).toBe(401);
    expect(afterUnlock.body.code).toBe('UNAUTHORIZED');
    expect((await refresh(session.token, session.refreshToken)).status).toBe(401);
  });

  it("a password change ends the other sessions' access tokens", async () => {
    const { login, password } = demoUser('multi@fuel-portal.example');
    const other = await server.loginAs(login);
    const current = await server.loginAs(login);
    const change = (from: string, to: string) =>
      server.api('POST', '/account/pwd', { token: current.token, body: { currentPassword: from, newPassword: to, refreshToken: current.refreshToken } });
    expect((await change(password, 'Brand-New-Pass-7')).status).toBe(200);

    expect((await me(other)).status).toBe(401);
    expect((await me(current)).status).toBe(200);
    expect((await change('Brand-New-Pass-7', password)).status).toBe(200);
  });
});
