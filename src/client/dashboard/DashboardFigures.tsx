import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { reportsApi } from '../reports/reportsApi';

const DashboardCharts = lazy(() => import('./DashboardCharts'));

/** The charts of the tenant's figures; the server leaves out what the tenant may not see, so may this. */
export function DashboardFigures() {
  const { data } = useQuery({ queryKey: ['dashboard', 'figures'], queryFn: reportsApi.dashboard });
  if (!data || (!data.volumes && !data.credits)) return null;
  return (
    <section className="dashboard-group" data-testid="dashboard-figures">
      <Suspense fallback={<Spin className="page-spinner" />}>
        <DashboardCharts figures={data} />
      </Suspense>
    </section>
  );
}
