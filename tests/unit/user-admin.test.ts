import { describe, expect, it } from 'vitest';
import { canManageAccount, visibleMemberships } from '../../src/shared/user-admin';
import { EMPTY_USER, type TenantAccess, type UserInfo } from '../../src/shared/user';

const admin = (tenants: TenantAccess[], adminflag = false): UserInfo => ({ ...EMPTY_USER, login: 'a@example.com', adminflag, tenants });
const tenantAdmin = admin([
  { tenant: 'A', adminflag: true },
  { tenant: 'B', adminflag: true },
  { tenant: 'C', adminflag: false },
]);
const systemAdmin = admin([], true);
const target = (...tenants: string[]) => ({ adminflag: false, tenants: tenants.map((tenant) => ({ tenant, adminflag: false })) });

describe('who manages an account (names, password, lock)', () => {
  it('a tenant administrator: a user whose every tenant they administer', () => {
    expect(canManageAccount(tenantAdmin, 'A', target('A'))).toBe(true);
    expect(canManageAccount(tenantAdmin, 'A', target('A', 'B'))).toBe(true);
  });

  it('a tenant administrator: not a user who also belongs to a tenant they do not administer, even one they are a member of', () => {
    expect(canManageAccount(tenantAdmin, 'A', target('A', 'D'))).toBe(false);
    expect(canManageAccount(tenantAdmin, 'A', target('A', 'C'))).toBe(false);
  });

  it("a system administrator: anyone; a system administrator's account only a system administrator", () => {
    expect(canManageAccount(systemAdmin, 'A', target('A', 'D'))).toBe(true);
    expect(canManageAccount(systemAdmin, 'A', { adminflag: true, tenants: [] })).toBe(true);
    expect(canManageAccount(tenantAdmin, 'A', { adminflag: true, tenants: [{ tenant: 'A', adminflag: true }] })).toBe(false);
  });
});

describe('memberships shown in user administration', () => {
  const memberships = [
    { tenant: 'A', adminflag: false },
    { tenant: 'C', adminflag: true },
    { tenant: 'D', adminflag: true },
  ];

  it('a tenant administrator sees only those of tenants they administer', () => {
    expect(visibleMemberships(tenantAdmin, 'A', memberships)).toEqual([{ tenant: 'A', adminflag: false }]);
  });

  it('a system administrator sees all', () => {
    expect(visibleMemberships(systemAdmin, 'A', memberships)).toEqual(memberships);
  });
});
