import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/settings';
import { readString, STORAGE_KEYS } from './browserStorage';

/** Dark mode: the stored choice wins; a first visit follows the OS (prefers-color-scheme). */
export function chooseDarkMode(stored: string | null, osPrefersDark: boolean): boolean {
  return stored === 'true' || stored === 'false' ? stored === 'true' : osPrefersDark;
}

/**
 * Language of "/" and "/login": the stored choice wins; a first visit follows the browser's
 * first language when it is de or en; anything else gets the default, en.
 */
export function chooseLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  const browser = browserLanguages[0]?.split('-')[0].toLowerCase();
  return isLanguage(browser) ? browser : DEFAULT_LANGUAGE;
}

export function preferredDarkMode(): boolean {
  const osPrefersDark = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  return chooseDarkMode(readString(STORAGE_KEYS.darkMode), osPrefersDark);
}

export function preferredLanguage(): Language {
  return chooseLanguage(readString(STORAGE_KEYS.locale), navigator.languages.length ? navigator.languages : [navigator.language]);
}
