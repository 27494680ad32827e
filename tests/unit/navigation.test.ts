import { describe, expect, it } from 'vitest';
import { decideAccess } from '../../src/client/access/decideAccess';
import { allMenuGroups, allVisibilityKeys, visibleMenu } from '../../src/shared/navigation';
import { roleAllows } from '../../src/shared/permissions';
import { buildRegistry } from '../../src/shared/registry';
import { EMPTY_USER, type UserInfo } from '../../src/shared/user';
import { readRegistryFiles } from '../support/registry-files';

const registry = buildRegistry(readRegistryFiles());
const PRODUCER = [
  'inbounds',
  'outbounds',
  'sustainabilitydata',
  'mass-balances',
  'carbonintensityconfigurations',
  'partners',
  'products',
  'locations',
  'country-codes',
  'onsite-report-facility-input',
  'onsite-report-facility-output',
  'offsite-report-facility-input',
];

type Role = 'user' | 'tenantAdmin' | 'systemAdmin';
interface Viewer {
  routes: string[];
  role: Role;
}
const USERS: Record<Role, UserInfo> = {
  user: { ...EMPTY_USER, login: 'u', tenants: [{ tenant: 'TENANT1', adminflag: false }] },
  tenantAdmin: { ...EMPTY_USER, login: 't', tenants: [{ tenant: 'TENANT1', adminflag: true }] },
  systemAdmin: { ...EMPTY_USER, login: 's', adminflag: true },
};

const viewer = (routes: string[], role: Role = 'user'): Viewer => ({ routes, role });
/** The sidebar as the access control provider's rule lets it through, like useVisibleMenu asks it. */
const menuOf = ({ routes, role }: Viewer) =>
  visibleMenu(
    allMenuGroups(registry),
    (item) =>
      decideAccess({ action: 'list', params: { route: item.route } }, { user: USERS[role], tenant: 'TENANT1', visibleRoutes: new Set(routes) }, registry).can,
  );
const routesOf = (v: Viewer) => menuOf(v).flatMap((group) => group.items.map((item) => item.route));

describe('sidebar', () => {
  it('shows the entries of the tenant visible keys', () => {
    const routes = routesOf(viewer(PRODUCER));
    expect(routes).toEqual(expect.arrayContaining(['movement-data/inbounds', 'masterdata/partners', 'reports/onsite-report-facility-input']));
    expect(routes).not.toContain('movement-data/catscredits');
    expect(routes).not.toContain('reports/credit-generation-report');
  });
  it('gates province codes by the products key', () => {
    expect(routesOf(viewer(['products']))).toContain('masterdata/province-codes');
    expect(routesOf(viewer(['country-codes']))).not.toContain('masterdata/province-codes');
  });
  it('shows the import entry only when its own key is visible', () => {
    expect(routesOf(viewer(PRODUCER))).not.toContain('import-messages');
    expect(routesOf(viewer(['import-messages']))).toContain('import-messages');
  });
  it('shows the import entry to every role that may import (imports.run): users and administrators', () => {
    const entry = allMenuGroups(registry)
      .flatMap((group) => group.items)
      .find((item) => item.route === 'import-messages');
    expect(entry?.permission).toBe('imports.run');
    for (const role of ['user', 'tenantAdmin', 'systemAdmin'] as const) expect(routesOf(viewer(['import-messages'], role))).toContain('import-messages');
    expect(roleAllows('support', 'imports.run')).toBe(false);
  });
  it('gives a tenant with no keys no data menus, only help and user pages', () => {
    const groups = menuOf(viewer([])).map((group) => group.key);
    expect(groups).toEqual(['help', 'user']);
  });
  it('shows user administration only to admins', () => {
    expect(routesOf(viewer([]))).not.toContain('user/administration');
    expect(routesOf(viewer([], 'tenantAdmin'))).toContain('user/administration');
  });
  it('shows tenant management to admins: system admins and tenant admins', () => {
    expect(routesOf(viewer([]))).not.toContain('user/mandanten');
    expect(routesOf(viewer([], 'tenantAdmin'))).toContain('user/mandanten');
    expect(routesOf(viewer([], 'systemAdmin'))).toContain('user/mandanten');
  });
  it('movement data entries come in their fixed order, the period-close page right after mass balances', () => {
    const movement = menuOf(viewer(['inbounds', 'outbounds', 'sustainabilitydata', 'mass-balances', 'catscredits', 'catscreditshistory'])).find(
      (group) => group.key === 'movement-data',
    )!;
    expect(movement.items.map((item) => item.route.split('/')[1])).toEqual([
      'inbounds',
      'outbounds',
      'sustainabilitydata',
      'mass-balances',
      'period-close',
      'catscredits',
      'catscreditshistory',
    ]);
  });
  it('every key a seeded tenant uses is a known visibility key', () => {
    const known = new Set(allVisibilityKeys(registry));
    for (const key of [...PRODUCER, 'catscredits', 'catscreditshistory', 'product-material-balance-report', 'credit-generation-report']) {
      expect(known.has(key), key).toBe(true);
    }
  });
  it('reports follow the order of their declarations', () => {
    const reports = menuOf(viewer([...registry.reports.values()].map((report) => report.visibility))).find((group) => group.key === 'reports')!;
    expect(reports.items.map((item) => item.route)).toEqual([...registry.reports.keys()].map((id) => `reports/${id}`));
  });
  it('a report declared in schemas/reports/ is an entry of its menu group at its position, labelled by its title, shown by its key', () => {
    const files = readRegistryFiles();
    const planted = {
      ...(files['reports/credit-generation-report.json'] as object),
      id: 'planted-report',
      menu: 'masterdata',
      order: 1,
      visibility: 'planted-key',
    };
    const withPlanted = buildRegistry({ ...files, 'reports/planted-report.json': planted });
    const masterdata = allMenuGroups(withPlanted).find((group) => group.key === 'masterdata')!;
    expect(masterdata.items[0]).toEqual({ route: 'reports/planted-report', label: 'reports:titles.planted-report', visibility: 'planted-key', order: 1 });
    expect(allVisibilityKeys(withPlanted)).toContain('planted-key');
    expect(allVisibilityKeys(registry)).not.toContain('planted-key');
  });
});
