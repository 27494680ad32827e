import { useTranslation } from 'react-i18next';
import { effectiveDateFormat, isLanguage, DEFAULT_LANGUAGE, type DateFormat, type Language } from '../../shared/settings';
import { useSettings } from '../settings/settingsStore';

/** The UI language (i18next's, which follows the URL prefix). */
export function useUiLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** The date format the user reads: their choice in the settings, else the one of the UI language. */
export function useDateFormat(): DateFormat {
  return effectiveDateFormat(useSettings().dateFormat, useUiLanguage());
}
