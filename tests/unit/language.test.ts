import { describe, expect, it } from 'vitest';
import { resolveLanguagePath, switchLanguagePath } from '../../src/shared/language';

describe('language prefix', () => {
  it('root redirects to the default language en', () => {
    expect(resolveLanguagePath('/')).toEqual({ language: 'en', redirectTo: '/en' });
  });
  it('plain login redirects to en', () => {
    expect(resolveLanguagePath('/login')).toEqual({ language: 'en', redirectTo: '/en/login' });
  });
  it('root and plain login go to the home language the client chose', () => {
    expect(resolveLanguagePath('/', 'de')).toEqual({ language: 'de', redirectTo: '/de' });
    expect(resolveLanguagePath('/login', 'de')).toEqual({ language: 'de', redirectTo: '/de/login' });
  });
  it('de and en prefixes are kept', () => {
    expect(resolveLanguagePath('/de/user/dashboard')).toEqual({ language: 'de' });
    expect(resolveLanguagePath('/en/login')).toEqual({ language: 'en' });
  });
  it('a language other than de or en is replaced by de', () => {
    expect(resolveLanguagePath('/fr/x')).toEqual({ language: 'de', redirectTo: '/de/x' });
  });
  it('a path with no language prefix gets the de prefix', () => {
    expect(resolveLanguagePath('/movement-data/inbounds')).toEqual({ language: 'de', redirectTo: '/de/movement-data/inbounds' });
  });
  it('switching the language rewrites only the prefix', () => {
    expect(switchLanguagePath('/de/masterdata/partners/P1/edit', 'en')).toBe('/en/masterdata/partners/P1/edit');
  });
});
