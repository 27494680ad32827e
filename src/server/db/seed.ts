import { randomInt } from 'node:crypto';
import { generatePassword } from '../../shared/password';
import { hashPassword } from '../security/password-hash';
import { insertUser } from '../users/user-repository';
import type { Db, Queryable } from './db';
import { DEMO_TENANTS, DEMO_USERS } from './demo-data';

async function hasUsers(db: Queryable): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users LIMIT 1');
  return rows.length > 0;
}

/** Creates the demo tenants and users; does nothing when any user exists. Returns whether it seeded. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const hashes = await Promise.all(DEMO_USERS.map((user) => hashPassword(user.password)));
  return db.transaction(async (tx) => {
    if (await hasUsers(tx)) return false;
    for (const tenant of DEMO_TENANTS) {
      await tx.query(
        `INSERT INTO tenants (name, display_name, visible_routes, visible_import_types, issuer) VALUES ($1, $2, $3::jsonb, $4::jsonb, $5::jsonb)
         ON CONFLICT (name) DO NOTHING`,
        [
          tenant.tenant,
          tenant.displayName,
          JSON.stringify(tenant.visibleRoutes),
          JSON.stringify(tenant.visibleImportTypes),
          JSON.stringify(tenant.issuer ?? {}),
        ],
      );
    }
    for (const [index, user] of DEMO_USERS.entries()) {
      const id = await insertUser(tx, { ...user, passwordHash: hashes[index] });
      for (const membership of user.tenants) {
        await tx.query('INSERT INTO user_tenants (tenant, user_id, adminflag) VALUES ($1, $2, $3)', [membership.tenant, id, membership.admin]);
      }
    }
    return true;
  });
}

/**
 * Production start on an empty database: one system administrator so someone can sign in.
 * `generatedPassword` is set only when a password had to be generated (to print once).
 */
export async function ensureSystemAdmin(db: Db, login: string, password?: string): Promise<{ created: boolean; generatedPassword?: string }> {
  const chosen = password || generatePassword(randomInt);
  const passwordHash = await hashPassword(chosen);
  const created = await db.transaction(async (tx) => {
    if (await hasUsers(tx)) return false;
    await insertUser(tx, { login, firstname: 'System', lastname: 'Administrator', passwordHash, adminflag: true });
    return true;
  });
  return { created, generatedPassword: created && !password ? chosen : undefined };
}
