import { dashboardPath, safeRedirectTarget } from '../routing/paths';
import { useLanguage } from '../routing/useLanguage';

/** Where to go after login: the redirect query when it names a page of the portal, else the dashboard. */
export function useLoginTarget(searchParams: URLSearchParams): string {
  const language = useLanguage();
  return safeRedirectTarget(searchParams.get('redirect'), window.location.origin) ?? dashboardPath(language);
}
