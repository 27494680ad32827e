import { lazyWithPreload } from 'react-lazy-with-preload';
import type { Registry } from '../../shared/registry';
import { reportRoute, reportTitleKey } from '../../shared/reports/declaration';
import type { PlaceholderRoute } from './pageRoutes';

const ReportPage = lazyWithPreload(() => import('../pages/reports/ReportPage'));

/** A route per report of the registry (reports/{id}), all served by the one report page with the report's declaration. */
export function reportRoutes(registry: Registry): PlaceholderRoute[] {
  return [...registry.reports.values()].map((report) => ({
    path: reportRoute(report.id),
    titleKey: reportTitleKey(report.id),
    page: Object.assign(() => <ReportPage report={report} />, { preload: ReportPage.preload }),
  }));
}
