import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../../..');

function valuesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return typeof value === 'object' && value !== null ? Object.values(value).flatMap(valuesOf) : [];
}

/** Every text a user of `language` reads: the locale values and the user guide's lines. */
function textsOf(language: string): string[] {
  const locales = join(root, 'locales', language);
  const guide = join(root, 'docs/help', language);
  return [
    ...readdirSync(locales, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => valuesOf(JSON.parse(readFileSync(join(locales, file), 'utf8')))),
    ...readdirSync(guide).flatMap((file) => readFileSync(join(guide, file), 'utf8').split('\n')),
  ];
}

/** Texts of `language` that use `word`; placeholders, source paths (src/client/…) and the X-Tenant header are no words. */
function usesOf(language: string, word: RegExp): string[] {
  return textsOf(language)
    .map((text) => text.replace(/\{\{\w+\}\}|\bsrc\/client\/\S*|\bX-Tenant\b/g, ''))
    .filter((text) => word.test(text));
}

describe('one word for a tenant per language (English tenant, German Mandant)', () => {
  it('English says tenant, never client', () => {
    expect(usesOf('en', /\bclients?\b/i)).toEqual([]);
  });

  it('German says Mandant, never Tenant or Client', () => {
    expect(usesOf('de', /\b(tenants?|clients?)\b/i)).toEqual([]);
  });
});
