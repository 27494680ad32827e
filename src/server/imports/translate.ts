import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type TFunction } from 'i18next';
import { PROJECT_ROOT } from '../project-paths';

export type Language = 'en' | 'de';
const LANGUAGES: Language[] = ['en', 'de'];

let instance: ReturnType<typeof i18next.createInstance> | undefined;

/** The import texts of locales/{en,de}/imports.json, loaded once (the files the import view uses too). */
function translator() {
  if (instance) return instance;
  const resources = Object.fromEntries(
    LANGUAGES.map((language) => [language, { imports: JSON.parse(readFileSync(join(PROJECT_ROOT, 'locales', language, 'imports.json'), 'utf8')) }]),
  );
  instance = i18next.createInstance();
  void instance.init({ resources, lng: 'en', fallbackLng: 'en', ns: ['imports'], defaultNS: 'imports', interpolation: { escapeValue: false }, initAsync: false });
  return instance;
}

/** `lang` (de|en) or the first language of Accept-Language we have; English otherwise. */
export function requestLanguage(lang: unknown, acceptLanguage: string | undefined): Language {
  if (lang === 'de' || lang === 'en') return lang;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (code === 'de' || code === 'en') return code;
  }
  return 'en';
}

/** The text of `messageKey` (e.g. `errors.duplicateKey`) with its parameters in `language`. */
export function translate(language: Language, messageKey: string, params: Record<string, unknown> = {}): string {
  const t: TFunction = translator().getFixedT(language, 'imports');
  return t(messageKey, params as Record<string, string>);
}
