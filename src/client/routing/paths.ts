import { DASHBOARD_ROUTE } from '../../shared/navigation';
import { isLanguage, type Language } from '../../shared/settings';

export const LOGIN_ROUTE = 'login';

export function localPath(language: Language, route: string): string {
  return `/${language}/${route}`;
}

export function dashboardPath(language: Language): string {
  return localPath(language, DASHBOARD_ROUTE);
}

/** The path after /{lang}/ ("movement-data/inbounds/7/edit"). */
export function routeOf(pathname: string): string {
  const [first, ...rest] = pathname.split('/').filter(Boolean);
  return isLanguage(first) ? rest.join('/') : [first, ...rest].filter(Boolean).join('/');
}

export function isLoginPath(pathname: string): boolean {
  return routeOf(pathname) === LOGIN_ROUTE;
}

/** The login URL that brings the user back to `target` (full path incl. search) afterwards. */
export function loginPathWithRedirect(language: Language, target: string): string {
  return `${localPath(language, LOGIN_ROUTE)}?redirect=${encodeURIComponent(target)}`;
}

/** Only same-site paths are followed after login (no "//host" or absolute URLs). */
export function safeRedirectTarget(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
}
