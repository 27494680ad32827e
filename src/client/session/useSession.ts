import { useEffect } from 'react';
import {
  ACTIVITY_CHECK_INTERVAL_MS,
  isIdleExpired,
  refreshDelayMs,
  shouldValidateToken,
  TOKEN_VALIDATION_INTERVAL_MS,
} from '../../shared/session';
import { accountApi } from '../api/accountApi';
import type { LogoutReason } from '../auth/authStore';
import { logout } from '../auth/logout';
import { refreshAccessToken } from '../auth/refresh';
import { getAccessToken, tokenExpiresAtMs } from '../auth/tokenStore';
import { ACTIVITY_EVENTS, ACTIVITY_WRITE_THROTTLE_MS, readLastActivity, writeLastActivity } from './activity';

export interface SessionDeps {
  now(): number;
  validateToken(): Promise<boolean>;
  refresh(): Promise<boolean>;
  logout(reason: LogoutReason): void;
  tokenExpiresAt(): number | null;
}

const defaultDeps: SessionDeps = {
  now: () => Date.now(),
  validateToken: () => accountApi.validateToken().then((answer) => answer.valid === true),
  refresh: refreshAccessToken,
  logout: (reason) => void logout(reason),
  tokenExpiresAt: () => {
    const token = getAccessToken();
    return token ? tokenExpiresAtMs(token) : null;
  },
};

/** Spec §4/§9 while logged in: activity tracking, 30-minute idle logout, 15-minute token validation, token refresh. */
export function useSession(enabled: boolean, deps: SessionDeps = defaultDeps): void {
  useEffect(() => {
    if (!enabled) return;
    const lastActivity = () => readLastActivity() ?? deps.now();
    if (isIdleExpired(lastActivity(), deps.now())) {
      deps.logout('expired');
      return;
    }
    writeLastActivity(deps.now());
    let lastWrite = deps.now();
    const onInput = () => {
      const now = deps.now();
      if (now - lastWrite < ACTIVITY_WRITE_THROTTLE_MS) return;
      lastWrite = now;
      writeLastActivity(now);
    };
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onInput, { passive: true });

    const idleCheck = setInterval(() => {
      if (isIdleExpired(lastActivity(), deps.now())) deps.logout('expired');
    }, ACTIVITY_CHECK_INTERVAL_MS);

    const validation = setInterval(() => {
      if (!shouldValidateToken(lastActivity(), deps.now())) return;
      deps
        .validateToken()
        .catch(() => false)
        .then((valid) => valid || deps.logout('unauthorized'));
    }, TOKEN_VALIDATION_INTERVAL_MS);

    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    const scheduleRefresh = () => {
      const expiresAt = deps.tokenExpiresAt();
      if (expiresAt === null) return;
      refreshTimer = setTimeout(async () => {
        if (await deps.refresh()) scheduleRefresh();
        else deps.logout('unauthorized');
      }, refreshDelayMs(expiresAt, deps.now()));
    };
    scheduleRefresh();

    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onInput);
      clearInterval(idleCheck);
      clearInterval(validation);
      clearTimeout(refreshTimer);
    };
  }, [enabled, deps]);
}
