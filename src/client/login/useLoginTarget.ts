import { dashboardPath, safeRedirectTarget } from '../routing/paths';
import { useSettings } from '../settings/settingsStore';

/** Where to go after login: the redirect query, else the dashboard in the user's language setting. */
export function useLoginTarget(searchParams: URLSearchParams): string {
  const settings = useSettings();
  return safeRedirectTarget(searchParams.get('redirect')) ?? dashboardPath(settings.language);
}
