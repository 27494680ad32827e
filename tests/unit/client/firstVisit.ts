import dayjs from 'dayjs';
import i18next from 'i18next';
import { DEFAULT_LANGUAGE } from '../../../src/shared/settings';

/*
 * The client files of a worker share one happy-dom page and the modules they loaded (isolate: false). After a
 * file resets the modules (vi.resetModules), the next one evaluates the portal's i18n module again, which sets the
 * shared i18next's language from the page's path and stored choice as it finds them: a path without a language
 * prefix, such as one an earlier file left, is German (shared/language.ts). So every file starts as a first
 * visit: at "/", with empty storage and the portal's texts, dates and page in the default language.
 */
window.history.replaceState(null, '', '/');
localStorage.clear();
sessionStorage.clear();
if (i18next.isInitialized) await i18next.changeLanguage(DEFAULT_LANGUAGE);
dayjs.locale(DEFAULT_LANGUAGE);
document.documentElement.lang = DEFAULT_LANGUAGE;
