import { lazyWithPreload } from 'react-lazy-with-preload';
import { isReportId } from '../../shared/reports/api';
import type { PreloadablePage } from './pageRoutes';

const ReportPage = lazyWithPreload(() => import('../pages/reports/ReportPage'));

/** The route segment under "reports/" names the report (= its visibility key, src/shared/navigation.ts). */
export function reportPageOf(path: string): PreloadablePage | undefined {
  const [area, id] = path.split('/');
  if (area !== 'reports' || !id || !isReportId(id)) return undefined;
  return Object.assign(() => <ReportPage id={id} />, { preload: ReportPage.preload });
}
