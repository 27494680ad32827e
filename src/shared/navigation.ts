import { keyPermission, type Permission } from './permissions';
import type { MenuGroupKey, Registry } from './registry';
import { reportRoute, reportTitleKey } from './reports/declaration';

/** A sidebar entry: an entity list from the registry or a hand-written page. */
export interface MenuItem {
  /** Route under /{lang}/, e.g. "movement-data/inbounds". */
  route: string;
  /** i18next key of the label. */
  label: string;
  /** Tenant visibility key; undefined = visible for every tenant. */
  visibility?: string;
  /** The permission (shared table) the page needs, for admin pages and keys that need one besides; the server checks the same. */
  permission?: Permission;
  order: number;
}

export interface MenuGroup {
  key: MenuGroupKey;
  label: string;
  items: MenuItem[];
}

/** Hand-written pages of the sidebar; entity and report pages come from the registry. */
export const PAGE_ITEMS: Record<MenuGroupKey, MenuItem[]> = {
  'movement-data': [{ route: 'movement-data/period-close', label: 'menu.movementData.periodClose', visibility: 'mass-balances', order: 45 }],
  masterdata: [],
  import: [],
  reports: [],
  help: [
    { route: 'hilfe/dokumentation', label: 'menu.help.documentation', order: 10 },
    { route: 'hilfe/faq', label: 'menu.help.faq', order: 20 },
    { route: 'hilfe/hilfevideos', label: 'menu.help.videos', order: 30 },
  ],
  user: [
    { route: 'user/dashboard', label: 'menu.user.dashboard', order: 10 },
    { route: 'user/nachrichten', label: 'menu.user.messages', order: 20 },
    { route: 'user/einstellungen', label: 'menu.user.settings', order: 30 },
    { route: 'user/passwort', label: 'menu.user.password', order: 40 },
    { route: 'user/2fa-reset', label: 'menu.user.twoFactorReset', order: 50 },
    { route: 'user/release-notes', label: 'menu.user.releaseNotes', order: 60 },
    { route: 'user/administration', label: 'menu.user.administration', permission: 'users.view', order: 70 },
    { route: 'user/api-tokens', label: 'menu.user.apiTokens', permission: 'apiTokens.manage', order: 75 },
    { route: 'user/webhooks', label: 'menu.user.webhooks', permission: 'webhooks.manage', order: 76 },
    { route: 'user/mandanten', label: 'menu.user.tenants', permission: 'tenants.view', order: 80 },
    { route: 'user/rollen', label: 'menu.user.roles', permission: 'roles.view', order: 90 },
    { route: 'logs', label: 'menu.user.logs', permission: 'auditLog.view', order: 100 },
  ],
};

/** The developer component showcase, one page per name under layouts/. */
export const SHOWCASE_PAGES = [
  'about',
  'accordion',
  'badge',
  'breadcrumb',
  'button-group',
  'button-icons',
  'button',
  'data-display',
  'date-picker',
  'input',
  'pagination',
  'sidebar',
  'table',
  'tabs-group',
] as const;

/** A page reachable by URL but not in the sidebar; like an admin menu entry it needs its permission. */
export type UrlPage = Omit<MenuItem, 'order' | 'visibility'> & { permission: Permission };

/** Pages outside the sidebar: seed and the component showcase, both for administrators. */
export const URL_PAGES: readonly UrlPage[] = [
  { route: 'seed', label: 'pages.seed', permission: 'data.seed' },
  ...SHOWCASE_PAGES.map((page): UrlPage => ({ route: `layouts/${page}`, label: 'pages.showcase', permission: 'showcase.view' })),
];

export const DASHBOARD_ROUTE = 'user/dashboard';

/** Every sidebar entry, visible or not: registry entities and reports plus hand-written pages, grouped and ordered. */
export function allMenuGroups(registry: Registry): MenuGroup[] {
  const groups = new Map<MenuGroupKey, MenuItem[]>((Object.keys(PAGE_ITEMS) as MenuGroupKey[]).map((key) => [key, [...PAGE_ITEMS[key]]]));
  for (const { id, menu, order, visibility } of registry.reports.values()) {
    groups.get(menu)!.push({ route: reportRoute(id), label: reportTitleKey(id), visibility, order });
  }
  for (const entity of registry.values()) {
    if (entity['x-sidebar'] === false) continue;
    groups.get(entity['x-menu'])!.push({
      route: entity['x-route'],
      label: `entities.${entity['x-resource']}.title`,
      visibility: entity['x-visibility'],
      permission: keyPermission(entity['x-visibility']),
      order: entity['x-menu-order'],
    });
  }
  return [...groups.entries()].map(([key, items]) => ({
    key,
    label: `menu.groups.${key}`,
    items: items.sort((a, b) => a.order - b.order),
  }));
}

/** The sidebar a viewer sees: the entries `allowed` lets through (docs/domain-rules.md#tenant-visibility-of-menus); empty groups dropped. */
export function visibleMenu(groups: MenuGroup[], allowed: (item: MenuItem) => boolean): MenuGroup[] {
  return groups.map((group) => ({ ...group, items: group.items.filter(allowed) })).filter((group) => group.items.length > 0);
}

/** Every route key a tenant config may name: entity keys and page keys. */
export function allVisibilityKeys(registry: Registry): string[] {
  const keys = new Set<string>();
  for (const group of allMenuGroups(registry)) for (const item of group.items) if (item.visibility) keys.add(item.visibility);
  for (const entity of registry.values()) keys.add(entity['x-visibility']);
  return [...keys].sort();
}
