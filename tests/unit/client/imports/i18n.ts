import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type TFunction } from 'i18next';

const root = join(import.meta.dirname, '../../../..');
const NAMESPACES = ['imports', 'errors', 'entities'];

/** A translator over the real locale files, set up as the client's (flat keys found in every namespace). */
export async function importTexts(language: 'en' | 'de'): Promise<TFunction> {
  const resources = Object.fromEntries(NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(join(root, 'locales', language, `${ns}.json`), 'utf8'))]));
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources: { [language]: resources }, ns: NAMESPACES, defaultNS: 'errors', fallbackNS: ['entities', 'imports'], interpolation: { escapeValue: false } });
  return instance.t.bind(instance) as TFunction;
}
