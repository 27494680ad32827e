import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type TFunction } from 'i18next';
import { onMissingLabel } from '../../shared/labels';
import { ApiError } from '../errors';
import { PROJECT_ROOT } from '../project-paths';

export type Language = 'en' | 'de';
export const LANGUAGES: readonly Language[] = ['en', 'de'];
/** The namespaces the server writes texts from: import messages, report, list and period-close exports (labels, yes/no), refusals. */
const NAMESPACES = ['imports', 'reports', 'entities', 'generic', 'errors', 'periodClose', 'documents'] as const;
export type Namespace = (typeof NAMESPACES)[number];

let instance: ReturnType<typeof i18next.createInstance> | undefined;

onMissingLabel((key) => process.emitWarning(`Missing label: ${key}`, 'MissingLabel'));

function namespaceTexts(language: Language, namespace: Namespace): object {
  const file = join(PROJECT_ROOT, 'locales', language, `${namespace}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** The texts of locales/{en,de}/{imports,reports,entities,generic,errors,periodClose}.json, loaded once (the files the client uses too). */
function translator() {
  if (instance) return instance;
  const resources = Object.fromEntries(
    LANGUAGES.map((language) => [language, Object.fromEntries(NAMESPACES.map((namespace) => [namespace, namespaceTexts(language, namespace)]))]),
  );
  instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: 'en',
    fallbackLng: 'en',
    ns: [...NAMESPACES],
    defaultNS: 'imports',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
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

/** The texts of one namespace in `language`. */
export const textsOf = (language: Language, namespace: Namespace): TFunction => translator().getFixedT(language, namespace);

/** The texts a list shows in `language`, keyed like the client's (`entities.…`, `generic.…`). */
export const listTextsOf = (language: Language): TFunction => translator().getFixedT(language, ['entities', 'generic']);

/** The import texts in `language`, with the entities' labels they name (`entities.{resource}.title`). */
export const importTextsOf = (language: Language): TFunction => translator().getFixedT(language, ['imports', 'entities']);

/** The import text of `messageKey` (e.g. `errors.duplicateKey`) with its parameters in `language`. */
export function translate(language: Language, messageKey: string, params: Record<string, unknown> = {}): string {
  return textsOf(language, 'imports')(messageKey, params as Record<string, string>);
}

/** What stopped a job, in `language`: an API refusal by its code's text (errors.json, as the client words it), anything else in its own words. */
export function errorText(language: Language, error: Error): string {
  if (!(error instanceof ApiError)) return error.message;
  return textsOf(language, 'errors')(`errors.${error.code}`, { ...error.details, defaultValue: error.message } as Record<string, string>);
}
