import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import type { Db } from '../../src/server/db/db';
import { MIGRATIONS, migrate } from '../../src/server/db/migrations';
import { hashPassword } from '../../src/server/security/password-hash';
import { UNIQUE_LOGIN_INDEX, enforceUniqueLogins } from '../../src/server/users/login-uniqueness';
import { databaseBeforeStep } from '../support/database-before-step';

/** The step that makes logins unique regardless of case. */
let STEP: number;
const PASSWORD = 'Dup-Password-1';
const DUPLICATES = [
  ['USER@TENANT1.EXAMPLE', 'user@tenant1.example'],
  ['Dup@X.example', 'dup@x.example', 'DUP@X.EXAMPLE'],
];

let db: Db;
let dispose: () => Promise<void>;

/** An empty database of the run's engine, migrated as the release before the step left it. */
beforeAll(async () => {
  ({ db, step: STEP, dispose } = await databaseBeforeStep('logins unique regardless of case'));
  const hash = await hashPassword(PASSWORD);
  for (const login of DUPLICATES.flat()) {
    await db.query(`INSERT INTO users (login, firstname, lastname, password_hash) VALUES ($1, 'Dora', 'Duplicate', $2)`, [login, hash]);
  }
  await db.query(
    `INSERT INTO login_attempts (login, client, attempts, window_start, trusted_until) VALUES ('Dup@X.example', '203.0.113.9', 2, now(), now() + interval '1 day')`,
  );
});
afterAll(() => dispose?.());

async function indexBuilt(): Promise<boolean> {
  const { rows } = await db.query<{ built: boolean }>(`SELECT to_regclass('${UNIQUE_LOGIN_INDEX}') IS NOT NULL AS built`);
  return rows[0].built;
}

/** A server on the database; answers it with the warnings its start wrote. */
async function start(): Promise<{ app: FastifyInstance; warnings: string[] }> {
  const warnings: string[] = [];
  const stream = { write: (line: string) => void warnings.push(JSON.parse(line).msg) };
  const app = await buildApp({ db, logger: { level: 'warn', stream } });
  return { app, warnings };
}

describe('the migration to logins unique regardless of case, on a database holding case-duplicates', () => {
  it('does not fail, keeps every account, and leaves the unique index for later', async () => {
    expect(await migrate(db)).toContain(MIGRATIONS[STEP].id);
    const { rows } = await db.query<{ login: string }>('SELECT login FROM users ORDER BY id');
    expect(rows.map((row) => row.login)).toEqual(DUPLICATES.flat());
    expect(await indexBuilt()).toBe(false);
  });

  it('keeps throttle counts under the lower-cased login', async () => {
    const { rows } = await db.query<{ login: string; attempts: number }>(`SELECT login, attempts FROM login_attempts WHERE client = '203.0.113.9'`);
    expect(rows).toEqual([{ login: 'dup@x.example', attempts: 2 }]);
  });

  it('names the duplicates in a warning at every start until they are resolved; each signs in with its own spelling, another reaches the oldest', async () => {
    for (let round = 0; round < 2; round++) {
      const { app, warnings } = await start();
      try {
        const named = warnings.filter((line) => line.startsWith('Logins differ only in case'));
        expect(named).toHaveLength(DUPLICATES.length);
        for (const group of DUPLICATES) expect(named.filter((line) => group.every((login) => line.includes(login)))).toHaveLength(1);
        const signIn = async (login: string) =>
          (await app.inject({ method: 'POST', url: '/api/v1/account/login', payload: { login, password: PASSWORD } })).json().login;
        for (const login of DUPLICATES.flat()) expect(await signIn(login)).toBe(login);
        expect(await signIn('dUP@x.EXAMPLE')).toBe('Dup@X.example');
      } finally {
        await app.close();
      }
    }
    expect(await indexBuilt()).toBe(false);
  });

  it('builds the unique index at the first start after the duplicates are resolved', async () => {
    await db.query(`DELETE FROM users WHERE login IN ('USER@TENANT1.EXAMPLE', 'dup@x.example')`);
    expect(await enforceUniqueLogins(db)).toEqual([['Dup@X.example', 'DUP@X.EXAMPLE']]);
    expect(await indexBuilt()).toBe(false);
    await db.query(`UPDATE users SET login = 'dup.second@x.example' WHERE login = 'DUP@X.EXAMPLE'`);
    const { app, warnings } = await start();
    await app.close();
    expect(warnings.filter((line) => line.startsWith('Logins differ only in case'))).toEqual([]);
    expect(await indexBuilt()).toBe(true);
    const insert = db.query(`INSERT INTO users (login, firstname, lastname, password_hash) VALUES ('DUP@x.example', 'Sly', 'Spelling', 'x')`);
    await expect(insert).rejects.toMatchObject({ code: '23505' });
  });
});
