import { DASHBOARD_ROUTE, PAGE_ITEMS, SHOWCASE_PAGES } from '../../shared/navigation';
import type { Registry } from '../../shared/registry';
import type { PlaceholderPageProps } from '../pages/PlaceholderPage';
import { allEntityRoutes } from '../registry/entityRoutes';

export interface PlaceholderRoute extends PlaceholderPageProps {
  path: string;
}

/**
 * Every spec §2 route whose feature comes in a later issue: entity list/edit/create routes from the
 * registry, the hand-written pages of the menu, seed and the component showcase.
 */
export function placeholderRoutes(registry: Registry): PlaceholderRoute[] {
  const entities = allEntityRoutes(registry).flatMap((routes): PlaceholderRoute[] => [
    { path: routes.list, titleKey: routes.titleKey },
    { path: routes.edit, titleKey: routes.titleKey, mode: routes.edit.endsWith('/edit') ? 'edit' : 'detail' },
    ...(routes.create ? [{ path: routes.create, titleKey: routes.titleKey, mode: 'create' as const }] : []),
  ]);
  const pages = Object.values(PAGE_ITEMS)
    .flat()
    .filter((item) => item.route !== DASHBOARD_ROUTE)
    .map((item) => ({ path: item.route, titleKey: item.label }));
  const showcase = SHOWCASE_PAGES.map((page) => ({ path: `layouts/${page}`, titleKey: `pages.layouts.${page}` }));
  return [...entities, ...pages, { path: 'seed', titleKey: 'pages.seed' }, ...showcase];
}
