import type { Queryable } from '../db/db';
import type { TenantAccess, UserInfo } from '../../shared/user';

export interface UserRow {
  id: string;
  login: string;
  firstname: string;
  lastname: string;
  password_hash: string;
  adminflag: boolean;
  locked: boolean;
  support: boolean;
  totp_secret: string | null;
  totp_enabled: boolean;
}

/** The signed-in user as routes see it: the user info of the login answer plus our id and 2FA state. */
export interface AuthUser extends UserInfo {
  id: string;
  twoFactorEnabled: boolean;
}

export const COLUMNS = 'id::text AS id, login, firstname, lastname, password_hash, adminflag, locked, support, totp_secret, totp_enabled';

export async function findUserByLogin(db: Queryable, login: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE login = $1`, [login]);
  return rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0];
}

/** A system administrator has every tenant, each as admin; others their user_tenants rows. */
export async function tenantsOf(db: Queryable, user: Pick<UserRow, 'id' | 'adminflag'>): Promise<TenantAccess[]> {
  const { rows } = user.adminflag
    ? await db.query<TenantAccess>('SELECT name AS tenant, true AS adminflag, display_name AS "displayName" FROM tenants ORDER BY name')
    : await db.query<TenantAccess>(
        `SELECT ut.tenant, ut.adminflag, t.display_name AS "displayName"
           FROM user_tenants ut JOIN tenants t ON t.name = ut.tenant WHERE ut.user_id = $1 ORDER BY ut.tenant`,
        [user.id],
      );
  return rows;
}

export async function toAuthUser(db: Queryable, row: UserRow): Promise<AuthUser> {
  return {
    id: row.id,
    login: row.login,
    firstname: row.firstname,
    lastname: row.lastname,
    adminflag: row.adminflag,
    lockedFlag: row.locked,
    supportflag: row.support,
    tenants: await tenantsOf(db, row),
    twoFactorEnabled: row.totp_enabled,
  };
}

/** The user fields of the login and /account/me answers. */
export function publicUserInfo(user: AuthUser): UserInfo {
  const { login, firstname, lastname, adminflag, lockedFlag, supportflag, tenants } = user;
  return { tenants, login, firstname, lastname, adminflag, lockedFlag, supportflag };
}

export interface NewUser {
  login: string;
  firstname: string;
  lastname: string;
  passwordHash: string;
  adminflag?: boolean;
  locked?: boolean;
}

export async function insertUser(db: Queryable, user: NewUser): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (login, firstname, lastname, password_hash, adminflag, locked)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
    [user.login, user.firstname, user.lastname, user.passwordHash, user.adminflag ?? false, user.locked ?? false],
  );
  return rows[0].id;
}
