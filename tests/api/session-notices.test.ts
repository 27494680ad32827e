import { describe, expect, it } from 'vitest';
import { NOTICES_APPLICATION } from '../../src/server/db/postgres-notices';
import { SESSION_CHANGE_CHANNEL } from '../../src/server/security/session-cache';
import { useTestServer } from './harness';

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * A node keeps the session checks that passed until the database notifies a change to what they read
 * (session-cache.ts, migration 21): its own changes before they are answered, another node's as they come.
 */
describe('session change notices', () => {
  const server = useTestServer();

  /** Counts the notices `db` hears on the session channel, and whether they arrive. */
  async function hear(db = server.db) {
    const heard = { notices: 0, live: [] as boolean[] };
    const stop = await db.listen(
      SESSION_CHANGE_CHANNEL,
      () => heard.notices++,
      (live) => heard.live.push(live),
    );
    return { heard, stop };
  }

  it('a change to a user is heard before the statement that made it is answered', async () => {
    const { heard, stop } = await hear();
    await server.db.query(`UPDATE users SET firstname = firstname WHERE login = 'user@tenant1.example'`);
    expect(heard.notices).toBeGreaterThan(0);
    await stop();
  });

  it("a transaction's change is heard before its commit is answered", async () => {
    const { heard, stop } = await hear();
    await server.db.transaction(async (tx) => {
      await tx.query(`UPDATE user_tenants SET adminflag = adminflag WHERE tenant = 'TENANT1'`);
    });
    expect(heard.notices).toBeGreaterThan(0);
    await stop();
  });

  it('a session answered from memory ends at once when the database revokes it, whoever wrote that', async () => {
    const { token } = await server.loginAs('user@tenant1.example');
    expect((await server.api('GET', '/account/me', { token })).status).toBe(200);
    expect((await server.api('GET', '/account/me', { token })).status).toBe(200);
    await server.db.query(
      `UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = (SELECT id FROM users WHERE login = 'user@tenant1.example') AND revoked_at IS NULL`,
    );
    expect((await server.api('GET', '/account/me', { token })).status).toBe(401);
  });

  it('a user locked by a statement on the database loses access at once', async () => {
    const { token } = await server.loginAs('user@tenant1.example');
    expect((await server.api('GET', '/account/me', { token })).status).toBe(200);
    await server.db.query(`UPDATE users SET locked = true WHERE login = 'user@tenant1.example'`);
    try {
      expect((await server.api('GET', '/account/me', { token })).status).toBe(401);
    } finally {
      await server.db.query(`UPDATE users SET locked = false WHERE login = 'user@tenant1.example'`);
    }
  });

  it.skipIf(!onPostgres)("another node's change is heard, and a lost listening connection says so until it listens again", async () => {
    const second = await server.startSecondNode();
    try {
      const { heard, stop } = await hear(second.db);
      expect(heard.live).toEqual([true]);
      await server.db.query(`UPDATE tenants SET display_name = display_name WHERE name = 'TENANT1'`);
      await expect.poll(() => heard.notices).toBeGreaterThan(0);
      await server.db.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`, [NOTICES_APPLICATION]);
      await expect.poll(() => heard.live).toEqual([true, false]);
      await expect.poll(() => heard.live, { timeout: 10_000 }).toEqual([true, false, true]);
      const after = heard.notices;
      await server.db.query(`UPDATE tenants SET display_name = display_name WHERE name = 'TENANT1'`);
      await expect.poll(() => heard.notices).toBeGreaterThan(after);
      await stop();
    } finally {
      await second.stop();
    }
  });
});
