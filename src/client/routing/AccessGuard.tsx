import { lazy, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { AccessRefusal } from '../access/decideAccess';
import { useAccess } from '../access/useAccess';
import { routeOf } from './paths';

const AccessDeniedPage = lazy(() => import('./AccessDeniedPage'));

/**
 * Asks the access rule (useAccess) whether the route may be shown; a refused route, whether for
 * administrators only or hidden for the tenant, shows why in the page. Nothing is shown until it decided
 * and `preload` has settled (the page's code, and what else the page would otherwise render twice for: see
 * entityPageReady): a page rendered before its code is there suspends, and React reveals a suspended page
 * only after its fallback's throttle (300 ms).
 */
export function AccessGuard({ children, preload }: { children: ReactNode; preload?: () => Promise<unknown> }) {
  const location = useLocation();
  const route = routeOf(location.pathname);
  const access = useAccess({ action: 'show', params: { route } });
  const [loaded, setLoaded] = useState(!preload);
  useEffect(() => {
    if (!preload) return;
    let current = true;
    // A failed load is left to the page's own attempt (and the error boundary).
    void preload()
      .catch(() => undefined)
      .finally(() => current && setLoaded(true));
    return () => {
      current = false;
    };
  }, [preload]);
  if (!access || !loaded) return null;
  if (!access.can) return <AccessDeniedPage route={route} reason={access.reason as AccessRefusal | undefined} />;
  return children;
}
