import { allMenuGroups, URL_PAGES, type MenuGroup, type MenuItem, type UrlPage } from '../../shared/navigation';
import { can } from '../../shared/permissions';
import type { Registry } from '../../shared/registry';
import type { UserInfo } from '../../shared/user';
import type { TenantConfig } from '../../shared/visibility';

export type RouteAccess = 'allowed' | 'adminOnly' | 'notVisible';

export interface AccessContext {
  user: UserInfo;
  tenant: string | null;
  /** Null while the tenant config is not loaded or could not be: visibility is then not decided. */
  visibleRoutes: ReadonlySet<string> | null;
}

/** The context of `user` in `tenant` whose config is `config` (null: not loaded, or its load failed). */
export function accessContext(user: UserInfo, tenant: string | null, config: TenantConfig | null): AccessContext {
  return { user, tenant, visibleRoutes: config ? new Set(config.visibleRoutes) : null };
}

/** A page a path can belong to: a sidebar entry or a page reachable by URL only (seed, showcase). */
export type Page = MenuItem | UrlPage;

function startsWithRoute(path: string, route: string): boolean {
  return path === route || path.startsWith(`${route}/`);
}

/** The menu of a registry, built once: every access question (a list asks one per row button) reads it. */
const menus = new WeakMap<Registry, MenuGroup[]>();

function menuGroups(registry: Registry): MenuGroup[] {
  let groups = menus.get(registry);
  if (!groups) menus.set(registry, (groups = allMenuGroups(registry)));
  return groups;
}

function allPages(registry: Registry): Page[] {
  return [...menuGroups(registry).flatMap((group) => group.items), ...URL_PAGES];
}

/** The page a path (without language prefix) lies on: "masterdata/partners/7/edit" → the partners entry. */
export function pageOfPath(path: string, registry: Registry): Page | undefined {
  return allPages(registry)
    .filter((page) => startsWithRoute(path, page.route))
    .sort((a, b) => b.route.length - a.route.length)[0];
}

/** Tenant visibility key of a path (without language prefix), from the registry and the page items. */
export function visibilityKeyOf(path: string, registry: Registry): string | undefined {
  for (const entity of registry.values()) if (startsWithRoute(path, entity['x-route'])) return entity['x-visibility'];
  for (const group of menuGroups(registry)) {
    for (const item of group.items) if (item.visibility && startsWithRoute(path, item.route)) return item.visibility;
  }
  return undefined;
}

/**
 * A page with a permission (admin menu entries, seed, showcase) needs it in the shared table;
 * a data route needs the tenant's visibility key.
 */
export function routeAccess(path: string, context: AccessContext, registry: Registry): RouteAccess {
  for (const page of allPages(registry)) {
    if (page.permission && startsWithRoute(path, page.route) && !can(context.user, context.tenant ?? '', page.permission)) return 'adminOnly';
  }
  const key = visibilityKeyOf(path, registry);
  if (key && context.visibleRoutes && !context.visibleRoutes.has(key)) return 'notVisible';
  return 'allowed';
}
