import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type TFunction } from 'i18next';

const root = join(import.meta.dirname, '../../../..');

/** A translator over the real locale files, set up as the client's: the first namespace is the default, flat keys are found in the others too. */
export async function localeTexts(language: 'en' | 'de', namespaces: string[]): Promise<TFunction> {
  const resources = Object.fromEntries(namespaces.map((ns) => [ns, JSON.parse(readFileSync(join(root, 'locales', language, `${ns}.json`), 'utf8'))]));
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: resources },
    ns: namespaces,
    defaultNS: namespaces[0],
    fallbackNS: namespaces.slice(1),
    interpolation: { escapeValue: false },
  });
  return instance.t.bind(instance) as TFunction;
}

export const importTexts = (language: 'en' | 'de') => localeTexts(language, ['errors', 'entities', 'imports']);
