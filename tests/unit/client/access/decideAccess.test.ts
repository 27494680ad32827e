import { describe, expect, it } from 'vitest';
import { decideAccess } from '../../../../src/client/access/decideAccess';
import { registry } from '../../../../src/client/registry/registry';
import { AREA_PERMISSIONS, PERMISSIONS } from '../../../../src/shared/permissions';
import { EMPTY_USER, type UserInfo } from '../../../../src/shared/user';

type Role = 'user' | 'tenantAdmin' | 'systemAdmin';
const ROLES: Role[] = ['user', 'tenantAdmin', 'systemAdmin'];
const ACTIONS = ['list', 'show', 'create', 'edit', 'delete'];
const USERS: Record<Role, UserInfo> = {
  user: { ...EMPTY_USER, login: 'u', tenants: [{ tenant: 'TENANT1', adminflag: false }] },
  tenantAdmin: {
    ...EMPTY_USER,
    login: 't',
    tenants: [
      { tenant: 'TENANT1', adminflag: true },
      { tenant: 'TENANT2', adminflag: false },
    ],
  },
  systemAdmin: { ...EMPTY_USER, login: 's', adminflag: true },
};
/** TENANT1 shows inbounds and mass balances (with their allocations), not CATS credits. */
const VISIBLE = new Set(['inbounds', 'mass-balances']);

const decide = (role: Role, resource: string | undefined, action: string, params?: Record<string, unknown>, tenant = 'TENANT1') =>
  decideAccess({ resource, action, params }, { user: USERS[role], tenant, visibleRoutes: VISIBLE }, registry);

describe('the access control provider decides', () => {
  it('an entity the tenant shows: every role may do every action', () => {
    for (const role of ROLES) for (const action of ACTIONS) expect(decide(role, 'inbounds', action), `${role} ${action}`).toEqual({ can: true });
  });

  it('an entity the tenant hides: every action is refused for every role, even system admins', () => {
    for (const role of ROLES) {
      for (const action of ACTIONS) expect(decide(role, 'catscredits', action), `${role} ${action}`).toEqual({ can: false, reason: 'notVisible' });
    }
  });

  it('a managed entity (x-managed) is listed and shown but neither created, edited nor deleted', () => {
    const managed = 'mass-balance-allocations';
    for (const role of ROLES) {
      for (const action of ACTIONS) {
        const expected = ['create', 'edit', 'delete'].includes(action) ? { can: false, reason: 'managed' } : { can: true };
        expect(decide(role, managed, action), `${role} ${action}`).toEqual(expected);
      }
    }
  });

  it('an admin area answers each action with the permission the server checks for it', () => {
    const allowed: Record<string, Role[]> = { systemAdministrator: ['systemAdmin'], tenantAdministrator: ['tenantAdmin'], user: ['user'] };
    for (const [area, actions] of Object.entries(AREA_PERMISSIONS)) {
      for (const [action, permission] of Object.entries(actions)) {
        const roles = (PERMISSIONS[permission] as readonly string[]).flatMap((role) => allowed[role] ?? []);
        for (const role of ROLES) expect(decide(role, area, action).can, `${role} ${area} ${action}`).toBe(roles.includes(role));
      }
    }
  });

  it('tenant management: admins list and show it, only system administrators create and edit', () => {
    const table = ROLES.map((role) => [role, ACTIONS.map((action) => decide(role, 'tenants', action).can)]);
    expect(Object.fromEntries(table)).toEqual({
      user: [false, false, false, false, false],
      tenantAdmin: [true, true, false, false, false],
      systemAdmin: [true, true, true, true, false],
    });
  });

  it('an action an admin area does not offer is refused', () => {
    expect(decide('systemAdmin', 'roles', 'create')).toEqual({ can: false, reason: 'adminOnly' });
  });

  it('a named permission (params.permission) decides by the shared table', () => {
    expect(decide('user', 'mass-balances', 'reopen', { permission: 'massBalances.reopen' }).can).toBe(false);
    expect(decide('tenantAdmin', 'mass-balances', 'reopen', { permission: 'massBalances.reopen' }).can).toBe(true);
    expect(decide('user', 'users', 'list', { permission: 'users.allTenants' }).can).toBe(false);
    expect(decide('systemAdmin', 'users', 'list', { permission: 'users.allTenants' }).can).toBe(true);
  });

  it('admin means admin of the current tenant: a tenant admin elsewhere is refused the admin pages', () => {
    for (const route of ['user/administration', 'user/mandanten', 'user/rollen', 'logs']) {
      expect(decide('tenantAdmin', undefined, 'show', { route }).can, route).toBe(true);
      expect(decide('tenantAdmin', undefined, 'show', { route }, 'TENANT2'), route).toEqual({ can: false, reason: 'adminOnly' });
      expect(decide('user', undefined, 'show', { route }), route).toEqual({ can: false, reason: 'adminOnly' });
    }
  });

  it('a route (params.route) is decided like its entity or page: hidden report pages are refused, help is open', () => {
    expect(decide('user', undefined, 'show', { route: 'movement-data/catscredits/7/edit' })).toEqual({ can: false, reason: 'notVisible' });
    expect(decide('user', undefined, 'show', { route: 'reports/credit-generation-report' })).toEqual({ can: false, reason: 'notVisible' });
    expect(decide('user', undefined, 'show', { route: 'hilfe/faq' })).toEqual({ can: true });
  });

  it('while the tenant config is unknown (it failed to load), visibility refuses nothing', () => {
    const context = { user: USERS.user, tenant: 'TENANT1', visibleRoutes: null };
    expect(decideAccess({ resource: 'catscredits', action: 'list' }, context, registry)).toEqual({ can: true });
  });
});
