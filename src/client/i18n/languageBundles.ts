import type { Language } from '../../shared/settings';
import type { LocaleBundle, PageTexts } from './localeBundle';

/** One chunk per language, loaded when needed: a first visit does not download the other language's texts. */
export const LANGUAGE_BUNDLES: Record<Language, () => Promise<{ bundle: LocaleBundle; pageTexts: PageTexts }>> = {
  de: () => import('./locale-de'),
  en: () => import('./locale-en'),
};
