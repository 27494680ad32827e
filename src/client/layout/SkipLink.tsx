import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The shell's first stop for the keyboard: "skip to content" moves the focus past the sidebar and header onto the page,
 * so the next Tab reaches the page's first input. Focused by hand: a hash in the URL would be read as part of the route.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip} data-testid="skip-link">
      {t('shell.skipToContent')}
    </a>
  );
}
