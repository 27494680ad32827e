import { AxiosError, AxiosHeaders } from 'axios';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorInfo, errorDetails, translateErrorInfo } from '../../../src/client/api/apiError';
import { settingsStore } from '../../../src/client/settings/settingsStore';

function refusal(body: Record<string, unknown>, status = 409) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('refused', 'ERR_BAD_REQUEST', config, null, { status, statusText: '', headers: {}, config, data: body });
}

// An instance of the file's own: the files of a worker share the i18next module.
const i18n = i18next.createInstance();
const t = i18n.t.bind(i18n);

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: {
      en: {
        translation: {
          errors: {
            PROOF_EXCEEDED: 'Proof {{proof}} has only {{available}} left',
            INVALID_CHARACTER: '{{field}} contains a character that cannot be stored',
            UNKNOWN: 'An unexpected error occurred',
          },
        },
      },
    },
  });
});

describe('error texts with the details of the refusal', () => {
  it('interpolates every detail of the error body, numbers in the locale', () => {
    const info = apiErrorInfo(refusal({ code: 'PROOF_EXCEEDED', message: 'x', proof: 'SD-1', available: 1500.5 }));
    expect(translateErrorInfo(t, info)).toBe(`Proof SD-1 has only ${new Intl.NumberFormat(navigator.language).format(1500.5)} left`);
  });

  it('a detail the body lacks reads as empty, not as its placeholder', () => {
    expect(translateErrorInfo(t, apiErrorInfo(refusal({ code: 'INVALID_CHARACTER' }, 400)))).toBe(' contains a character that cannot be stored');
  });

  it('an unknown code falls back to the server message', () => {
    expect(translateErrorInfo(t, apiErrorInfo(refusal({ code: 'NEW_CODE', message: 'Server says no' })))).toBe('Server says no');
  });

  it('a day reads in the date format of the language and a list of months in its month form', () => {
    // The portal's language and settings live in modules the files of a worker share: set here, put back after.
    const before = i18next.language;
    settingsStore.reset();
    const details = () => errorDetails({ completableFrom: '2026-12-01', missing: ['2026-10', '2026-11'] });
    try {
      i18next.language = 'de';
      expect(details()).toEqual({ completableFrom: '01.12.2026', missing: '10.2026, 11.2026' });
      i18next.language = 'en';
      expect(details()).toEqual({ completableFrom: '12/01/2026', missing: '10/2026, 11/2026' });
    } finally {
      i18next.language = before;
    }
  });

  it('only texts and numbers become values', () => {
    expect(errorDetails({ code: 'X', other: 'MB-1', count: 3, usages: [{ a: 1 }] })).toEqual({ code: 'X', other: 'MB-1', count: '3' });
  });
});
