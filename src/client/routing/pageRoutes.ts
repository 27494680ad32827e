import type { ComponentType } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { DASHBOARD_ROUTE, PAGE_ITEMS, URL_PAGES } from '../../shared/navigation';
import type { Registry } from '../../shared/registry';
import type { PlaceholderPageProps } from '../pages/PlaceholderPage';
import { reportRoutes } from './reportRoutes';

export interface PlaceholderRoute extends PlaceholderPageProps {
  path: string;
  /** A page of its own that replaces the placeholder; `preload` loads its code. */
  page?: PreloadablePage;
}

type PageModule = { default: ComponentType<PlaceholderPageProps> };
export type PreloadablePage = ComponentType<PlaceholderPageProps> & { preload: () => Promise<unknown> };

/** Hand-written pages by file: `pages/routes/user/administration.tsx` serves the route `user/administration`. */
const PAGE_MODULES = import.meta.glob<PageModule>('../pages/routes/**/*.tsx');

function pageOf(path: string): PreloadablePage | undefined {
  const load = PAGE_MODULES[`../pages/routes/${path}.tsx`];
  return load && lazyWithPreload(load);
}

/**
 * Every spec §2 route that is not an entity page: the hand-written pages of the menu, seed and the
 * component showcase, and the reports of the registry, which share one page (reportRoutes.tsx). A route
 * without its page file yet shows the placeholder. Entity routes come from the registry (entityRoutes.ts).
 */
export function placeholderRoutes(registry: Registry): PlaceholderRoute[] {
  const pages = [...Object.values(PAGE_ITEMS).flat(), ...URL_PAGES]
    .filter((item) => item.route !== DASHBOARD_ROUTE)
    .map((item) => ({ path: item.route, titleKey: item.label, page: pageOf(item.route) }));
  return [...pages, ...reportRoutes(registry)];
}
