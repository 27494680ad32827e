import type { TFunction } from 'i18next';

/** A wait in words: whole minutes rounded up ("15 minutes"); seconds only below one minute. */
export function formatWait(t: TFunction, seconds: number): string {
  if (seconds < 60) return t('duration.seconds', { count: Math.max(1, Math.ceil(seconds)) });
  return t('duration.minutes', { count: Math.ceil(seconds / 60) });
}
