import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_ONCE } from '../../src/server/db/db';
import { openTestDb, type TestDb } from './test-db';

const READ = 'SELECT * FROM prepared_probe WHERE id = $1';
const inParallel = <T>(times: number, run: () => Promise<T>) => Promise.all(Array.from({ length: times }, run));

describe.skipIf(!process.env.DATABASE_URL)('prepared statements on PostgreSQL', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await openTestDb();
    await testDb.db.query('CREATE TABLE prepared_probe (id integer PRIMARY KEY, n integer NOT NULL)');
    await testDb.db.query('INSERT INTO prepared_probe VALUES (1, 0)');
  });
  afterAll(() => testDb?.dispose());

  it('a prepared statement is planned at every run, for its parameters (no plan kept for all of them)', async () => {
    const inTransaction = await testDb.db.transaction((tx) => tx.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode'));
    const outside = await testDb.db.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode');
    expect([inTransaction.rows[0].plan_cache_mode, outside.rows[0].plan_cache_mode]).toEqual(['force_custom_plan', 'force_custom_plan']);
  });

  it('a statement that finds rows by key may keep one plan for all values (PostgreSQL chooses); in a transaction it is planned at every run', async () => {
    const mode = "SELECT current_setting('plan_cache_mode') AS mode FROM prepared_probe WHERE id = $1";
    const outside = await testDb.db.query<{ mode: string }>(mode, [1], PLAN_ONCE);
    const inTransaction = await testDb.db.transaction((tx) => tx.query<{ mode: string }>(mode, [1], PLAN_ONCE));
    expect([outside.rows[0].mode, inTransaction.rows[0].mode]).toEqual(['auto', 'force_custom_plan']);
  });

  it('a statement prepared before a column was added answers with the new column, on every connection', async () => {
    // Prepared on as many pooled connections as run at once, of both kinds.
    const both = () => Promise.all([testDb.db.query<Record<string, unknown>>(READ, [1]), testDb.db.query<Record<string, unknown>>(READ, [1], PLAN_ONCE)]);
    await inParallel(10, both);
    await testDb.db.query('ALTER TABLE prepared_probe ADD COLUMN added text');
    const answers = (await inParallel(10, both)).flat();
    for (const { rows } of answers) expect(Object.keys(rows[0]).sort()).toEqual(['added', 'id', 'n']);
  });

  it('a transaction that meets a stale prepared plan runs again on a fresh connection and commits', async () => {
    await inParallel(10, () => testDb.db.transaction((tx) => tx.query(READ, [1])));
    await testDb.db.query('ALTER TABLE prepared_probe ADD COLUMN later text');
    const runs = await inParallel(10, () =>
      testDb.db.transaction(async (tx) => {
        const { rows } = await tx.query<Record<string, unknown>>(READ, [1]);
        await tx.query('UPDATE prepared_probe SET n = n + 1 WHERE id = $1', [1]);
        return Object.keys(rows[0]).sort();
      }),
    );
    for (const columns of runs) expect(columns).toEqual(['added', 'id', 'later', 'n']);
    const { rows } = await testDb.db.query<{ n: number }>('SELECT n FROM prepared_probe WHERE id = $1', [1]);
    expect(Number(rows[0].n)).toBe(10);
  });
});
