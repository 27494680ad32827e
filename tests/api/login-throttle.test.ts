import { describe, expect, it } from 'vitest';
import { PER_CLIENT_LIMIT, PER_LOGIN_LIMIT } from '../../src/server/security/login-throttle';
import { hashPassword } from '../../src/server/security/password-hash';
import { insertUser } from '../../src/server/users/user-repository';
import { useTestServer } from './harness';

// Trusting X-Forwarded-For lets one test client speak from many addresses.
const server = useTestServer({ trustProxy: true });
const PASSWORD = 'Right-Password-1';

let users = 0;
/** A user of its own per test, so the per-login counts of one test do not touch another's. */
async function newUser(): Promise<string> {
  users += 1;
  const login = `throttled${users}@example.com`;
  await insertUser(server.db, { login, firstname: 'Theo', lastname: 'Throttled', passwordHash: await hashPassword(PASSWORD) });
  return login;
}

async function loginFrom(address: string, login: string, password: string): Promise<{ status: number; body: any; headers: Headers }> {
  const response = await server.fetch('/api/v1/account/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ login, password }),
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

const count = (statuses: number[], status: number) => statuses.filter((candidate) => candidate === status).length;

/** Attempts of `login` counted so far (all addresses). */
async function countedAttempts(login: string): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>('SELECT coalesce(sum(attempts), 0)::int AS n FROM login_attempts WHERE login = $1', [login]);
  return rows[0].n;
}

describe('login throttling', () => {
  it('of 100 parallel wrong logins at most 5 passwords are evaluated', async () => {
    const login = await newUser();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => loginFrom('198.51.100.1', login, `Wrong-Password-${i}`)));
    const statuses = answers.map((answer) => answer.status);
    // 401 = the password was checked and wrong; 429 = refused before any check.
    expect(count(statuses, 401)).toBe(PER_CLIENT_LIMIT);
    expect(count(statuses, 429)).toBe(100 - PER_CLIENT_LIMIT);
  });

  it('20 parallel logins with the right password 13th do not let it through once the block is reached', async () => {
    const login = await newUser();
    const guess = (i: number) => loginFrom('198.51.100.2', login, i === 13 ? PASSWORD : `Wrong-Password-${i}`);
    const first = Array.from({ length: 12 }, (_, i) => guess(i + 1));
    // Guesses 1–12 are under way; once five of them are counted the block is reached, whichever they were.
    while ((await countedAttempts(login)) < PER_CLIENT_LIMIT) await new Promise((resolve) => setTimeout(resolve, 5));
    const rest = Array.from({ length: 8 }, (_, i) => guess(i + 13));
    const answers = await Promise.all([...first, ...rest]);
    expect(answers[12].status).toBe(429);
    const statuses = answers.map((answer) => answer.status);
    expect(count(statuses, 200)).toBe(0);
    expect(count(statuses, 401)).toBe(PER_CLIENT_LIMIT);
    expect(count(statuses, 429)).toBe(20 - PER_CLIENT_LIMIT);
  });

  it('a block for one client address does not block the same login from another address', async () => {
    const login = await newUser();
    for (let i = 0; i < PER_CLIENT_LIMIT; i++) expect((await loginFrom('203.0.113.7', login, `Wrong-${i}-Password`)).status).toBe(401);
    const blocked = await loginFrom('203.0.113.7', login, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBe(blocked.body.retryAfterSeconds);
    expect((await loginFrom('203.0.113.8', login, PASSWORD)).status).toBe(200);
  });

  it('addresses of one IPv6 /64 network share one count', async () => {
    const login = await newUser();
    for (let i = 0; i < PER_CLIENT_LIMIT; i++) expect((await loginFrom(`2001:db8:1:2::${i + 1}`, login, 'Wrong-Password-1')).status).toBe(401);
    expect((await loginFrom('2001:db8:1:2:ffff::9', login, PASSWORD)).status).toBe(429);
    expect((await loginFrom('2001:db8:1:3::1', login, PASSWORD)).status).toBe(200);
  });

  it(`wrong passwords from many addresses block a login from new addresses after ${PER_LOGIN_LIMIT}, never from an address it logged in from`, async () => {
    const login = await newUser();
    // This first login counts among the 20 too: 192.0.2.1 was new to the login then.
    expect((await loginFrom('192.0.2.1', login, PASSWORD)).status).toBe(200);
    for (let i = 1; i < PER_LOGIN_LIMIT; i++) {
      expect((await loginFrom(`198.18.0.${i + 1}`, login, 'Wrong-Password-1')).status).toBe(401);
    }
    const elsewhere = await loginFrom('198.18.1.1', login, PASSWORD);
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect((await loginFrom('192.0.2.1', login, PASSWORD)).status).toBe(200);
  });

  it('a successful login resets the count of its address only', async () => {
    const login = await newUser();
    for (let i = 0; i < PER_CLIENT_LIMIT - 1; i++) {
      expect((await loginFrom('192.0.2.10', login, 'Wrong-Password-1')).status).toBe(401);
      expect((await loginFrom('192.0.2.11', login, 'Wrong-Password-1')).status).toBe(401);
    }
    expect((await loginFrom('192.0.2.10', login, PASSWORD)).status).toBe(200);
    expect((await loginFrom('192.0.2.10', login, 'Wrong-Password-1')).status).toBe(401);
    expect((await loginFrom('192.0.2.11', login, 'Wrong-Password-1')).status).toBe(401);
    expect((await loginFrom('192.0.2.11', login, PASSWORD)).status).toBe(429);
  });
});
