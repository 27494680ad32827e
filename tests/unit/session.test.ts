import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_CHECK_INTERVAL_MS,
  IDLE_TIMEOUT_MS,
  TOKEN_VALIDATION_INTERVAL_MS,
  isIdleExpired,
  refreshDelayMs,
  shouldValidateToken,
} from '../../src/shared/session';

const MINUTE = 60_000;

describe('session timing', () => {
  it('idle timeout is 30 minutes (1800000 ms)', () => expect(IDLE_TIMEOUT_MS).toBe(1_800_000));
  it('activity is checked every 5 minutes', () => expect(ACTIVITY_CHECK_INTERVAL_MS).toBe(5 * MINUTE));
  it('the token is validated every 15 minutes', () => expect(TOKEN_VALIDATION_INTERVAL_MS).toBe(15 * MINUTE));
  it('the session expires after 30 idle minutes, not before', () => {
    expect(isIdleExpired(0, 30 * MINUTE - 1)).toBe(false);
    expect(isIdleExpired(0, 30 * MINUTE)).toBe(true);
  });
  it('token validation is skipped when there was activity in the last 5 minutes', () => {
    expect(shouldValidateToken(0, 5 * MINUTE - 1)).toBe(false);
    expect(shouldValidateToken(0, 5 * MINUTE)).toBe(true);
  });
  it('the access token is refreshed a minute before it expires', () => {
    expect(refreshDelayMs(10 * MINUTE, 0)).toBe(9 * MINUTE);
    expect(refreshDelayMs(MINUTE / 2, 0)).toBe(0);
  });
});
