import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../../src/shared/paging';
import { useTestServer } from './harness';

const server = useTestServer();
/** A tenant of its own with more users than the largest page. */
const TENANT = 'MANY_USERS';
const USERS = 1500;
const loginOf = (n: number) => `member${String(n).padStart(4, '0')}@many-users.example`;
let token: string;

const list = async (query: string) => {
  const response = await server.api('GET', `/users?tenant=${TENANT}&${query}`, { token, tenant: 'OILCO_PRODUCER' });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { logins: (response.body as { login: string }[]).map((user) => user.login), total: Number(response.headers.get('x-total-count')) };
};

beforeAll(async () => {
  await server.db.query(`INSERT INTO tenants (name, display_name) VALUES ($1, 'Many users')`, [TENANT]);
  // Names that sort like their numbers; nobody logs in as them, so one placeholder hash serves all.
  await server.db.query(
    `INSERT INTO users (login, firstname, lastname, password_hash)
     SELECT 'member' || lpad(n::text, 4, '0') || '@many-users.example', 'Member', 'Number ' || n, 'x' FROM generate_series(1, ${USERS}) AS n`,
  );
  await server.db.query(`INSERT INTO user_tenants (tenant, user_id) SELECT $1, id FROM users WHERE login LIKE '%@many-users.example'`, [TENANT]);
  await server.db.query(`UPDATE users SET locked = true WHERE login = $1`, [loginOf(1498)]);
  token = (await server.loginAs('admin@fuel-portal.example')).token;
});

describe(`a tenant with ${USERS.toLocaleString('en')} users (more than one page of ${MAX_PAGE_SIZE})`, () => {
  it('the total counts every user, and paging by login reaches the last one', async () => {
    const first = await list(`_start=0&_end=${MAX_PAGE_SIZE}`);
    const rest = await list(`_start=${MAX_PAGE_SIZE}&_end=${2 * MAX_PAGE_SIZE}`);
    expect(first.total).toBe(USERS);
    expect(first.logins).toHaveLength(MAX_PAGE_SIZE);
    expect(rest.logins).toHaveLength(USERS - MAX_PAGE_SIZE);
    expect([...first.logins, ...rest.logins]).toEqual(Array.from({ length: USERS }, (_, index) => loginOf(index + 1)));
  });

  it('every tenant together counts more than these users', async () => {
    const response = await server.api('GET', '/users?tenant=*&_start=0&_end=1', { token, tenant: 'OILCO_PRODUCER' });
    expect(Number(response.headers.get('x-total-count'))).toBeGreaterThan(USERS);
  });

  it('a search finds a user near the end, by login and by name', async () => {
    expect(await list('q=member1499')).toEqual({ logins: [loginOf(1499)], total: 1 });
    expect(await list(`q=${encodeURIComponent('Member Number 1497')}`)).toEqual({ logins: [loginOf(1497)], total: 1 });
  });

  it('the locked filter finds the one locked user among them', async () => {
    expect(await list('locked=true')).toEqual({ logins: [loginOf(1498)], total: 1 });
    expect((await list('locked=false&_start=0&_end=1')).total).toBe(USERS - 1);
  });

  it('sorted by login descending, the first page starts with the last user', async () => {
    expect((await list('_sort=login&_order=desc&_start=0&_end=2')).logins).toEqual([loginOf(1500), loginOf(1499)]);
  });
});
