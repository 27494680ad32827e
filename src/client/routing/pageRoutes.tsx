import { DASHBOARD_ROUTE, PAGE_ITEMS, URL_PAGES } from '../../shared/navigation';
import type { Registry } from '../../shared/registry';
import { reportRoute, reportTitleKey } from '../../shared/reports/declaration';
import type { PlaceholderPageProps } from './PlaceholderPage';
import { REPORT_PAGE, URL_TABLE, type PreloadablePage } from './urlTable';

export interface PlaceholderRoute extends PlaceholderPageProps {
  path: string;
  /** A page of its own that replaces the placeholder; `preload` loads its code. */
  page?: PreloadablePage;
}

/** A route per report of the registry (reports/{id}), all served by the one report page with the report's declaration. */
function reportRoutes(registry: Registry): PlaceholderRoute[] {
  return [...registry.reports.values()].map((report) => ({
    path: reportRoute(report.id),
    titleKey: reportTitleKey(report.id),
    page: Object.assign(() => <REPORT_PAGE report={report} />, { preload: REPORT_PAGE.preload }),
  }));
}

/**
 * Every route of the navigation that is not an entity page: the hand-written pages of the menu, seed and
 * the component showcase (their pages from the URL table), and the reports of the registry, which share
 * one page. A route without a page in the URL table shows the placeholder. Entity routes come from the
 * registry (entityRoutes.ts); the dashboard has a route of its own (AppRoutes.tsx).
 */
export function placeholderRoutes(registry: Registry): PlaceholderRoute[] {
  const pages = [...Object.values(PAGE_ITEMS).flat(), ...URL_PAGES]
    .filter((item) => item.route !== DASHBOARD_ROUTE)
    .map((item) => ({ path: item.route, titleKey: item.label, page: URL_TABLE[item.route] }));
  return [...pages, ...reportRoutes(registry)];
}
