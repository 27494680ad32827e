import { describe, expect, it } from 'vitest';
import { demoUser, useTestServer } from './harness';

const server = useTestServer();

const PRODUCER_ADMIN = 'producer.admin@oilco.example';
const PASSWORD = 'Good-Password-42';

let counter = 0;
/** A login of its own per test, with capitals, so no test's counts touch another's. */
function newLogin(): string {
  counter += 1;
  return `Case.Person${counter}@Example.com`;
}

async function createUser(login: string) {
  const { token } = await server.loginAs(PRODUCER_ADMIN);
  return server.api('POST', '/users', { token, tenant: 'OILCO_PRODUCER', body: { login, firstname: 'Cas', lastname: 'Case', password: PASSWORD } });
}

describe('logins are one regardless of case', () => {
  it('refuses a login that differs from an existing one only in case: 409 LOGIN_EXISTS', async () => {
    const login = newLogin();
    expect((await createUser(login)).status).toBe(201);
    for (const duplicate of [login.toUpperCase(), login.toLowerCase(), 'USER@TENANT1.EXAMPLE']) {
      const refused = await createUser(duplicate);
      expect(refused.status, duplicate).toBe(409);
      expect(refused.body).toMatchObject({ code: 'LOGIN_EXISTS', message: 'A user with this login already exists' });
    }
    const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE lower(login) = lower($1)', [login]);
    expect(rows[0].n).toBe(1);
  });

  it('of two creations of one login in different case at once, one is refused', async () => {
    const login = newLogin();
    const answers = await Promise.all([createUser(login), createUser(login.toUpperCase()), createUser(login.toLowerCase())]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
  });

  it('signs in the one account with the login in any case, answering it as it was typed at creation', async () => {
    const login = newLogin();
    await createUser(login);
    for (const typed of [login.toLowerCase(), login.toUpperCase(), ` ${login} `]) {
      const { status, body } = await server.login(typed, PASSWORD);
      expect(status, typed).toBe(200);
      expect(body.login).toBe(login);
    }
    const plain = demoUser('user@tenant1.example');
    expect((await server.login('USER@TENANT1.EXAMPLE', plain.password)).body.login).toBe(plain.login);
  });

  it('counts wrong passwords at every spelling of a login together', async () => {
    const login = newLogin();
    await createUser(login);
    const spellings = [login, login.toLowerCase(), login.toUpperCase(), login.toLowerCase(), login.toUpperCase()];
    for (const typed of spellings) expect((await server.login(typed, 'Wrong-Password-1')).status).toBe(401);
    expect((await server.login(login, PASSWORD)).status).toBe(429);
  });

  it('finds the user in any case in user administration', async () => {
    const login = newLogin();
    await createUser(login);
    const { token } = await server.loginAs('admin@fuel-portal.example');
    const call = (method: string, path: string, body?: unknown) => server.api(method, path, { token, tenant: 'OILCO_PRODUCER', body });
    const edited = await call('PATCH', `/users/${encodeURIComponent(login.toUpperCase())}`, {
      login: login.toLowerCase(),
      firstname: 'Cassie',
      lastname: 'Case',
      tenantAdmin: false,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ login, firstname: 'Cassie' });
    expect((await call('POST', `/users/${encodeURIComponent(login.toLowerCase())}/lock`)).status).toBe(200);
    expect((await call('POST', `/users/${encodeURIComponent(login.toUpperCase())}/unlock`)).status).toBe(200);
    expect((await call('POST', `/users/${encodeURIComponent(login.toLowerCase())}/grant`, { tenant: 'OILCO_CFR' })).status).toBe(200);
    const listed = await call('GET', `/users?login=${encodeURIComponent(login.toUpperCase())}`);
    expect(listed.body.map((user: { login: string }) => user.login)).toEqual([login]);
  });

  it('the database refuses a second spelling of a login', async () => {
    const login = newLogin();
    await createUser(login);
    const insert = server.db.query(`INSERT INTO users (login, firstname, lastname, password_hash) VALUES ($1, 'Sly', 'Spelling', 'x')`, [login.toUpperCase()]);
    await expect(insert).rejects.toMatchObject({ code: '23505' });
  });
});
