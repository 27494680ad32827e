import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useAuth } from '../auth/authStore';
import { reportsApi } from '../reports/reportsApi';

const DashboardCharts = lazy(() => import('./DashboardCharts'));

/** The charts of the tenant's figures; the server leaves out what the tenant may not see, so may this. */
export function DashboardFigures() {
  const { tenant } = useAuth();
  // Per tenant: its visible areas decide what the figures hold.
  const { data } = useQuery({ queryKey: ['dashboard-figures', tenant], queryFn: reportsApi.dashboard, enabled: Boolean(tenant) });
  if (!data || (!data.volumes && !data.credits)) return null;
  return (
    <section className="dashboard-group" data-testid="dashboard-figures">
      <Suspense fallback={<Spin className="page-spinner" />}>
        <DashboardCharts figures={data} />
      </Suspense>
    </section>
  );
}
