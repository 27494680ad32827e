import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resolveLanguagePath } from '../../shared/language';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../shared/settings';
import { preferredLanguage } from '../storage/preferredChoice';

type Resources = Record<string, Record<string, Record<string, unknown>>>;

/** Locale files are /locales/<lang>/<namespace>.json; every file's keys start with its own top-level name. */
function collectResources(): Resources {
  const files = import.meta.glob<Record<string, unknown>>('/locales/*/*.json', { eager: true, import: 'default' });
  const resources: Resources = {};
  for (const [path, content] of Object.entries(files)) {
    const [, , language, file] = path.split('/');
    (resources[language] ??= {})[file.replace(/\.json$/, '')] = content;
  }
  return resources;
}

const resources = collectResources();
const namespaces = [...new Set(Object.values(resources).flatMap((byNs) => Object.keys(byNs)))];

/** Flat keys ("menu.groups.masterdata") work from any component: missing keys are looked up in every namespace. */
void i18next.use(initReactI18next).init({
  resources,
  lng: resolveLanguagePath(window.location.pathname, preferredLanguage()).language,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: namespaces,
  defaultNS: 'common',
  fallbackNS: namespaces.filter((ns) => ns !== 'common'),
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18next };
