import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeLogin, normalizeTenant, sameLogin } from '../../../shared/login';
import { meetsPasswordPolicy } from '../../../shared/password';
import { can } from '../../../shared/permissions';
import { ALL_TENANTS, canManageAccount, type AdminUser } from '../../../shared/user-admin';
import { errors } from '../../errors';
import { columnListQuerystring } from '../../lists/column-list';
import { setTotalCount, type QueryInput } from '../../lists/page-params';
import type { Queryable } from '../../db/db';
import { SqlParams } from '../../resources/sql-params';
import { writeAudit } from '../../resources/audit';
import { hashPassword } from '../../security/password-hash';
import { revokeAllOfUser } from '../../security/refresh-tokens';
import { adminErrors } from '../../users/admin-errors';
import { adminOnly, requirePermission } from '../../users/authorize';
import {
  auditSnapshot,
  findManagedUser,
  grantTenantAccess,
  listManagedUsers,
  revokeTenantAccess,
  setLocked,
  setTenantAccess,
  tenantExists,
  toAdminUser,
  updateUserFields,
  type ManagedUser,
  type Viewer,
} from '../../users/user-admin-repository';
import { buildUserListQuery, userList } from '../../users/user-list';
import { insertUser } from '../../users/user-repository';
import { postMessage } from '../../users/messages';

const name = { type: 'string', minLength: 1, maxLength: 100 } as const;
const password = { type: 'string', maxLength: 1024 } as const;
const loginParams = { type: 'object', required: ['login'], properties: { login: { type: 'string', maxLength: 320 } } } as const;

interface CreateBody {
  login: string;
  firstname: string;
  lastname: string;
  password: string;
  tenantAdmin: boolean;
}
interface UpdateBody {
  login?: string;
  firstname: string;
  lastname: string;
  tenantAdmin: boolean;
  password?: string;
}
type LoginParams = { Params: { login: string } };

/** The user named in the path, if the caller may manage them in the current tenant (else 404 / 403). */
async function managedUser(db: Queryable, request: FastifyRequest<LoginParams>): Promise<ManagedUser> {
  const user = await findManagedUser(db, normalizeLogin(request.params.login));
  const actor = request.user;
  const inTenant = user?.tenants.some((entry) => entry.tenant === request.tenant);
  if (!user || (!inTenant && !can(actor, request.tenant, 'users.allTenants'))) throw errors.notFound();
  if (user.adminflag && !can(actor, request.tenant, 'users.manageSystemAdmins')) throw adminOnly();
  return user;
}

const viewer = (request: FastifyRequest): Viewer => ({ user: request.user, tenant: request.tenant });

/** The user's row after a change, as the caller sees it in the current tenant. */
async function rowAfterChange(db: Queryable, request: FastifyRequest, login: string): Promise<AdminUser> {
  return toAdminUser((await findManagedUser(db, login))!, request.tenant, viewer(request));
}

/** Runs a change to `user` in one transaction with its audit entry (entity 'users', key login). */
async function auditedChange(
  app: FastifyInstance,
  request: FastifyRequest,
  before: ManagedUser | undefined,
  login: string,
  change: (tx: Queryable) => Promise<void>,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    await change(tx);
    const after = await findManagedUser(tx, login);
    await writeAudit(tx, {
      tenant: request.tenant,
      user: request.user.login,
      resource: 'users',
      key: login,
      action: before ? 'update' : 'create',
      before: before && auditSnapshot(before),
      after: after && auditSnapshot(after),
    });
  });
}

/** User administration (create, edit, lock, unlock, grant and revoke tenant access); every rule is enforced here, the page only mirrors it. */
export default async function userRoutes(app: FastifyInstance) {
  app.get<{ Querystring: QueryInput & { tenant?: string } }>(
    '/users',
    {
      config: { tenant: true },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            tenant: {
              type: 'string',
              maxLength: 100,
              description: `the tenant whose users are listed (default: the current one; ${ALL_TENANTS}: every tenant)`,
            },
            ...columnListQuerystring(userList('$1')),
          },
        },
      },
    },
    async (request, reply): Promise<AdminUser[]> => {
      requirePermission(request.user, request.tenant, 'users.view');
      const wanted = request.query.tenant ? normalizeTenant(request.query.tenant) : request.tenant;
      if (wanted !== request.tenant) requirePermission(request.user, request.tenant, 'users.allTenants');
      const tenant = wanted === ALL_TENANTS ? undefined : wanted;
      const params = new SqlParams();
      const { users, total } = await listManagedUsers(app.db, buildUserListQuery(tenant, request.query, params), params);
      setTotalCount(reply, total);
      return users.map((user) => toAdminUser(user, tenant, viewer(request)));
    },
  );

  app.post<{ Body: CreateBody }>(
    '/users',
    {
      config: { tenant: true },
      schema: {
        body: {
          type: 'object',
          required: ['login', 'firstname', 'lastname', 'password'],
          properties: {
            login: { type: 'string', format: 'email', maxLength: 320 },
            firstname: name,
            lastname: name,
            password,
            tenantAdmin: { type: 'boolean', default: false },
          },
        },
      },
    },
    async (request, reply) => {
      requirePermission(request.user, request.tenant, 'users.create');
      const login = normalizeLogin(request.body.login);
      if (!meetsPasswordPolicy(request.body.password)) throw errors.passwordPolicy();
      const passwordHash = await hashPassword(request.body.password);
      await auditedChange(app, request, undefined, login, async (tx) => {
        const id = await insertUser(tx, { login, firstname: request.body.firstname, lastname: request.body.lastname, passwordHash });
        await setTenantAccess(tx, id, request.tenant, request.body.tenantAdmin);
      });
      reply.code(201);
      return rowAfterChange(app.db, request, login);
    },
  );

  app.patch<LoginParams & { Body: UpdateBody }>(
    '/users/:login',
    {
      config: { tenant: true },
      schema: {
        params: loginParams,
        body: {
          type: 'object',
          required: ['firstname', 'lastname', 'tenantAdmin'],
          properties: { login: { type: 'string', maxLength: 320 }, firstname: name, lastname: name, tenantAdmin: { type: 'boolean' }, password },
        },
      },
    },
    async (request) => {
      requirePermission(request.user, request.tenant, 'users.edit');
      const user = await managedUser(app.db, request);
      if (request.body.login !== undefined && !sameLogin(request.body.login, user.login)) throw adminErrors.loginImmutable();
      const { firstname, lastname } = request.body;
      const newPassword = request.body.password || undefined;
      const accountChanged = firstname !== user.firstname || lastname !== user.lastname || newPassword !== undefined;
      if (accountChanged && !canManageAccount(request.user, request.tenant, user)) throw adminErrors.onlySystemAdminEdits();
      if (newPassword !== undefined && !meetsPasswordPolicy(newPassword)) throw errors.passwordPolicy();
      const passwordHash = newPassword && (await hashPassword(newPassword));
      await auditedChange(app, request, user, user.login, async (tx) => {
        await updateUserFields(tx, user.id, { firstname, lastname, passwordHash });
        if (user.tenants.some((entry) => entry.tenant === request.tenant)) await setTenantAccess(tx, user.id, request.tenant, request.body.tenantAdmin);
        if (passwordHash) {
          // Like the user's own change: whoever held a session with the old password is out.
          await revokeAllOfUser(tx, user.id);
          await postMessage(tx, user.id, 'passwordChanged');
        }
      });
      return rowAfterChange(app.db, request, user.login);
    },
  );

  for (const [action, locked] of [
    ['lock', true],
    ['unlock', false],
  ] as const) {
    app.post<LoginParams>(`/users/:login/${action}`, { config: { tenant: true }, schema: { params: loginParams } }, async (request) => {
      requirePermission(request.user, request.tenant, 'users.lock');
      const user = await managedUser(app.db, request);
      if (locked && user.id === request.user.id) throw adminErrors.cannotLockSelf();
      if (!canManageAccount(request.user, request.tenant, user)) throw adminErrors.onlySystemAdminLocks();
      await auditedChange(app, request, user, user.login, async (tx) => {
        await setLocked(tx, user.id, locked);
        // Locking ends every session at once: no refresh token of the user works any more.
        if (locked) await revokeAllOfUser(tx, user.id);
      });
      return { success: true, message: locked ? 'user locked' : 'user unlocked' };
    });
  }

  app.post<LoginParams & { Body: { tenant: string } }>(
    '/users/:login/grant',
    {
      config: { tenant: true },
      schema: { params: loginParams, body: { type: 'object', required: ['tenant'], properties: { tenant: { type: 'string', minLength: 1, maxLength: 100 } } } },
    },
    async (request) => {
      requirePermission(request.user, request.tenant, 'users.grantAccess');
      const user = await managedUser(app.db, request);
      const tenant = normalizeTenant(request.body.tenant);
      // A tenant admin grants only tenants they administer; a system admin any existing one.
      requirePermission(request.user, tenant, 'users.grantAccess');
      if (!(await tenantExists(app.db, tenant))) throw errors.notFound();
      await auditedChange(app, request, user, user.login, async (tx) => {
        await grantTenantAccess(tx, user.id, tenant);
        await postMessage(tx, user.id, 'accessGranted', { tenant }, tenant);
      });
      return { success: true, message: 'Access granted' };
    },
  );

  app.delete<LoginParams>('/users/:login/access', { config: { tenant: true }, schema: { params: loginParams } }, async (request) => {
    requirePermission(request.user, request.tenant, 'users.revokeAccess');
    const user = await managedUser(app.db, request);
    if (!user.tenants.some((entry) => entry.tenant === request.tenant)) throw errors.notFound();
    await auditedChange(app, request, user, user.login, (tx) => revokeTenantAccess(tx, user.id, request.tenant));
    return { success: true };
  });
}
