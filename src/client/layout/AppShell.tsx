import { Layout, Spin } from 'antd';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '../auth/authStore';
import { useSession } from '../session/useSession';
import { TenantModal } from '../tenant/TenantModal';
import { AppHeader } from './AppHeader';
import { Sidebar } from './Sidebar';
import { SidebarDrawer } from './SidebarDrawer';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { useNarrowScreen } from './useNarrowScreen';
import './shell.css';

/** Logged-in frame, opened by the skip link: the tenant modal replaces it until a tenant is chosen; below tablet width the sidebar is a drawer. */
export function AppShell() {
  const { authenticated, tenant } = useAuth();
  const narrow = useNarrowScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  useSession(authenticated);
  if (!tenant) return <TenantModal />;
  return (
    <Layout className="app-shell">
      <SkipLink />
      {narrow ? <SidebarDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} /> : <Sidebar />}
      <Layout className="app-main">
        <AppHeader openMenu={narrow ? () => setDrawerOpen(true) : undefined} />
        <Layout.Content className="app-content" id={MAIN_CONTENT_ID} tabIndex={-1}>
          <Suspense fallback={<Spin className="page-spinner" />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
