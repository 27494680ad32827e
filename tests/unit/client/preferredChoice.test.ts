import { describe, expect, it } from 'vitest';
import { chooseDarkMode, chooseLanguage } from '../../../src/client/storage/preferredChoice';

describe('dark mode on load', () => {
  it('the stored choice wins over the OS', () => {
    expect(chooseDarkMode('false', true)).toBe(false);
    expect(chooseDarkMode('true', false)).toBe(true);
  });
  it('a first visit follows the OS preference', () => {
    expect(chooseDarkMode(null, true)).toBe(true);
    expect(chooseDarkMode(null, false)).toBe(false);
  });
});

describe('language of the home and login paths', () => {
  it('the stored choice wins over the browser', () => {
    expect(chooseLanguage('en', ['de-DE'])).toBe('en');
  });
  it('a first visit follows the browser language when it is de or en', () => {
    expect(chooseLanguage(null, ['de-DE', 'en'])).toBe('de');
    expect(chooseLanguage(null, ['en-GB'])).toBe('en');
  });
  it('any other browser language gets the default en', () => {
    expect(chooseLanguage(null, ['fr-FR', 'de'])).toBe('en');
    expect(chooseLanguage(null, [])).toBe('en');
  });
});
