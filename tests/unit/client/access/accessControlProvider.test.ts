import { keys } from '@refinedev/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountApi } from '../../../../src/client/api/accountApi';
import type { StoredUserInfo } from '../../../../src/client/auth/loginResponse';
import { authStore } from '../../../../src/client/auth/authStore';
import { accessControlProvider } from '../../../../src/client/providers/accessControlProvider';
import { queryClient } from '../../../../src/client/providers/queryClient';
import { EMPTY_USER } from '../../../../src/shared/user';
import type { TenantConfig } from '../../../../src/shared/visibility';

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const JWT = `${b64({ alg: 'HS256' })}.${b64({ exp: 2_000_000_000 })}.c2ln`;
const user = (login: string) => ({ ...EMPTY_USER, login, tenants: [{ tenant: 'TENANT1', adminflag: false }] }) as StoredUserInfo;

afterEach(() => {
  vi.restoreAllMocks();
  authStore.endSession('user');
});

describe('the access control provider', () => {
  it('answers only once the tenant config is known, so a hidden entry is never offered for a moment', async () => {
    let deliver!: (config: TenantConfig) => void;
    vi.spyOn(accountApi, 'tenantConfig').mockReturnValue(new Promise((resolve) => (deliver = resolve)));
    authStore.completeLogin(`Bearer ${JWT}`, 'r', user('u@x.example'));
    const hidden = accessControlProvider.can!({ resource: 'catscredits', action: 'list' });
    const shown = accessControlProvider.can!({ resource: 'inbounds', action: 'create' });
    let answered = false;
    void hidden.then(() => (answered = true));
    await Promise.resolve();
    expect(answered).toBe(false);
    deliver({
      tenant: 'TENANT1',
      displayName: 'Tenant 1',
      visibleRoutes: ['inbounds'],
      visibleImportTypes: [],
      timeZone: 'America/Edmonton',
      today: '2026-01-01',
    });
    expect(await hidden).toEqual({ can: false, reason: 'notVisible' });
    expect(await shown).toEqual({ can: true });
    expect(accountApi.tenantConfig).toHaveBeenCalledTimes(1);
  });

  it('forgets its answers when another session starts (another user or tenant)', async () => {
    queryClient.setQueryData(keys().access().resource('inbounds').action('create').get(), { can: true });
    authStore.completeLogin(`Bearer ${JWT}`, 'r', user('other@x.example'));
    expect(queryClient.getQueryData(keys().access().resource('inbounds').action('create').get())).toBeUndefined();
  });
});
