import type { Queryable } from '../db/db';
import type { TenantAccess, UserInfo } from '../../shared/user';
import { adminErrors } from './admin-errors';

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

/** The columns of a user the session check reads; a change to one is notified (migration 21 lists them). */
export const COLUMNS = 'id::text AS id, login, firstname, lastname, password_hash, adminflag, locked, support, totp_secret, totp_enabled';

/**
 * The condition, order and limit after `WHERE` that find the one user of login `param` regardless of case.
 * The exact spelling comes first: case-duplicates made before logins were unique regardless of case
 * (login-uniqueness.ts) each keep signing in with their own spelling until an administrator resolves them.
 */
export function loginMatch(alias: string, param: string): string {
  return `lower(${alias}.login) = lower(${param}) ORDER BY ${alias}.login = ${param} DESC, ${alias}.id LIMIT 1`;
}

export async function findUserByLogin(db: Queryable, login: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users u WHERE ${loginMatch('u', '$1')}`, [login]);
  return rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0];
}

/**
 * The tenants of the user in row `alias` of users, as a JSON array by tenant name: a system administrator has
 * every tenant, each as admin; others their user_tenants rows. A subquery, so the per-request session
 * statement (session-user.ts) reads them along with the user.
 */
export function tenantsJsonSql(alias: string): string {
  const access = (tenant: string, adminflag: string, displayName: string) =>
    `coalesce(json_agg(json_build_object('tenant', ${tenant}, 'adminflag', ${adminflag}, 'displayName', ${displayName}) ORDER BY ${tenant}), '[]'::json)`;
  return `CASE WHEN ${alias}.adminflag THEN (SELECT ${access('t.name', 'true', 't.display_name')} FROM tenants t)
    ELSE (SELECT ${access('ut.tenant', 'ut.adminflag', 't.display_name')} FROM user_tenants ut JOIN tenants t ON t.name = ut.tenant WHERE ut.user_id = ${alias}.id) END`;
}

export async function tenantsOf(db: Queryable, user: Pick<UserRow, 'id'>): Promise<TenantAccess[]> {
  const { rows } = await db.query<{ tenants: TenantAccess[] }>(`SELECT ${tenantsJsonSql('u')} AS tenants FROM users u WHERE u.id = $1`, [user.id]);
  return rows[0]?.tenants ?? [];
}

/** The signed-in user of `row`; its tenants as read with it (`tenants`), or read now. */
export async function toAuthUser(db: Queryable, row: UserRow, tenants?: TenantAccess[]): Promise<AuthUser> {
  return {
    id: row.id,
    login: row.login,
    firstname: row.firstname,
    lastname: row.lastname,
    adminflag: row.adminflag,
    lockedFlag: row.locked,
    supportflag: row.support,
    tenants: tenants ?? (await tenantsOf(db, row)),
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

/** Any constant: the namespace of the locks on new logins. */
const NEW_LOGIN_LOCK = 531_907;

/**
 * Adds a user; 409 LOGIN_EXISTS when another has the login in any case. In a transaction, creations of
 * one login wait for each other, so two at once cannot both pass the check, even on a database whose
 * case-duplicates still keep the unique index away (login-uniqueness.ts).
 */
export async function insertUser(db: Queryable, user: NewUser): Promise<string> {
  await db.query('SELECT pg_advisory_xact_lock($1, hashtext(lower($2::text)))', [NEW_LOGIN_LOCK, user.login]);
  if (await findUserByLogin(db, user.login)) throw adminErrors.loginExists();
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (login, firstname, lastname, password_hash, adminflag, locked)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
    [user.login, user.firstname, user.lastname, user.passwordHash, user.adminflag ?? false, user.locked ?? false],
  );
  return rows[0].id;
}
