import { lazy, type FunctionComponent } from 'react';
import { isReportId } from '../../shared/reports/api';
import type { PlaceholderPageProps } from '../pages/PlaceholderPage';

const ReportPage = lazy(() => import('../pages/reports/ReportPage'));

/** The route segment under "reports/" names the report (= its visibility key, src/shared/navigation.ts). */
export function reportPageOf(path: string): FunctionComponent<PlaceholderPageProps> | undefined {
  const [area, id] = path.split('/');
  if (area !== 'reports' || !id || !isReportId(id)) return undefined;
  return function Report() {
    return <ReportPage id={id} />;
  };
}
