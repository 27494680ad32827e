import { DASHBOARD_ROUTE } from '../../shared/navigation';
import type { Registry } from '../../shared/registry';
import { pageOfPath, routeAccess, type AccessContext } from '../access/routeAccess';

/**
 * Where a tenant switch leads from `path` (a route without language prefix): up to the page it lies on
 * (a record's list, a report without its filters), so nothing of the old tenant is opened for the new
 * one, if the new tenant may open that page; otherwise, or from a path on no page, the dashboard.
 */
export function tenantSwitchTarget(path: string, context: AccessContext, registry: Registry): string {
  const page = pageOfPath(path, registry);
  if (!page || !context.visibleRoutes) return DASHBOARD_ROUTE;
  return routeAccess(page.route, context, registry) === 'allowed' ? page.route : DASHBOARD_ROUTE;
}
