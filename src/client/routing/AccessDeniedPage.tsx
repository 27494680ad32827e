import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccessRefusal } from '../access/decideAccess';
import { pageOfPath } from '../access/routeAccess';
import { registry } from '../registry/registry';
import { useCurrentTenant } from '../tenant/useCurrentTenant';
import { dashboardPath } from './paths';
import { useLanguage } from './useLanguage';

/**
 * The one answer to a route the user may not open: in the page, at the URL they asked for,
 * saying why (an administrators' page, or an area the tenant does not show) and leading to the dashboard.
 */
export default function AccessDeniedPage({ route, reason }: { route: string; reason: AccessRefusal | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const tenant = useCurrentTenant();
  const page = pageOfPath(route, registry);
  const why = reason === 'adminOnly' ? t('access.adminOnly', { page: page ? t(page.label) : route }) : t('access.notVisible', { tenant: tenant?.name ?? '' });
  return (
    <div className="page" data-testid="access-denied">
      <Result
        status="403"
        title={t('access.deniedTitle')}
        subTitle={<span data-testid="access-denied-reason">{why}</span>}
        extra={
          <Link to={dashboardPath(language)}>
            <Button type="primary" data-testid="access-denied-dashboard">
              {t('access.toDashboard')}
            </Button>
          </Link>
        }
      />
    </div>
  );
}
