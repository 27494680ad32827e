import { beforeEach, describe, expect, it } from 'vitest';
import { readLastApplied, writeLastApplied } from '../../../../src/client/generic/listConfig/lastAppliedView';

const scope = { tenant: 'TENANT1', user: 'User@Tenant1.example', resource: 'products' };

describe('the last applied column view in browser storage', () => {
  beforeEach(() => localStorage.clear());

  it('is kept per tenant, user and list', () => {
    writeLastApplied(scope, { configId: '7', columns: ['number', 'name'] });
    expect(readLastApplied(scope)).toEqual({ configId: '7', columns: ['number', 'name'] });
    expect(readLastApplied({ ...scope, user: 'user@tenant1.example' })).toEqual({ configId: '7', columns: ['number', 'name'] });
    expect(readLastApplied({ ...scope, resource: 'partners' })).toBeNull();
    expect(readLastApplied({ ...scope, tenant: 'TENANT2' })).toBeNull();
    expect(readLastApplied({ ...scope, user: 'other@tenant1.example' })).toBeNull();
  });

  it('an unreadable or foreign entry counts as none', () => {
    for (const raw of ['{', '"x"', '{"configId":7,"columns":[]}', '{"configId":null,"columns":[1]}', '{"configId":null}']) {
      localStorage.setItem('list_view:TENANT1:user@tenant1.example:products', raw);
      expect(readLastApplied(scope), raw).toBeNull();
    }
  });
});
