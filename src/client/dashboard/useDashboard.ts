import { useDateFormat } from '../format/useDateFormat';
import { useTranslation } from 'react-i18next';
import { fullName, isSystemAdmin, isTenantAdmin } from '../../shared/user';
import { DASHBOARD_ROUTE } from '../../shared/navigation';
import { useAuth } from '../auth/authStore';
import { useFormatters } from '../format/useFormatters';
import { useVisibleMenu } from '../layout/useVisibleMenu';

/** Everything the dashboard shows, from the session, settings and the visible menu. */
export function useDashboard() {
  const { t } = useTranslation();
  const { user, tenant, authenticated } = useAuth();
  const dateFormat = useDateFormat();
  const format = useFormatters();
  const groups = useVisibleMenu();
  const role = isSystemAdmin(user) ? 'systemAdmin' : isTenantAdmin(user, tenant) ? 'tenantAdmin' : 'user';
  const links = groups.map((group) => ({ ...group, items: group.items.filter((item) => item.route !== DASHBOARD_ROUTE) }));
  return {
    name: fullName(user, authenticated),
    roleLabel: t(`roles.${role}`),
    dateFormat,
    today: format.date(new Date()),
    groups: links.filter((group) => group.items.length > 0),
  };
}
