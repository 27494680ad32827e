import { describe, expect, it } from 'vitest';
import {
  EMPTY_USER,
  canUseTenant,
  fullName,
  isAdmin,
  isSupport,
  isSystemAdmin,
  isTenantAdmin,
  isTenantList,
  isUserInfoSet,
  type UserInfo,
} from '../../src/shared/user';

const user = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  ...EMPTY_USER,
  login: 'jane@example.com',
  firstname: 'Jane',
  lastname: 'Doe',
  tenants: [
    { tenant: 'TENANT1', adminflag: true },
    { tenant: 'TENANT2', adminflag: false },
  ],
  ...overrides,
});

describe('empty user', () => {
  it('has no tenants, empty names and login, both flags false', () => {
    expect(EMPTY_USER).toMatchObject({ tenants: [], firstname: '', lastname: '', login: '', adminflag: false, lockedFlag: false });
  });
});

describe('tenants list from login', () => {
  it('is accepted when it is an array of entries with a string tenant', () => {
    expect(isTenantList([{ tenant: 'A', adminflag: false }])).toBe(true);
    expect(isTenantList([])).toBe(true);
  });
  it('is rejected when it is not an array', () => {
    expect(isTenantList({ tenant: 'A' })).toBe(false);
    expect(isTenantList(null)).toBe(false);
  });
  it('is rejected when an entry has no string tenant', () => {
    expect(isTenantList([{ tenant: 1 }])).toBe(false);
    expect(isTenantList(['A'])).toBe(false);
  });
});

describe('full name', () => {
  it('joins first and last name with a space', () => {
    expect(fullName(user(), true)).toBe('Jane Doe');
  });
  it('is trimmed when a part is missing', () => {
    expect(fullName(user({ lastname: '' }), true)).toBe('Jane');
  });
  it('is empty when not authenticated', () => {
    expect(fullName(user(), false)).toBe('');
  });
});

describe('user info set', () => {
  it('holds when authenticated with first name, last name and login', () => {
    expect(isUserInfoSet(user(), true)).toBe(true);
  });
  it('does not hold when not authenticated', () => {
    expect(isUserInfoSet(user(), false)).toBe(false);
  });
  it('does not hold when any of the three is empty', () => {
    expect(isUserInfoSet(user({ firstname: '' }), true)).toBe(false);
    expect(isUserInfoSet(user({ lastname: '' }), true)).toBe(false);
    expect(isUserInfoSet(user({ login: '' }), true)).toBe(false);
  });
});

describe('tenant administrator', () => {
  it('is true when the entry of the current tenant has adminflag', () => {
    expect(isTenantAdmin(user(), 'TENANT1')).toBe(true);
  });
  it('matches the tenant case-insensitively', () => {
    expect(isTenantAdmin(user(), 'tenant1')).toBe(true);
  });
  it('is false when the entry of the current tenant has no adminflag', () => {
    expect(isTenantAdmin(user(), 'TENANT2')).toBe(false);
  });
  it('is false without a current tenant', () => {
    expect(isTenantAdmin(user(), null)).toBe(false);
    expect(isTenantAdmin(user(), '')).toBe(false);
  });
  it('is false without a user', () => {
    expect(isTenantAdmin(null, 'TENANT1')).toBe(false);
  });
  it('is false when the user has no entry for the tenant', () => {
    expect(isTenantAdmin(user(), 'TENANT3')).toBe(false);
  });
});

describe('admin', () => {
  it('means system admin or tenant admin', () => {
    expect(isAdmin(user({ adminflag: true, tenants: [] }), 'ANY')).toBe(true);
    expect(isAdmin(user(), 'TENANT1')).toBe(true);
    expect(isAdmin(user(), 'TENANT2')).toBe(false);
  });
  it('system admin follows the user adminflag', () => {
    expect(isSystemAdmin(user({ adminflag: true }))).toBe(true);
    expect(isSystemAdmin(user())).toBe(false);
  });
  it('support role is always false', () => {
    expect(isSupport(user({ supportflag: true }))).toBe(false);
  });
});

describe('choosing a tenant', () => {
  it('is allowed only for a tenant in the user list', () => {
    expect(canUseTenant(user(), 'tenant2')).toBe(true);
    expect(canUseTenant(user(), 'TENANT3')).toBe(false);
    expect(canUseTenant(null, 'TENANT1')).toBe(false);
  });
});
