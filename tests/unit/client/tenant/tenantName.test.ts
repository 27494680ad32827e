import { describe, expect, it } from 'vitest';
import { filterTenants } from '../../../../src/client/tenant/filterTenants';
import { tenantEntry, tenantIdBesideName, tenantName } from '../../../../src/client/tenant/tenantName';

const tenants = [
  { tenant: 'OILCO_CFR', adminflag: false, displayName: 'OilCo CFR' },
  { tenant: 'TENANT1', adminflag: false, displayName: 'Tenant 1' },
  { tenant: 'LEGACY', adminflag: false },
];

describe('a tenant is shown by its display name', () => {
  it('names a tenant by its display name, the id only where there is none', () => {
    expect(tenantName(tenants[0])).toBe('OilCo CFR');
    expect(tenantName(tenants[2])).toBe('LEGACY');
    expect(tenantName({ tenant: 'BLANK', displayName: '  ' })).toBe('BLANK');
  });

  it('puts the id beside the name only where it differs from it', () => {
    expect(tenantIdBesideName(tenants[0])).toBe('OILCO_CFR');
    expect(tenantIdBesideName(tenants[2])).toBeNull();
  });

  it("finds the user's entry whatever the case of the id", () => {
    expect(tenantEntry(tenants, 'tenant1')).toMatchObject({ displayName: 'Tenant 1' });
    expect(tenantEntry(tenants, 'gone')).toEqual({ tenant: 'GONE' });
  });

  it('the tenant search matches the display name as well as the id', () => {
    expect(filterTenants(tenants, 'oilco c').map((entry) => entry.tenant)).toEqual(['OILCO_CFR']);
    expect(filterTenants(tenants, 'tenant 1').map((entry) => entry.tenant)).toEqual(['TENANT1']);
    expect(filterTenants(tenants, 'legacy').map((entry) => entry.tenant)).toEqual(['LEGACY']);
  });
});
