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

/**
 * The portal page a redirect query names, as the path, search and hash to navigate to; null for anything
 * else. The value is read as the browser and the router read it, a URL relative to `origin` (which drops
 * tabs and newlines and takes a backslash for a slash), so "/<tab>/host" is the other host it becomes,
 * not a path; the page must be on `origin` under a language prefix.
 */
export function safeRedirectTarget(value: string | null, origin: string): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  const [, language, ...rest] = url.pathname.split('/');
  if (url.origin !== new URL(origin).origin || !isLanguage(language) || rest.length === 0) return null;
  return url.pathname + url.search + url.hash;
}
