import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from './test-db';

describe.skipIf(!process.env.DATABASE_URL)('transactions on PostgreSQL', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await openTestDb();
    await testDb.db.query('CREATE TABLE deadlock_probe (id integer PRIMARY KEY, n integer NOT NULL)');
    await testDb.db.query('INSERT INTO deadlock_probe VALUES (1, 0), (2, 0)');
  });
  afterAll(() => testDb?.dispose());

  it('a transaction chosen as a deadlock victim runs again, so both writers succeed', async () => {
    let attempts = 0;
    let holding = 0;
    const bothHold = new Promise<void>((resolve) => {
      const check = setInterval(() => holding >= 2 && (clearInterval(check), resolve()), 10);
    });
    // Each locks one row, waits until the other holds its row too, then wants the other's row. The victim's
    // second run waits for the other's commit: run at once, it can take its first row back before the
    // other, woken by the abort, has it, and deadlock again.
    const writers: Promise<void>[] = [];
    const runs = [0, 0];
    const writer = (index: number, first: number, second: number) =>
      testDb.db.transaction(async (tx) => {
        attempts++;
        if (runs[index]++ > 0) await writers[1 - index];
        await tx.query('UPDATE deadlock_probe SET n = n + 1 WHERE id = $1', [first]);
        holding++;
        await bothHold;
        await tx.query('UPDATE deadlock_probe SET n = n + 1 WHERE id = $1', [second]);
      });
    writers.push(writer(0, 1, 2), writer(1, 2, 1));
    await Promise.all(writers);
    expect(attempts).toBe(3);
    const { rows } = await testDb.db.query<{ n: number }>('SELECT n FROM deadlock_probe ORDER BY id');
    expect(rows.map((row) => Number(row.n))).toEqual([2, 2]);
  });
});
