import type { I18nProvider } from '@refinedev/core';
import { i18next } from '../i18n/i18n';

export const i18nProvider: I18nProvider = {
  translate: (key, options, defaultMessage) => i18next.t(key, { defaultValue: defaultMessage, ...options }) as string,
  changeLocale: (language) => i18next.changeLanguage(language),
  getLocale: () => i18next.language,
};
