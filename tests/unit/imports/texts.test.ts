import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './read-helpers';

const texts = (language: string) => JSON.parse(readFileSync(join(root, 'locales', language, 'imports.json'), 'utf8')).errors as Record<string, string>;

/** Every `errors.*` key the reader writes, and the API's validation keys it passes on as `errors.*`. */
function keysUsed(): string[] {
  const dir = join(root, 'src/server/imports/read');
  const source = readdirSync(dir)
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
  const validation = readFileSync(join(root, 'src/server/resources/validation.ts'), 'utf8');
  return [...new Set([...source.matchAll(/'errors\.(\w+)'/g), ...validation.matchAll(/'validation\.(\w+)'/g)].map((match) => match[1]))].sort();
}

describe('import texts', () => {
  it.each(['en', 'de'])('every reader message key has a %s text', (language) => {
    const have = texts(language);
    expect(keysUsed().filter((key) => !have[key])).toEqual([]);
  });

  it('the parameters of each text are the same in English and German', () => {
    const params = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    const [en, de] = [texts('en'), texts('de')];
    for (const key of Object.keys(en)) expect(params(de[key] ?? ''), key).toEqual(params(en[key]));
  });
});
