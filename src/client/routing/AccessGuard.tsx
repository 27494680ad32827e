import { useCan } from '@refinedev/core';
import { Result } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useNotify } from '../notifications/useNotify';
import { dashboardPath, routeOf } from './paths';
import { useLanguage } from './useLanguage';

/**
 * Asks the access control provider whether the route may be shown: admin-only routes send others to
 * the dashboard with a message; routes hidden for the tenant are refused. Nothing is shown until it decided.
 */
export function AccessGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const location = useLocation();
  const language = useLanguage();
  const { data: access } = useCan({ action: 'show', params: { route: routeOf(location.pathname) } });
  const adminOnly = access?.reason === 'adminOnly';

  useEffect(() => {
    if (adminOnly) notify('error', t('access.adminOnly'));
  }, [adminOnly, notify, t]);

  if (!access) return null;
  if (adminOnly) return <Navigate replace to={dashboardPath(language)} />;
  if (!access.can) {
    return (
      <div data-testid="access-denied">
        <Result status="403" title={t('access.deniedTitle')} subTitle={t('access.notVisible')} />
      </div>
    );
  }
  return children;
}
