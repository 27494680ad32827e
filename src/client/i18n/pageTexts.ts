import i18next from 'i18next';
import type { Language } from '../../shared/settings';
import { LANGUAGE_BUNDLES } from './languageBundles';
import { namespaceOf } from './localeBundle';

/** The page texts the pages of this visit asked for: a language switch loads them too. */
const asked = new Set<string>();

export const askedPageTexts = (): Iterable<string> => asked;

/** Adds the page texts of `namespaces` in `language` to i18next, those not there already. */
export async function addPageTexts(language: Language, namespaces: Iterable<string>): Promise<void> {
  const { pageTexts } = await LANGUAGE_BUNDLES[language]();
  const byNamespace = new Map(Object.entries(pageTexts).map(([path, load]) => [namespaceOf(path), load]));
  for (const namespace of namespaces) {
    const load = byNamespace.get(namespace);
    if (!load) throw new Error(`no page texts ${namespace} in ${language}`);
    if (!i18next.hasResourceBundle(language, namespace)) i18next.addResourceBundle(language, namespace, await load());
  }
}

const initialized = () => (i18next.isInitialized ? Promise.resolve() : new Promise<void>((resolve) => i18next.on('initialized', () => resolve())));

/** Loads the page texts a page shows (its entry in the URL table names them) in the current language, before the page renders. */
export async function loadPageTexts(namespaces: readonly string[]): Promise<void> {
  if (namespaces.length === 0) return;
  await initialized();
  for (const namespace of namespaces) asked.add(namespace);
  await addPageTexts(i18next.language as Language, namespaces);
}
