import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../auth/authStore';
import { settledTenantConfig } from '../tenant/useTenantConfig';
import { loginPathWithRedirect } from './paths';
import { useLanguage } from './useLanguage';

/** Unauthenticated visitors go to login, keeping the full target path (spec §2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { authenticated, tenant } = useAuth();
  const location = useLocation();
  const language = useLanguage();
  // The menu and the route's access check wait for the tenant's config: asked now, it loads beside the shell's code.
  useEffect(() => {
    if (authenticated && tenant) void settledTenantConfig(tenant);
  }, [authenticated, tenant]);
  if (!authenticated) {
    return <Navigate replace to={loginPathWithRedirect(language, `${location.pathname}${location.search}${location.hash}`)} />;
  }
  return children;
}
