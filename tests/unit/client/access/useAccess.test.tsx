import type { CanReturnType } from '@refinedev/core';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountApi } from '../../../../src/client/api/accountApi';
import { authStore } from '../../../../src/client/auth/authStore';
import type { StoredUserInfo } from '../../../../src/client/auth/loginResponse';
import { useAccessEach } from '../../../../src/client/access/useAccess';
import { queryClient } from '../../../../src/client/providers/queryClient';
import { EMPTY_USER } from '../../../../src/shared/user';
import type { TenantConfig } from '../../../../src/shared/visibility';
import { renderHook } from '../renderHook';

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const JWT = `${b64({ alg: 'HS256' })}.${b64({ exp: 2_000_000_000 })}.c2ln`;
const user = (login: string, tenants: string[]) =>
  ({ ...EMPTY_USER, login, tenants: tenants.map((tenant) => ({ tenant, adminflag: false })) }) as StoredUserInfo;
const config = (tenant: string, visibleRoutes: string[]): TenantConfig => ({
  tenant,
  displayName: tenant,
  visibleRoutes,
  visibleImportTypes: [],
  timeZone: 'America/Edmonton',
  today: '2026-01-01',
});

const HIDDEN = { resource: 'catscredits', action: 'list' };
const SHOWN = { resource: 'inbounds', action: 'create' };

/** Tenant configs the test hands out when it likes, by tenant. */
function pendingConfigs() {
  const deliveries = new Map<string, (config: TenantConfig) => void>();
  vi.spyOn(accountApi, 'tenantConfig').mockImplementation(() => new Promise((resolve) => deliveries.set(authStore.get().tenant!, resolve)));
  return (delivered: TenantConfig) => act(async () => deliveries.get(delivered.tenant)!(delivered));
}

/** Every render's answers to HIDDEN and SHOWN, in order. */
function mount(): { renders: (CanReturnType[] | undefined)[]; unmount: () => void } {
  const renders: (CanReturnType[] | undefined)[] = [];
  const { unmount } = renderHook(() => void renders.push(useAccessEach([HIDDEN, SHOWN])));
  return { renders, unmount };
}

let mounted: { unmount: () => void } | undefined;

afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  authStore.endSession('user');
});

describe('the access rule in a render', () => {
  it('answers nothing until the tenant config is known, so a hidden entry is never offered for a moment', async () => {
    const deliver = pendingConfigs();
    authStore.completeLogin(`Bearer ${JWT}`, 'r', user('u@x.example', ['ACCESS-A']));
    const probe = (mounted = mount());
    expect(probe.renders.at(-1)).toBeUndefined();
    await deliver(config('ACCESS-A', ['inbounds']));
    expect(probe.renders.at(-1)).toEqual([{ can: false, reason: 'notVisible' }, { can: true }]);
    expect(accountApi.tenantConfig).toHaveBeenCalledTimes(1);
  });

  it('decides in the first render once the config is known, so a page is not drawn again when its answers arrive', async () => {
    const deliver = pendingConfigs();
    authStore.completeLogin(`Bearer ${JWT}`, 'r', user('u@x.example', ['ACCESS-B']));
    mounted = mount();
    await deliver(config('ACCESS-B', ['inbounds']));
    const later = mount();
    expect(later.renders).toEqual([[{ can: false, reason: 'notVisible' }, { can: true }]]);
    later.unmount();
  });

  it("decides with the new tenant's config after a switch, never with the last tenant's", async () => {
    const deliver = pendingConfigs();
    authStore.completeLogin(`Bearer ${JWT}`, 'r', user('u@x.example', ['ACCESS-C', 'ACCESS-D']));
    act(() => void authStore.setTenant('ACCESS-C'));
    const probe = (mounted = mount());
    await deliver(config('ACCESS-C', ['inbounds']));
    act(() => void authStore.setTenant('ACCESS-D'));
    expect(probe.renders.at(-1)).toBeUndefined();
    await deliver(config('ACCESS-D', ['inbounds', 'catscredits']));
    expect(probe.renders.at(-1)).toEqual([{ can: true }, { can: true }]);
  });
});

describe('the query cache', () => {
  it('forgets the last session’s answers when another session starts (another user or tenant)', () => {
    queryClient.setQueryData(['inbounds', 'list'], { data: [] });
    authStore.completeLogin(`Bearer ${JWT}`, 'r', user('other@x.example', ['ACCESS-E']));
    expect(queryClient.getQueryData(['inbounds', 'list'])).toBeUndefined();
  });
});
