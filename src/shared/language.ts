import { DEFAULT_LANGUAGE, isLanguage, type Language } from './settings';

/** Language used when a path segment looks like a language we do not support. */
export const UNKNOWN_LANGUAGE_REPLACEMENT: Language = 'de';
/** Language prefixed to a path that has none. */
export const MISSING_PREFIX_LANGUAGE: Language = 'de';

const LANGUAGE_LIKE = /^[a-z]{2}$/i;

export interface LanguageResolution {
  language: Language;
  /** Set when the path must be replaced (with search and hash kept by the caller). */
  redirectTo?: string;
}

/**
 * Language prefix rules: "/" and "/login" go to the home language (the default en unless the caller
 * knows the user's or browser's choice); a two-letter segment other than de/en is replaced by de;
 * a path with no language prefix gets the de prefix.
 */
export function resolveLanguagePath(pathname: string, homeLanguage: Language = DEFAULT_LANGUAGE): LanguageResolution {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return { language: homeLanguage, redirectTo: `/${homeLanguage}` };
  const [first, ...rest] = segments;
  if (segments.length === 1 && first === 'login') {
    return { language: homeLanguage, redirectTo: `/${homeLanguage}/login` };
  }
  if (isLanguage(first)) return { language: first };
  if (LANGUAGE_LIKE.test(first)) {
    return { language: UNKNOWN_LANGUAGE_REPLACEMENT, redirectTo: joinPath(UNKNOWN_LANGUAGE_REPLACEMENT, rest) };
  }
  return { language: MISSING_PREFIX_LANGUAGE, redirectTo: joinPath(MISSING_PREFIX_LANGUAGE, segments) };
}

/** The same path in another language (used by the header's language select). */
export function switchLanguagePath(pathname: string, language: Language): string {
  const segments = pathname.split('/').filter(Boolean);
  const rest = segments.length > 0 && isLanguage(segments[0]) ? segments.slice(1) : segments;
  return joinPath(language, rest);
}

function joinPath(language: Language, segments: string[]): string {
  return ['', language, ...segments].join('/');
}
