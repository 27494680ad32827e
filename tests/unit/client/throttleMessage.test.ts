import { AxiosError, AxiosHeaders } from 'axios';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorInfo, translateErrorInfo } from '../../../src/client/api/apiError';
import deCommon from '../../../locales/de/common.json';
import deErrors from '../../../locales/de/errors.json';
import enCommon from '../../../locales/en/common.json';
import enErrors from '../../../locales/en/errors.json';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: { ...enCommon, ...enErrors } }, de: { translation: { ...deCommon, ...deErrors } } },
  });
});

/** The login page's text for a 429 that says how long the block lasts. */
function throttleText(language: string, retryAfterSeconds: number): string {
  const config = { headers: new AxiosHeaders() };
  const data = { code: 'TOO_MANY_ATTEMPTS', message: 'x', retryAfterSeconds };
  const error = new AxiosError('blocked', 'ERR_BAD_REQUEST', config, null, { status: 429, statusText: '', headers: {}, config, data });
  return translateErrorInfo(i18n.getFixedT(language), apiErrorInfo(error));
}

describe('the login throttle message', () => {
  it('counts the wait in minutes, rounded up', () => {
    expect(throttleText('en', 897)).toBe('Too many failed password attempts. Please try again in 15 minutes.');
    expect(throttleText('de', 897)).toBe('Zu viele fehlgeschlagene Passworteingaben. Bitte versuchen Sie es in 15 Minuten erneut.');
  });
  it('says one minute in the singular', () => {
    expect(throttleText('en', 60)).toBe('Too many failed password attempts. Please try again in 1 minute.');
    expect(throttleText('de', 61)).toBe('Zu viele fehlgeschlagene Passworteingaben. Bitte versuchen Sie es in 2 Minuten erneut.');
  });
  it('counts seconds only below one minute', () => {
    expect(throttleText('en', 42)).toBe('Too many failed password attempts. Please try again in 42 seconds.');
    expect(throttleText('de', 1)).toBe('Zu viele fehlgeschlagene Passworteingaben. Bitte versuchen Sie es in 1 Sekunde erneut.');
  });
});
