import { useLocation } from 'react-router';
import { switchLanguagePath } from '../../shared/language';
import type { Language } from '../../shared/settings';
import { authStore } from '../auth/authStore';
import { settingsStore } from '../settings/settingsStore';

/** Changing the language: save the setting (when logged in), rewrite the prefix, reload. */
export function useChangeLanguage() {
  const location = useLocation();
  return async (language: Language) => {
    if (authStore.get().authenticated) await settingsStore.save({ language }).catch(() => undefined);
    window.location.assign(`${switchLanguagePath(location.pathname, language)}${location.search}${location.hash}`);
  };
}
