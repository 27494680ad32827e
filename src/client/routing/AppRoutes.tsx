import { lazy } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { DASHBOARD_ROUTE } from '../../shared/navigation';
import { lazyWithPreload } from 'react-lazy-with-preload';
// The shell (refine's and antd's layout parts) loads after the login page, which does not need it.
const AppShell = lazyWithPreload(() => import('../layout/AppShell').then(({ AppShell }) => ({ default: AppShell })));
import { allEntityRoutes } from '../registry/entityRoutes';
import { RecordSectionSlots } from '../generic/form/recordSectionSlots';
import { registry } from '../registry/registry';
import { AccessGuard } from './AccessGuard';
import { EntityPage, entityPageReady, preloadEntityPage } from './entityPages';
import { HomeRedirect } from './HomeRedirect';
import { LOGIN_ROUTE } from './paths';
import { placeholderRoutes } from './pageRoutes';
import { RequireAuth } from './RequireAuth';
import { RECORD_SECTIONS } from './sectionTable';
import { LOGIN_PAGE as LoginPage, URL_TABLE } from './urlTable';

const DashboardPage = URL_TABLE[DASHBOARD_ROUTE];
const NotFoundPage = lazy(() => import('./NotFoundPage'));
const PlaceholderPage = lazyWithPreload(() => import('./PlaceholderPage'));

const PLACEHOLDERS = placeholderRoutes(registry);
// Records only a domain service writes (x-managed) have no create page.
const ENTITY_PAGES = allEntityRoutes(registry).flatMap(({ resource, list, create, edit }) =>
  [
    { path: list, mode: 'list' as const },
    ...(registry.get(resource)?.['x-managed'] ? [] : [{ path: create, mode: 'create' as const }]),
    { path: edit, mode: 'edit' as const },
  ].map(({ path, mode }) => ({
    path,
    element: <EntityPage resource={resource} mode={mode} />,
    preload: () => preloadEntityPage(resource, mode),
    ready: () => entityPageReady(resource, mode),
  })),
);

/** Loads the shell's code, and the dashboard's when `pathname` is the dashboard; asks the API nothing (the login page calls it as the credentials go out). */
export async function preloadShell(pathname: string): Promise<void> {
  await Promise.all([AppShell.preload(), matchPath(`/:lang/${DASHBOARD_ROUTE}`, pathname) ? DashboardPage.preload() : undefined]);
}

/**
 * Loads the shell and the code of the page at `pathname` (the dashboard, or an entity page: see
 * preloadEntityPage) for a returning user's first render; settles when the code is there. Rendered with
 * its code loaded, a page does not suspend, so React shows it at once instead of after a fallback's
 * throttle (300 ms per boundary).
 */
export async function preloadRoute(pathname: string): Promise<void> {
  await Promise.all([preloadShell(pathname), ENTITY_PAGES.find(({ path }) => matchPath(`/:lang/${path}`, pathname))?.preload()]);
}

/** The route tree under /:lang/ (pages from the URL table and the registry), with the features' record sections. */
export function AppRoutes() {
  return (
    <RecordSectionSlots value={RECORD_SECTIONS}>
      <Routes>
        <Route path="/:lang">
          <Route index element={<HomeRedirect />} />
          <Route path={LOGIN_ROUTE} element={<LoginPage />} />
          <Route
            element={
              <RequireAuth>
                <AppShell />
              </RequireAuth>
            }
          >
            <Route path={DASHBOARD_ROUTE} element={<DashboardPage />} />
            {ENTITY_PAGES.map(({ path, element, ready }) => (
              <Route key={path} path={path} element={<AccessGuard preload={ready}>{element}</AccessGuard>} />
            ))}
            {PLACEHOLDERS.map(({ path, page: Page = PlaceholderPage, ...props }) => (
              <Route
                key={path}
                path={path}
                element={
                  <AccessGuard preload={Page.preload}>
                    <Page {...props} />
                  </AccessGuard>
                }
              />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
      </Routes>
    </RecordSectionSlots>
  );
}
