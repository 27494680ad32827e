import { Result } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { routeAccess } from '../access/routeAccess';
import { useAuth } from '../auth/authStore';
import { useNotify } from '../notifications/useNotify';
import { registry } from '../registry/registry';
import { useTenantConfig } from '../tenant/useTenantConfig';
import { dashboardPath, routeOf } from './paths';
import { useLanguage } from './useLanguage';

/** Admin-only routes send non-admins to the dashboard with a message; routes hidden for the tenant are refused. */
export function AccessGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { user, tenant } = useAuth();
  const { config } = useTenantConfig();
  const location = useLocation();
  const language = useLanguage();
  const visibleRoutes = config ? new Set(config.visibleRoutes) : null;
  const access = routeAccess(routeOf(location.pathname), { user, tenant, visibleRoutes }, registry);

  useEffect(() => {
    if (access === 'adminOnly') notify('error', t('access.adminOnly'));
  }, [access, notify, t]);

  if (access === 'adminOnly') return <Navigate replace to={dashboardPath(language)} />;
  if (access === 'notVisible') {
    return <Result status="403" title={t('access.deniedTitle')} subTitle={t('access.notVisible')} data-testid="access-denied" />;
  }
  return children;
}
