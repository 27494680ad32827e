import { describe, expect, it } from 'vitest';
import { routeAccess } from '../../../src/client/access/routeAccess';
import { allEntityRoutes, entityRoutes } from '../../../src/client/registry/entityRoutes';
import { registry } from '../../../src/client/registry/registry';
import { placeholderRoutes } from '../../../src/client/routing/pageRoutes';
import { loginPathWithRedirect, routeOf } from '../../../src/client/routing/paths';
import { filterTenants, showsTenantSearch } from '../../../src/client/tenant/filterTenants';
import { EMPTY_USER, type UserInfo } from '../../../src/shared/user';

describe('entity routes from the registry', () => {
  it('derives list, edit and create routes from x-route', () => {
    expect(entityRoutes(registry.get('inbounds')!)).toMatchObject({
      list: 'movement-data/inbounds',
      edit: 'movement-data/inbounds/:key/edit',
      create: 'movement-data/inbounds/create',
    });
  });

  it('feedstock details have no /edit suffix; mass balances have a create route', () => {
    expect(entityRoutes(registry.get('feedstock')!).edit).toBe('masterdata/feedstock/:key');
    expect(entityRoutes(registry.get('mass-balances')!).create).toBe('movement-data/mass-balances/create');
  });

  it('covers every route of the route table', () => {
    const paths = [
      ...allEntityRoutes(registry).flatMap((routes) => [routes.list, routes.edit, routes.create]),
      ...placeholderRoutes(registry).map((route) => route.path),
    ];
    for (const expected of [
      'movement-data/catscreditshistory/:key/edit',
      'movement-data/carbonintensityconfigurations/:key/edit',
      'masterdata/province-codes',
      'import-messages',
      'seed',
      'reports/credit-generation-report',
      'hilfe/hilfevideos',
      'user/2fa-reset',
      'user/rollen',
      'layouts/tabs-group',
    ]) {
      expect(paths).toContain(expected);
    }
    expect(paths).not.toContain('user/dashboard');
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('paths', () => {
  it('strips the language prefix', () => {
    expect(routeOf('/en/movement-data/inbounds/7/edit')).toBe('movement-data/inbounds/7/edit');
  });

  it('encodes the full target in the login redirect', () => {
    expect(loginPathWithRedirect('de', '/de/masterdata/partners?x=1')).toBe('/de/login?redirect=%2Fde%2Fmasterdata%2Fpartners%3Fx%3D1');
  });
});

describe('route access', () => {
  const plain: UserInfo = { ...EMPTY_USER, login: 'u', tenants: [{ tenant: 'TENANT1', adminflag: false }] };
  const tenantAdmin: UserInfo = { ...plain, tenants: [{ tenant: 'TENANT1', adminflag: true }] };
  const visible = new Set(['inbounds']);

  it('sends non-admins away from the admin routes', () => {
    for (const route of ['user/administration', 'user/mandanten', 'user/rollen']) {
      expect(routeAccess(route, { user: plain, tenant: 'TENANT1', visibleRoutes: visible }, registry)).toBe('adminOnly');
      expect(routeAccess(route, { user: { ...plain, adminflag: true }, tenant: 'TENANT1', visibleRoutes: visible }, registry)).toBe('allowed');
    }
  });

  it('lets tenant admins into user administration, roles and tenant management (admin means system or tenant admin)', () => {
    const context = { user: tenantAdmin, tenant: 'TENANT1', visibleRoutes: visible };
    expect(routeAccess('user/administration', context, registry)).toBe('allowed');
    expect(routeAccess('user/rollen', context, registry)).toBe('allowed');
    expect(routeAccess('user/mandanten', context, registry)).toBe('allowed');
    expect(routeAccess('user/mandanten', { ...context, tenant: 'TENANT2' }, registry)).toBe('adminOnly');
  });

  it('refuses routes the tenant config does not list, once it is loaded', () => {
    const context = { user: plain, tenant: 'TENANT1', visibleRoutes: visible };
    expect(routeAccess('movement-data/inbounds/12/edit', context, registry)).toBe('allowed');
    expect(routeAccess('movement-data/catscredits', context, registry)).toBe('notVisible');
    expect(routeAccess('reports/credit-generation-report', context, registry)).toBe('notVisible');
    expect(routeAccess('movement-data/catscredits', { ...context, visibleRoutes: null }, registry)).toBe('allowed');
    expect(routeAccess('hilfe/faq', context, registry)).toBe('allowed');
  });

  it('keeps the component showcase and the seed page for administrators', () => {
    for (const route of ['layouts/button', 'layouts/about', 'seed']) {
      expect(routeAccess(route, { user: plain, tenant: 'TENANT1', visibleRoutes: visible }, registry), route).toBe('adminOnly');
      expect(routeAccess(route, { user: tenantAdmin, tenant: 'TENANT1', visibleRoutes: visible }, registry), route).toBe('allowed');
    }
  });
});

describe('tenant search', () => {
  const tenants = ['OILCO_CFR', 'OILCO_PRODUCER', 'TENANT1', 'TENANT2'].map((tenant) => ({ tenant, adminflag: false }));

  it('shows the search only with more than 3 tenants', () => {
    expect(showsTenantSearch(3)).toBe(false);
    expect(showsTenantSearch(4)).toBe(true);
  });

  it('filters case-insensitively by substring', () => {
    expect(filterTenants(tenants, 'cfr').map((t) => t.tenant)).toEqual(['OILCO_CFR']);
    expect(filterTenants(tenants, '  ')).toHaveLength(4);
  });
});
