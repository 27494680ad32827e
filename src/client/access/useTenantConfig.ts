import { useEffect } from 'react';
import type { TenantConfig } from '../../shared/visibility';
import { accountApi } from '../api/accountApi';
import { useAuth } from '../auth/authStore';
import { createExternalStore } from '../storage/externalStore';

export interface TenantConfigState {
  tenant: string | null;
  config: TenantConfig | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
}

const store = createExternalStore<TenantConfigState>({ tenant: null, config: null, status: 'idle' });
/** The load of the current store tenant, shared by every caller that waits for it. */
let loading: Promise<void> = Promise.resolve();

function load(tenant: string): Promise<void> {
  store.set({ tenant, config: null, status: 'loading' });
  loading = (async () => {
    try {
      const config = await accountApi.tenantConfig();
      if (store.get().tenant === tenant) store.set({ tenant, config, status: 'ready' });
    } catch {
      if (store.get().tenant === tenant) store.set({ tenant, config: null, status: 'error' });
    }
  })();
  return loading;
}

/** The current tenant's config (visible routes, import types), fetched once per tenant. */
export function useTenantConfig(): TenantConfigState {
  const { tenant } = useAuth();
  useEffect(() => {
    if (tenant && store.get().tenant !== tenant) void load(tenant);
    if (!tenant && store.get().tenant) store.set({ tenant: null, config: null, status: 'idle' });
  }, [tenant]);
  return store.use();
}

/** The config of `tenant` once its load has ended (null when it failed); asking for it starts the load. */
export async function settledTenantConfig(tenant: string): Promise<TenantConfig | null> {
  if (store.get().tenant !== tenant) void load(tenant);
  await loading;
  return store.get().tenant === tenant ? store.get().config : null;
}
