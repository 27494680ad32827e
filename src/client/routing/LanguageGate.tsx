import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { resolveLanguagePath } from '../../shared/language';
import { i18next, switchLanguage } from '../i18n/i18n';
import { STORAGE_KEYS, writeString } from '../storage/browserStorage';
import { preferredLanguage } from '../storage/preferredChoice';

/** The language prefix rules (shared/language.ts) for every URL; the prefix also sets the UI language. */
export function LanguageGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { language, redirectTo } = resolveLanguagePath(location.pathname, preferredLanguage());

  useEffect(() => {
    if (i18next.language !== language) void switchLanguage(language);
    dayjs.locale(language);
    document.documentElement.lang = language;
    writeString(STORAGE_KEYS.locale, language);
  }, [language]);

  if (redirectTo) return <Navigate replace to={`${redirectTo}${location.search}${location.hash}`} />;
  return children;
}
