/** Session timing: 30 minutes idle ends the session; activity checked every 5 minutes; the token validated every 15 minutes. */
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const ACTIVITY_CHECK_INTERVAL_MS = 5 * 60 * 1000;
export const TOKEN_VALIDATION_INTERVAL_MS = 15 * 60 * 1000;
export const RECENT_ACTIVITY_MS = 5 * 60 * 1000;
/** Refresh the access token this long before it expires. */
export const TOKEN_REFRESH_MARGIN_MS = 60 * 1000;

/** Idle timeout reached: the user has been inactive for 30 minutes or more. */
export function isIdleExpired(lastActivity: number, now: number): boolean {
  return now - lastActivity >= IDLE_TIMEOUT_MS;
}

/** Validate the token only when the user has been idle for 5 minutes or more. */
export function shouldValidateToken(lastActivity: number, now: number): boolean {
  return now - lastActivity >= RECENT_ACTIVITY_MS;
}

/** Milliseconds until the access token should be refreshed (0 = now). */
export function refreshDelayMs(expiresAtMs: number, now: number): number {
  return Math.max(0, expiresAtMs - TOKEN_REFRESH_MARGIN_MS - now);
}
