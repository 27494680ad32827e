import { readString, STORAGE_KEYS, writeString } from '../storage/browserStorage';

/** Input events that count as user activity. */
export const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;
/** Writing last_activity on every mouse move would be wasteful; once per 10 s is precise enough for 5/30-minute rules. */
export const ACTIVITY_WRITE_THROTTLE_MS = 10_000;

export function readLastActivity(): number | null {
  const value = Number(readString(STORAGE_KEYS.lastActivity));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function writeLastActivity(now: number): void {
  writeString(STORAGE_KEYS.lastActivity, String(now));
}
