import axios from 'axios';
import { accountApi } from '../api/accountApi';
import { browserLocks, createRefreshLock, type Exclusive } from './refreshLock';
import { getAccessToken, getRefreshToken, storeTokens, whenTokenChanges } from './tokenStore';

/** refreshed: storage holds a newer pair; refused: the session is over; failed: no answer (network, 5xx), try again later. */
export type RefreshOutcome = 'refreshed' | 'refused' | 'failed';

/** How long a tab that waited for the lock gives the other tab's new pair to reach its copy of the storage. */
export const STORAGE_SETTLE_MS = 1_000;

export interface RefresherDeps {
  exclusive: Exclusive;
  /** Resolves when another tab changes the stored token, or after `timeoutMs`. */
  tokenChange(timeoutMs: number): Promise<void>;
  callServer(accessToken: string, refreshToken: string): Promise<{ token: string; refreshToken: string }>;
}

/** The server answered and said no (4xx): unlike a network error or a 5xx, asking again will not help. */
export function isRefusal(error: unknown): boolean {
  const status = axios.isAxiosError(error) ? error.response?.status : undefined;
  return status !== undefined && status >= 400 && status < 500;
}

/**
 * Swaps the token pair (POST /account/refreshtoken) once `staleToken`, the access token the caller found too
 * old or refused, is still the stored one. The tabs share the stored pair, so the swap runs under a lock and
 * re-reads storage first: when another tab (or another caller in this tab) has already swapped it, its
 * newer pair is used instead of presenting the now used refresh token again. Another tab's write reaches
 * this tab's storage a moment after its lock is released, so a tab that waited gives it that moment.
 */
export function createTokenRefresher(deps: RefresherDeps): (staleToken: string) => Promise<RefreshOutcome> {
  return (staleToken) =>
    deps.exclusive(async (waited) => {
      if (waited && getAccessToken() === staleToken) await deps.tokenChange(STORAGE_SETTLE_MS);
      const accessToken = getAccessToken();
      const refreshToken = getRefreshToken();
      if (!accessToken || !refreshToken) return 'refused';
      if (accessToken !== staleToken) return 'refreshed';
      try {
        const answer = await deps.callServer(accessToken, refreshToken);
        return storeTokens(answer.token, answer.refreshToken) ? 'refreshed' : 'refused';
      } catch (error) {
        return isRefusal(error) ? 'refused' : 'failed';
      }
    });
}

export const refreshTokens = createTokenRefresher({
  exclusive: createRefreshLock(browserLocks()),
  tokenChange: whenTokenChanges,
  callServer: (accessToken, refreshToken) => accountApi.refreshToken(accessToken, refreshToken),
});
