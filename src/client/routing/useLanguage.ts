import { useParams } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/settings';

/** The language of the current URL prefix. */
export function useLanguage(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}
