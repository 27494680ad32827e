import type { Queryable } from '../db/db';
import type { ColumnListQuery } from '../lists/column-list';
import type { SqlParams } from '../resources/sql-params';
import { canManageAccount, visibleMemberships, type AdminUser } from '../../shared/user-admin';
import type { TenantAccess, UserInfo } from '../../shared/user';
import { loginMatch } from './user-repository';

/** A user as administration sees it: with id and every tenant access. */
export interface ManagedUser {
  id: string;
  login: string;
  firstname: string;
  lastname: string;
  adminflag: boolean;
  locked: boolean;
  lastLoginAt: string | null;
  tenants: TenantAccess[];
}

/** The row SELECT answers: the same user before its timestamp and tenant list are normalised. */
type Row = Omit<ManagedUser, 'lastLoginAt' | 'tenants'> & { last_login_at: Date | string | null; tenants: TenantAccess[] | null };

const SELECT = `
  SELECT u.id::text AS id, u.login, u.firstname, u.lastname, u.adminflag, u.locked, u.last_login_at,
         (SELECT json_agg(json_build_object('tenant', ut.tenant, 'adminflag', ut.adminflag) ORDER BY ut.tenant)
            FROM user_tenants ut WHERE ut.user_id = u.id) AS tenants
    FROM users u`;

function toManaged(row: Row): ManagedUser {
  const at = row.last_login_at;
  return {
    id: row.id,
    login: row.login,
    firstname: row.firstname,
    lastname: row.lastname,
    adminflag: row.adminflag,
    locked: row.locked,
    lastLoginAt: at === null ? null : new Date(at).toISOString(),
    tenants: row.tenants ?? [],
  };
}

/**
 * One page of the users a list query selects (users/user-list.ts, its values in `params`), and their
 * total. The query's conditions and order are over `users u`.
 */
export async function listManagedUsers(db: Queryable, query: ColumnListQuery, params: SqlParams): Promise<{ users: ManagedUser[]; total: number }> {
  // Safe integers checked by readPage.
  const page = `LIMIT ${query.page.limit} OFFSET ${query.page.offset}`;
  const [{ rows }, count] = await Promise.all([
    db.query<Row>(`${SELECT} WHERE ${query.where} ORDER BY ${query.orderBy} ${page}`, params.values),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM users u WHERE ${query.where}`, params.values),
  ]);
  return { users: rows.map(toManaged), total: count.rows[0].total };
}

export async function findManagedUser(db: Queryable, login: string): Promise<ManagedUser | undefined> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE ${loginMatch('u', '$1')}`, [login]);
  return rows[0] && toManaged(rows[0]);
}

/** Who looks at the user list: the signed-in admin in their current tenant. */
export interface Viewer {
  user: UserInfo;
  tenant: string;
}

/** The GET /users row of `user` listed for `tenant` (undefined = all tenants), as `viewer` may see it. */
export function toAdminUser(user: ManagedUser, tenant: string | undefined, viewer: Viewer): AdminUser {
  const tenantAdmin = user.tenants.some((entry) => entry.adminflag && (tenant === undefined || entry.tenant === tenant));
  const { login, firstname, lastname, locked, lastLoginAt } = user;
  const role = user.adminflag ? 'systemAdministrator' : tenantAdmin ? 'tenantAdministrator' : 'user';
  const tenants = visibleMemberships(viewer.user, viewer.tenant, user.tenants);
  const manageAccount = canManageAccount(viewer.user, viewer.tenant, user);
  return { login, firstname, lastname, role, tenantAdmin, locked, lastLoginAt, tenants, manageAccount };
}

/** What the audit log keeps of a user (never the password hash). */
export function auditSnapshot(user: ManagedUser): Record<string, unknown> {
  const { login, firstname, lastname, adminflag, locked, tenants } = user;
  return { login, firstname, lastname, adminflag, locked, tenants };
}

/** Gives access to `tenant` or changes its admin flag. */
export async function setTenantAccess(db: Queryable, userId: string, tenant: string, adminflag: boolean): Promise<void> {
  await db.query(
    `INSERT INTO user_tenants (tenant, user_id, adminflag) VALUES ($1, $2, $3)
     ON CONFLICT (tenant, user_id) DO UPDATE SET adminflag = EXCLUDED.adminflag`,
    [tenant, userId, adminflag],
  );
}

/** Grants access without touching an existing admin flag. */
export async function grantTenantAccess(db: Queryable, userId: string, tenant: string): Promise<void> {
  await db.query('INSERT INTO user_tenants (tenant, user_id) VALUES ($1, $2) ON CONFLICT (tenant, user_id) DO NOTHING', [tenant, userId]);
}

export async function revokeTenantAccess(db: Queryable, userId: string, tenant: string): Promise<void> {
  await db.query('DELETE FROM user_tenants WHERE tenant = $1 AND user_id = $2', [tenant, userId]);
}

export async function updateUserFields(db: Queryable, userId: string, fields: { firstname: string; lastname: string; passwordHash?: string }): Promise<void> {
  await db.query('UPDATE users SET firstname = $2, lastname = $3, password_hash = COALESCE($4, password_hash) WHERE id = $1', [
    userId,
    fields.firstname,
    fields.lastname,
    fields.passwordHash ?? null,
  ]);
}

export async function setLocked(db: Queryable, userId: string, locked: boolean): Promise<void> {
  await db.query('UPDATE users SET locked = $2 WHERE id = $1', [userId, locked]);
}

export async function tenantExists(db: Queryable, name: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM tenants WHERE name = $1', [name]);
  return rows.length > 0;
}
