import type { I18nProvider } from '@refinedev/core';
import type { Language } from '../../shared/settings';
import { i18next, switchLanguage } from '../i18n/i18n';

export const i18nProvider: I18nProvider = {
  translate: (key, options, defaultMessage) => i18next.t(key, { defaultValue: defaultMessage, ...options }) as string,
  changeLocale: (language) => switchLanguage(language as Language),
  getLocale: () => i18next.language,
};
