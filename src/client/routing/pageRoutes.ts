import { lazy, type ComponentType } from 'react';
import { DASHBOARD_ROUTE, PAGE_ITEMS, SHOWCASE_PAGES } from '../../shared/navigation';
import type { PlaceholderPageProps } from '../pages/PlaceholderPage';

export interface PlaceholderRoute extends PlaceholderPageProps {
  path: string;
  /** A page of its own that replaces the placeholder. */
  page?: ComponentType<PlaceholderPageProps>;
}

/**
 * Every spec §2 route whose feature comes in a later issue: the hand-written pages of the menu, seed and
 * the component showcase. Entity routes come from the registry (entityRoutes.ts).
 */
export function placeholderRoutes(): PlaceholderRoute[] {
  const pages = Object.values(PAGE_ITEMS)
    .flat()
    .filter((item) => item.route !== DASHBOARD_ROUTE)
    .map((item) => ({ path: item.route, titleKey: item.label }));
  const showcase = SHOWCASE_PAGES.map((page) => ({ path: `layouts/${page}`, titleKey: `pages.layouts.${page}` }));
  return [...pages, { path: 'seed', titleKey: 'pages.seed', page: lazy(() => import('../pages/SeedPage')) }, ...showcase];
}
