import { Layout, Spin } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '../auth/authStore';
import { useSession } from '../session/useSession';
import { TenantModal } from '../tenant/TenantModal';
import { AppHeader } from './AppHeader';
import { Sidebar } from './Sidebar';

/** Logged-in frame: the tenant modal replaces it until a tenant is chosen (spec §2). */
export function AppShell() {
  const { authenticated, tenant } = useAuth();
  useSession(authenticated);
  if (!tenant) return <TenantModal />;
  return (
    <Layout className="app-shell">
      <Sidebar />
      <Layout>
        <AppHeader />
        <Layout.Content className="app-content">
          <Suspense fallback={<Spin className="page-spinner" />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
