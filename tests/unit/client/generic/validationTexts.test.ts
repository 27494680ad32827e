import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldMessageText } from '../../../../src/client/generic/form/validationMessages';
import { registry } from '../../../../src/client/registry/registry';

const partner = registry.get('partners')!;
const inbound = registry.get('inbounds')!;
const balance = registry.get('mass-balances')!;

const i18n = createInstance();
beforeAll(async () => {
  const load = (language: string, file: string) => JSON.parse(readFileSync(join('locales', language, `${file}.json`), 'utf8'));
  const resources = Object.fromEntries(
    ['en', 'de'].map((language) => [language, { translation: { ...load(language, 'generic'), ...load(language, 'entities') } }]),
  );
  await i18n.init({ lng: 'en', resources });
});

const text = (lng: string, ...args: [Parameters<typeof fieldMessageText>[1], string, string, string?]) => fieldMessageText(i18n.getFixedT(lng), ...args);

describe('a validation message names the rule the value breaks', () => {
  it('a number out of its range names the bounds, not "a valid amount" (month 13, bio content 101)', () => {
    expect(text('en', balance, 'month', 'validation.amount')).toBe('Please enter a value from 1 to 12');
    expect(text('de', balance, 'month', 'validation.amount')).toBe('Bitte einen Wert von 1 bis 12 eingeben');
    expect(text('en', inbound, 'bioContent', 'validation.number', 'maximum')).toBe('Please enter a value from 0 to 100');
  });

  it('a range error of a field without bounds keeps the generic text', () => {
    expect(text('en', inbound, 'inboundNumber', 'validation.amount')).toBe('Please enter a valid amount');
  });

  it('a date range names both fields, in the user language', () => {
    expect(text('en', partner, 'validTo', 'validation.dateRange', 'x-date-ranges')).toBe('Valid to must not be before Valid from');
    expect(text('de', partner, 'validTo', 'validation.dateRange', 'x-date-ranges')).toBe('Gültig bis darf nicht vor Gültig ab liegen');
  });

  it('a text that is too long names the limit', () => {
    expect(text('en', partner, 'number', 'validation.maxLength', 'maxLength')).toBe('At most 20 characters');
    expect(text('de', partner, 'number', 'validation.maxLength', 'maxLength')).toBe('Höchstens 20 Zeichen');
  });

  it('a key that breaks the key pattern names the field and the characters it may not hold', () => {
    expect(text('en', partner, 'number', 'validation.keyCharacters', 'pattern')).toBe('Partner number must not contain “/”, “\\” or control characters');
    expect(text('de', partner, 'number', 'validation.keyCharacters', 'pattern')).toBe(
      'Partnernummer darf kein „/“, kein „\\“ und keine Steuerzeichen enthalten',
    );
  });

  it('a quantity beyond the registry’s maximum names both bounds', () => {
    expect(text('en', inbound, 'quantityLoaded', 'validation.number', 'maximum')).toBe('Please enter a value from 0 to 1,000,000,000,000');
  });

  it('a month that breaks its pattern says which format is expected', () => {
    expect(text('en', inbound, 'massBalanceMonth', 'validation.format', 'pattern')).toBe('Please enter the month as YYYY-MM (month 01 to 12)');
    expect(text('de', inbound, 'massBalanceMonth', 'validation.format', 'pattern')).toBe('Bitte den Monat als JJJJ-MM eingeben (Monat 01 bis 12)');
  });
});
