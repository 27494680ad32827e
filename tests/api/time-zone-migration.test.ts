import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/db';
import { MIGRATIONS, migrate } from '../../src/server/db/migrations';
import { databaseBeforeStep } from '../support/database-before-step';

let db: Db;
let step: number;
let dispose: () => Promise<void>;

/** A database as the release before the step left it, with settings it could hold. */
beforeAll(async () => {
  ({ db, step, dispose } = await databaseBeforeStep('user time zones by canonical id'));
  for (const [login, timezone] of [
    ['mountain@x.example', 'Canada/Mountain'],
    ['berlin@x.example', 'Europe/Berlin'],
  ]) {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO users (login, firstname, lastname, password_hash) VALUES ($1, 'Zoe', 'Zone', 'x') RETURNING id`,
      [login],
    );
    await db.query(`INSERT INTO user_settings (user_id, settings) VALUES ($1, $2::jsonb)`, [rows[0].id, JSON.stringify({ language: 'de', timezone })]);
  }
});
afterAll(() => dispose?.());

describe('the migration to canonical user time zones', () => {
  it('stores Canada/Mountain as America/Edmonton and leaves the other settings and zones as they were', async () => {
    expect(await migrate(db)).toContain(MIGRATIONS[step].id);
    const { rows } = await db.query<{ login: string; settings: unknown }>(
      'SELECT login, settings FROM users JOIN user_settings ON user_settings.user_id = users.id ORDER BY login',
    );
    expect(rows).toEqual([
      { login: 'berlin@x.example', settings: { language: 'de', timezone: 'Europe/Berlin' } },
      { login: 'mountain@x.example', settings: { language: 'de', timezone: 'America/Edmonton' } },
    ]);
  });
});
