import { AxiosError, AxiosHeaders } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTokenRefresher, type RefresherDeps } from '../../../src/client/auth/refresh';
import { createRefreshLock, type LockManagerLike } from '../../../src/client/auth/refreshLock';
import { getAccessToken, getRefreshToken, storedTokenExpiresAt, storeTokens, whenTokenChanges } from '../../../src/client/auth/tokenStore';

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const jwt = (claims: object) => `${b64({ alg: 'HS256' })}.${b64(claims)}.c2ln`;
const FIRST = jwt({ sid: 's', n: 1, iat: 1_000, exp: 1_900 });

/** Web Locks as the browser has them: one holder per name, the others queue (shared by all tabs). */
function fakeLockManager(): LockManagerLike {
  let tail: Promise<unknown> = Promise.resolve();
  let held = 0;
  return {
    request<T>(_name: string, options: { ifAvailable?: boolean }, callback: (lock: unknown) => Promise<T>): Promise<T> {
      if (options.ifAvailable && held > 0) return callback(null);
      held++;
      const run = tail.then(() => callback({})).finally(() => held--);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

/** The server's rotation: each call answers a new pair after a short delay. */
function fakeServer() {
  const calls: string[] = [];
  const callServer: RefresherDeps['callServer'] = async (_accessToken, refreshToken) => {
    calls.push(refreshToken);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { token: `Bearer ${jwt({ sid: 's', n: calls.length + 1, iat: 2_000, exp: 2_900 })}`, refreshToken: `refresh-${calls.length + 1}` };
  };
  return { calls, callServer };
}

const refusal = () =>
  new AxiosError('refused', undefined, undefined, undefined, { status: 401, data: {}, headers: {}, statusText: '', config: { headers: new AxiosHeaders() } });

beforeEach(() => {
  localStorage.clear();
  storeTokens(`Bearer ${FIRST}`, 'refresh-1');
});

describe('token refresh across tabs', () => {
  it('two tabs sharing storage refresh once: the second uses the pair the first stored', async () => {
    const server = fakeServer();
    const locks = fakeLockManager();
    const tabA = createTokenRefresher({ tokenChange: whenTokenChanges, exclusive: createRefreshLock(locks), callServer: server.callServer });
    const tabB = createTokenRefresher({ tokenChange: whenTokenChanges, exclusive: createRefreshLock(locks), callServer: server.callServer });

    expect(await Promise.all([tabA(FIRST), tabB(FIRST)])).toEqual(['refreshed', 'refreshed']);
    expect(server.calls).toEqual(['refresh-1']);
    expect(getRefreshToken()).toBe('refresh-2');
    expect(getAccessToken()).not.toBe(FIRST);
  });

  it("a tab that waited for the lock waits for the other tab's pair to reach its storage instead of refreshing again", async () => {
    const server = fakeServer();
    const locks = fakeLockManager();
    const newer = jwt({ sid: 's', n: 2, iat: 2_000, exp: 2_900 });
    // The other tab holds the lock while it refreshes; its write arrives here only after it let go.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const otherTab = createRefreshLock(locks)(() => released);
    // The other tab's write is sent once this tab listens for it.
    let listening = () => {};
    const listens = new Promise<void>((resolve) => (listening = resolve));
    const tokenChange = (timeoutMs: number) => {
      const changed = whenTokenChanges(timeoutMs);
      listening();
      return changed;
    };
    const thisTab = createTokenRefresher({ tokenChange, exclusive: createRefreshLock(locks), callServer: server.callServer })(FIRST);
    release();
    await otherTab;
    await listens;
    storeTokens(`Bearer ${newer}`, 'refresh-2');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));

    expect(await thisTab).toBe('refreshed');
    expect(server.calls).toEqual([]);
  });

  it('without Web Locks the callers within one tab still refresh once', async () => {
    const server = fakeServer();
    const tab = createTokenRefresher({ tokenChange: whenTokenChanges, exclusive: createRefreshLock(undefined), callServer: server.callServer });
    expect(await Promise.all([tab(FIRST), tab(FIRST), tab(FIRST)])).toEqual(['refreshed', 'refreshed', 'refreshed']);
    expect(server.calls).toEqual(['refresh-1']);
  });

  it('a refusal ends the session, no answer does not', async () => {
    const refused = createTokenRefresher({
      tokenChange: whenTokenChanges,
      exclusive: createRefreshLock(undefined),
      callServer: async () => Promise.reject(refusal()),
    });
    expect(await refused(FIRST)).toBe('refused');
    const unreachable = createTokenRefresher({
      tokenChange: whenTokenChanges,
      exclusive: createRefreshLock(undefined),
      callServer: async () => Promise.reject(new AxiosError('Network Error')),
    });
    expect(await unreachable(FIRST)).toBe('failed');
    expect(getRefreshToken()).toBe('refresh-1');
  });

  it('a tab whose storage was cleared (logged out elsewhere) has no session to refresh', async () => {
    const server = fakeServer();
    localStorage.clear();
    expect(await createTokenRefresher({ tokenChange: whenTokenChanges, exclusive: createRefreshLock(undefined), callServer: server.callServer })(FIRST)).toBe(
      'refused',
    );
    expect(server.calls).toEqual([]);
  });
});

describe('stored token expiry', () => {
  it("is the time it was stored plus the token's lifetime, whatever this browser's clock says", () => {
    storeTokens(`Bearer ${FIRST}`, 'refresh-1', 50_000);
    expect(storedTokenExpiresAt()).toBe(50_000 + 900_000);
  });

  it('falls back to exp when the token has no iat', () => {
    storeTokens(`Bearer ${jwt({ exp: 1_900 })}`, 'refresh-1', 50_000);
    expect(storedTokenExpiresAt()).toBe(1_900_000);
  });
});
