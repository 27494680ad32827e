import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { onMissingLabel } from '../../shared/labels';
import { resolveLanguagePath } from '../../shared/language';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/settings';
import { preferredLanguage } from '../storage/preferredChoice';
import { LANGUAGE_BUNDLES } from './languageBundles';
import { namespaceOf } from './localeBundle';
import { addPageTexts, askedPageTexts } from './pageTexts';

/** Adds a language's texts to i18next unless they are there already, with the page texts this visit uses. */
async function loadLanguage(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'common')) {
    const { bundle } = await LANGUAGE_BUNDLES[language]();
    for (const [namespace, texts] of Object.entries(bundle)) i18next.addResourceBundle(language, namespace, texts);
  }
  await addPageTexts(language, askedPageTexts());
}

/** Flat keys ("menu.groups.masterdata") work from any component: missing keys are looked up in every namespace. */
async function init(language: Language): Promise<void> {
  const { bundle, pageTexts } = await LANGUAGE_BUNDLES[language]();
  // Page texts are looked up by flat keys too, once their page has loaded them.
  const namespaces = [...Object.keys(bundle), ...Object.keys(pageTexts).map(namespaceOf)];
  await i18next.use(initReactI18next).init({
    resources: { [language]: bundle },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: namespaces,
    defaultNS: 'common',
    fallbackNS: namespaces.filter((ns) => ns !== 'common'),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

// The browser tests fail on this line (tests/e2e/fixtures.ts).
onMissingLabel((key) => console.error(`Missing label: ${key}`));

/** Settles once the texts of the page's language are loaded; the app renders after it. */
export const i18nReady = init(resolveLanguagePath(window.location.pathname, preferredLanguage()).language);

/** Loads the language's texts, then switches to it. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18next.changeLanguage(language);
}

export { i18next };
