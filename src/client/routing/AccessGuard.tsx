import { useCan } from '@refinedev/core';
import { lazy, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { AccessRefusal } from '../access/decideAccess';
import { routeOf } from './paths';

const AccessDeniedPage = lazy(() => import('../pages/AccessDeniedPage'));

/**
 * Asks the access control provider whether the route may be shown; a refused route, whether for
 * administrators only or hidden for the tenant, shows why in the page. Nothing is shown until it decided;
 * `preload` starts loading the page's code meanwhile.
 */
export function AccessGuard({ children, preload }: { children: ReactNode; preload?: () => void }) {
  const location = useLocation();
  const route = routeOf(location.pathname);
  const { data: access } = useCan({ action: 'show', params: { route } });
  useEffect(() => void preload?.(), [preload]);
  if (!access) return null;
  if (!access.can) return <AccessDeniedPage route={route} reason={access.reason as AccessRefusal | undefined} />;
  return children;
}
