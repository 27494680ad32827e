import { useTranslation } from 'react-i18next';
import { fullName, isSystemAdmin, isTenantAdmin } from '../../shared/user';
import { DASHBOARD_ROUTE } from '../../shared/navigation';
import { useTenantToday } from '../access/useTenantToday';
import { useAuth } from '../auth/authStore';
import { useFormatters } from '../format/useFormatters';
import { useVisibleMenu } from '../layout/useVisibleMenu';

/** Everything the dashboard shows, from the session, settings, the tenant's business day and the visible menu. */
export function useDashboard() {
  const { t } = useTranslation();
  const { user, tenant, authenticated } = useAuth();
  const format = useFormatters();
  const today = useTenantToday();
  const groups = useVisibleMenu();
  const role = isSystemAdmin(user) ? 'systemAdmin' : isTenantAdmin(user, tenant) ? 'tenantAdmin' : 'user';
  const links = groups.map((group) => ({ ...group, items: group.items.filter((item) => item.route !== DASHBOARD_ROUTE) }));
  return {
    name: fullName(user, authenticated),
    roleLabel: t(`roles.${role}`),
    /** The tenant's business day in the user's date format; empty until the tenant config is there. */
    today: today ? format.date(today) : '',
    groups: links.filter((group) => group.items.length > 0),
  };
}
