import { allMenuGroups, ADMIN_ROUTES } from '../../shared/navigation';
import type { Registry } from '../../shared/registry';
import { isAdmin, isSystemAdmin, type UserInfo } from '../../shared/user';

export type RouteAccess = 'allowed' | 'adminOnly' | 'notVisible';

export interface AccessContext {
  user: UserInfo;
  tenant: string | null;
  /** Null while the tenant config is not loaded: visibility is then not decided yet. */
  visibleRoutes: ReadonlySet<string> | null;
}

function startsWithRoute(path: string, route: string): boolean {
  return path === route || path.startsWith(`${route}/`);
}

/** Tenant visibility key of a path (without language prefix), from the registry and the page items. */
export function visibilityKeyOf(path: string, registry: Registry): string | undefined {
  for (const entity of registry.values()) if (startsWithRoute(path, entity['x-route'])) return entity['x-visibility'];
  for (const group of allMenuGroups(registry)) {
    for (const item of group.items) if (item.visibility && startsWithRoute(path, item.route)) return item.visibility;
  }
  return undefined;
}

function isSystemAdminRoute(path: string, registry: Registry): boolean {
  return allMenuGroups(registry).some((group) => group.items.some((item) => item.systemAdminOnly && startsWithRoute(path, item.route)));
}

/** Spec §6: admin-only routes need an admin (tenant management a system admin); data routes need the tenant's visibility key. */
export function routeAccess(path: string, context: AccessContext, registry: Registry): RouteAccess {
  if (ADMIN_ROUTES.some((route) => startsWithRoute(path, route)) && !isAdmin(context.user, context.tenant)) return 'adminOnly';
  if (isSystemAdminRoute(path, registry) && !isSystemAdmin(context.user)) return 'adminOnly';
  const key = visibilityKeyOf(path, registry);
  if (key && context.visibleRoutes && !context.visibleRoutes.has(key)) return 'notVisible';
  return 'allowed';
}
