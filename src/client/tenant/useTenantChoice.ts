import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAuth, authStore } from '../auth/authStore';
import { lastUsedTenant } from '../auth/tenantStore';
import { isLoginPath } from '../routing/paths';
import { useLoginTarget } from '../login/useLoginTarget';
import { filterTenants, showsTenantSearch } from './filterTenants';

/** State and action of the tenant selection modal. */
export function useTenantChoice() {
  const { user } = useAuth();
  const [query, setQuery] = useState('');
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = useLoginTarget(searchParams);
  const tenants = user.tenants;
  const shown = filterTenants(tenants, query);

  /** On the login page the user is sent on; elsewhere the page reloads so every view starts in the new tenant. */
  const choose = (tenant: string) => {
    if (!authStore.setTenant(tenant)) return;
    if (isLoginPath(location.pathname)) navigate(target, { replace: true });
    else window.location.reload();
  };

  return {
    tenants: shown,
    total: tenants.length,
    withSearch: showsTenantSearch(tenants.length),
    query,
    setQuery,
    lastUsed: lastUsedTenant(),
    choose,
  };
}
