import { describe, expect, it } from 'vitest';
import type { AccessContext } from '../../../../src/client/access/routeAccess';
import { registry } from '../../../../src/client/registry/registry';
import { tenantSwitchTarget } from '../../../../src/client/tenant/tenantSwitchTarget';
import { EMPTY_USER, type UserInfo } from '../../../../src/shared/user';

const user: UserInfo = { ...EMPTY_USER, login: 'u', tenants: [{ tenant: 'NEXT', adminflag: false }] };
/** The tenant switched to shows partners and inbounds, not CATS credits. */
const next: AccessContext = { user, tenant: 'NEXT', visibleRoutes: new Set(['partners', 'inbounds']) };
const target = (path: string, context = next) => tenantSwitchTarget(path, context, registry);

describe('a tenant switch never shows a record of the old tenant in the new one', () => {
  it('leaves a record page for its list where the new tenant has that list', () => {
    expect(target('masterdata/partners/100002/edit')).toBe('masterdata/partners');
    expect(target('masterdata/partners/create')).toBe('masterdata/partners');
  });

  it('stays on a list the new tenant has', () => {
    expect(target('movement-data/inbounds')).toBe('movement-data/inbounds');
  });

  it('goes to the dashboard from a list or record the new tenant does not have', () => {
    expect(target('movement-data/catscredits')).toBe('user/dashboard');
    expect(target('movement-data/catscredits/C-1/edit')).toBe('user/dashboard');
  });

  it("goes to the dashboard from an administrators' page the user may not open in the new tenant", () => {
    expect(target('user/administration')).toBe('user/dashboard');
    expect(target('user/administration', { ...next, user: { ...user, tenants: [{ tenant: 'NEXT', adminflag: true }] } })).toBe('user/administration');
  });

  it('keeps a page every tenant has, and goes to the dashboard from a path on no page', () => {
    expect(target('hilfe/faq')).toBe('hilfe/faq');
    expect(target('no/such/page')).toBe('user/dashboard');
  });

  it("goes to the dashboard when the new tenant's menu could not be read", () => {
    expect(target('masterdata/partners/100002/edit', { ...next, visibleRoutes: null })).toBe('user/dashboard');
  });
});
