import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { canUseTenant } from '../../shared/user';
import { accountApi } from '../api/accountApi';
import { accessContext } from '../access/routeAccess';
import { useAuth, authStore } from '../auth/authStore';
import { lastUsedTenant, storeTenant } from '../auth/tenantStore';
import { useLoginTarget } from '../login/useLoginTarget';
import { registry } from '../registry/registry';
import { isLoginPath, localPath, routeOf } from '../routing/paths';
import { useLanguage } from '../routing/useLanguage';
import { filterTenants, showsTenantSearch } from './filterTenants';
import { tenantSwitchTarget } from './tenantSwitchTarget';

/** State and action of the tenant selection modal. */
export function useTenantChoice() {
  const { user } = useAuth();
  const [query, setQuery] = useState('');
  const [switchingTo, setSwitchingTo] = useState<string | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const target = useLoginTarget(searchParams);
  const tenants = user.tenants;
  const shown = filterTenants(tenants, query);

  /**
   * A switch inside the portal loads the page again in the new tenant, at the page the user was on if
   * the new tenant has it (never a record of the old one), else at the dashboard. Until the page unloads
   * the modal stays: the tenant is only stored, so the open page never asks for the new tenant's data.
   */
  const switchTo = async (tenant: string) => {
    setSwitchingTo(tenant);
    const config = await accountApi.tenantConfig(tenant).catch(() => null);
    const route = tenantSwitchTarget(routeOf(location.pathname), accessContext(user, tenant, config), registry);
    storeTenant(user, tenant);
    window.location.assign(localPath(language, route));
  };

  /** On the login page the user is sent on to where the login was asked for. */
  const choose = (tenant: string) => {
    if (!canUseTenant(user, tenant) || switchingTo) return;
    if (!isLoginPath(location.pathname)) return void switchTo(tenant);
    authStore.setTenant(tenant);
    navigate(target, { replace: true });
  };

  return {
    tenants: shown,
    total: tenants.length,
    withSearch: showsTenantSearch(tenants.length),
    query,
    setQuery,
    lastUsed: lastUsedTenant(),
    switchingTo,
    choose,
  };
}
