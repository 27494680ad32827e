import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../src/client/registry/registry';
import { allMenuGroups, SHOWCASE_PAGES } from '../../../src/shared/navigation';
import { MASS_BALANCE_ERRORS } from '../../../src/shared/mass-balance/api';
import { buildRegistry } from '../../../src/shared/registry';
import { IMPORT_TYPES } from '../../../src/shared/visibility';
import { readRegistryFiles } from '../../support/registry-files';

const root = join(import.meta.dirname, '../../..');

function flatKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => flatKeys(child, prefix ? `${prefix}.${key}` : key));
}

/** Every key of a language, flat ("menu.groups.reports") and with its namespace ("reports:titles.x"): labels use either form; page texts (pages/) included. */
function keysOf(language: string): Set<string> {
  const dir = join(root, 'locales', language);
  return new Set(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => {
        const keys = flatKeys(JSON.parse(readFileSync(join(dir, file), 'utf8')));
        return [...keys, ...keys.map((key) => `${file.replace(/^.*\/|\.json$/g, '')}:${key}`)];
      }),
  );
}

const ERROR_CODES = [
  'INVALID_LOGIN',
  'USER_LOCKED',
  'TOO_MANY_ATTEMPTS',
  'INVALID_TWO_FACTOR_CODE',
  'TENANT_REQUIRED',
  'TENANT_FORBIDDEN',
  'INVALID_REFRESH_TOKEN',
  'REFRESH_TOKEN_REUSED',
  'INVALID_CURRENT_PASSWORD',
  'PASSWORD_POLICY',
  'INVALID_PASSWORD',
  'VALIDATION',
  'NETWORK',
  'UNKNOWN',
  'INTERNAL_ERROR',
  'INVALID_ID',
  'NOT_FOUND',
  'BAD_REQUEST',
  'URI_TOO_LONG',
  'INEXACT_NUMBER',
  'REQUEST_HEADER_FIELDS_TOO_LARGE',
  'LOGIN_FAILED',
  'RECORD_LOCKED',
  ...MASS_BALANCE_ERRORS,
  'LINK_TARGET_TAKEN',
  'LINK_LIMIT_EXCEEDED',
  'LINK_MAX_TARGETS',
];

describe('locales', () => {
  const en = keysOf('en');
  const de = keysOf('de');

  it('en and de have the same keys', () => {
    expect([...en].filter((key) => !de.has(key))).toEqual([]);
    expect([...de].filter((key) => !en.has(key))).toEqual([]);
  });

  it('label every menu group, menu entry, entity, showcase page and error code', () => {
    const needed = [
      ...allMenuGroups(registry).flatMap((group) => [group.label, ...group.items.map((item) => item.label)]),
      ...[...registry.values()].map((entity) => `entities.${entity['x-resource']}.title`),
      ...SHOWCASE_PAGES.map((page) => `pages.layouts.${page}`),
      ...ERROR_CODES.map((code) => `errors.${code}`),
    ];
    expect(needed.filter((key) => !en.has(key))).toEqual([]);
  });
});

describe('client registry', () => {
  it('indexes the same entities, reports and import types that buildRegistry validates, in the same order', () => {
    const built = buildRegistry(readRegistryFiles());
    expect([...registry.keys()]).toEqual([...built.keys()]);
    expect([...registry.reports.values()]).toEqual([...built.reports.values()]);
    expect([...registry.imports.values()]).toEqual([...built.imports.values()]);
    expect(IMPORT_TYPES).toEqual([...built.imports.keys()]);
  });
});

describe('generic entity pages', () => {
  const dir = (language: string) => join(root, 'locales', language);
  const files = (language: string) =>
    readdirSync(dir(language))
      .filter((file) => file.endsWith('.json'))
      .sort();

  it('every namespace exists in both languages', () => {
    expect(files('de')).toEqual(files('en'));
  });

  it('texts for every server messageKey and the fixed messages', () => {
    const en = JSON.parse(readFileSync(join(dir('en'), 'generic.json'), 'utf8'));
    expect(en.generic.validation).toMatchObject({
      required: 'This property is required.',
      number: 'Please enter a valid number',
      date: 'Please enter a valid date',
      amount: 'Please enter a valid amount',
    });
    for (const key of ['enum', 'maxLength', 'format', 'reference']) expect(en.generic.validation[key]).toBeTruthy();
    expect(en.generic.list.showing).toBe('Showing {{start}} to {{end}} of {{total}} results');
    expect(en.generic.form.fillMandatory).toBe('Please fill out all mandatory fields');
  });
});
