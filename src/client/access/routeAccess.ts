import { allMenuGroups } from '../../shared/navigation';
import { can } from '../../shared/permissions';
import type { Registry } from '../../shared/registry';
import type { UserInfo } from '../../shared/user';

export type RouteAccess = 'allowed' | 'adminOnly' | 'notVisible';

export interface AccessContext {
  user: UserInfo;
  tenant: string | null;
  /** Null while the tenant config is not loaded or could not be: visibility is then not decided. */
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

/** Spec §6: an admin-only route needs its item's permission (shared table); a data route the tenant's visibility key. */
export function routeAccess(path: string, context: AccessContext, registry: Registry): RouteAccess {
  for (const group of allMenuGroups(registry)) {
    for (const item of group.items) {
      if (item.permission && startsWithRoute(path, item.route) && !can(context.user, context.tenant ?? '', item.permission)) return 'adminOnly';
    }
  }
  const key = visibilityKeyOf(path, registry);
  if (key && context.visibleRoutes && !context.visibleRoutes.has(key)) return 'notVisible';
  return 'allowed';
}
