import { useEffect } from 'react';
import { ACTIVITY_CHECK_INTERVAL_MS, isIdleExpired, refreshDelayMs, shouldValidateToken, TOKEN_VALIDATION_INTERVAL_MS } from '../../shared/session';
import { accountApi } from '../api/accountApi';
import type { LogoutReason } from '../auth/authStore';
import { logout } from '../auth/logout';
import { isRefusal, refreshTokens, type RefreshOutcome } from '../auth/refresh';
import { getAccessToken, storedTokenExpiresAt } from '../auth/tokenStore';
import { ACTIVITY_EVENTS, ACTIVITY_WRITE_THROTTLE_MS, readLastActivity, writeLastActivity } from './activity';

/** After a refresh that got no answer (network, 5xx), try again this soon; the token is still valid for a while. */
export const REFRESH_RETRY_MS = 15_000;

export interface SessionDeps {
  now(): number;
  /** False when the server says the token is not valid; a call that got no answer is not a verdict. */
  validateToken(): Promise<boolean>;
  /** Swaps the pair unless another tab already swapped `staleToken`. */
  refresh(staleToken: string): Promise<RefreshOutcome>;
  logout(reason: LogoutReason): void;
  accessToken(): string | null;
  tokenExpiresAt(): number | null;
}

const defaultDeps: SessionDeps = {
  now: () => Date.now(),
  validateToken: () =>
    accountApi.validateToken().then(
      (answer) => answer.valid === true,
      (error: unknown) => !isRefusal(error),
    ),
  refresh: refreshTokens,
  logout: (reason) => void logout(reason),
  accessToken: getAccessToken,
  tokenExpiresAt: storedTokenExpiresAt,
};

/** While logged in: activity tracking, 30-minute idle logout, 15-minute token validation, token refresh. */
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
      void deps.validateToken().then((valid) => valid || deps.logout('expired'));
    }, TOKEN_VALIDATION_INTERVAL_MS);

    // Every tab schedules the refresh of the shared token; the first swaps it, the others find it swapped.
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const scheduleRefresh = (delayMs?: number) => {
      const token = deps.accessToken();
      const expiresAt = deps.tokenExpiresAt();
      if (token === null || expiresAt === null) return;
      refreshTimer = setTimeout(
        async () => {
          const outcome = await deps.refresh(token);
          if (stopped) return;
          if (outcome === 'refused') deps.logout('expired');
          else scheduleRefresh(outcome === 'failed' ? REFRESH_RETRY_MS : undefined);
        },
        delayMs ?? refreshDelayMs(expiresAt, deps.now()),
      );
    };
    scheduleRefresh();

    return () => {
      stopped = true;
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onInput);
      clearInterval(idleCheck);
      clearInterval(validation);
      clearTimeout(refreshTimer);
    };
  }, [enabled, deps]);
}
