import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RefreshOutcome } from '../../../src/client/auth/refresh';
import { REFRESH_RETRY_MS, useSession, type SessionDeps } from '../../../src/client/session/useSession';
import { renderHook } from './renderHook';

const MIN = 60_000;

function fakeDeps(overrides: Partial<SessionDeps> = {}): SessionDeps & { logout: ReturnType<typeof vi.fn> } {
  return {
    now: () => Date.now(),
    validateToken: vi.fn(async () => true),
    refresh: vi.fn(async () => 'refreshed' as const),
    logout: vi.fn(),
    accessToken: () => 'token-1',
    tokenExpiresAt: () => null,
    ...overrides,
  } as SessionDeps & { logout: ReturnType<typeof vi.fn> };
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

let unmount: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-15T10:00:00Z'));
  localStorage.clear();
});

afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.useRealTimers();
});

describe('useSession', () => {
  it('logs out as "expired" at the first 5-minute check after 30 idle minutes', async () => {
    const deps = fakeDeps();
    ({ unmount } = renderHook(() => useSession(true, deps)));
    await advance(29 * MIN);
    expect(deps.logout).not.toHaveBeenCalled();
    await advance(6 * MIN);
    expect(deps.logout).toHaveBeenCalledWith('expired');
  });

  it('user input keeps the session alive (throttled writes of last_activity)', async () => {
    const deps = fakeDeps();
    ({ unmount } = renderHook(() => useSession(true, deps)));
    for (let minute = 0; minute < 60; minute += 4) {
      await advance(4 * MIN);
      window.dispatchEvent(new Event('keydown'));
    }
    expect(deps.logout).not.toHaveBeenCalled();
    expect(Number(localStorage.getItem('last_activity'))).toBe(Date.now());
  });

  it('ends a session restored after a long idle period right away', () => {
    localStorage.setItem('last_activity', String(Date.now() - 31 * MIN));
    const deps = fakeDeps();
    ({ unmount } = renderHook(() => useSession(true, deps)));
    expect(deps.logout).toHaveBeenCalledWith('expired');
  });

  it('validates the token every 15 minutes only after 5 idle minutes', async () => {
    const deps = fakeDeps();
    ({ unmount } = renderHook(() => useSession(true, deps)));
    await advance(14 * MIN + 30_000);
    window.dispatchEvent(new Event('mousemove'));
    await advance(30_000);
    expect(deps.validateToken).not.toHaveBeenCalled();
    await advance(15 * MIN);
    expect(deps.validateToken).toHaveBeenCalledTimes(1);
  });

  it('a failed validation logs out with the session-expired message', async () => {
    const deps = fakeDeps({ validateToken: vi.fn(async () => false) });
    ({ unmount } = renderHook(() => useSession(true, deps)));
    await advance(15 * MIN);
    expect(deps.logout).toHaveBeenCalledWith('expired');
  });

  it('refreshes the access token 60 s before it expires, naming the token it saw, and logs out when the server refuses', async () => {
    let token = 'token-1';
    let expiresAt = Date.now() + 15 * MIN;
    const refresh = vi.fn(async (stale: string): Promise<RefreshOutcome> => {
      if (refresh.mock.calls.length >= 2) return 'refused';
      token = `${stale}+`;
      expiresAt = Date.now() + 15 * MIN;
      return 'refreshed';
    });
    const deps = fakeDeps({ refresh, accessToken: () => token, tokenExpiresAt: () => expiresAt });
    ({ unmount } = renderHook(() => useSession(true, deps)));
    await advance(14 * MIN - 1000);
    expect(refresh).not.toHaveBeenCalled();
    await advance(1000);
    expect(refresh).toHaveBeenLastCalledWith('token-1');
    window.dispatchEvent(new Event('keydown'));
    await advance(14 * MIN);
    expect(refresh).toHaveBeenLastCalledWith('token-1+');
    expect(deps.logout).toHaveBeenCalledWith('expired');
  });

  it('a refresh that gets no answer is tried again soon and does not log out', async () => {
    const expiresAt = Date.now() + 15 * MIN;
    const refresh = vi.fn(async (): Promise<RefreshOutcome> => (refresh.mock.calls.length < 3 ? 'failed' : 'refreshed'));
    const deps = fakeDeps({ refresh, tokenExpiresAt: () => (refresh.mock.calls.length < 3 ? expiresAt : Date.now() + 15 * MIN) });
    ({ unmount } = renderHook(() => useSession(true, deps)));
    await advance(14 * MIN);
    expect(refresh).toHaveBeenCalledTimes(1);
    await advance(2 * REFRESH_RETRY_MS);
    expect(refresh).toHaveBeenCalledTimes(3);
    await advance(REFRESH_RETRY_MS);
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(deps.logout).not.toHaveBeenCalled();
  });

  it('does nothing while logged out', async () => {
    const deps = fakeDeps();
    ({ unmount } = renderHook(() => useSession(false, deps)));
    await advance(60 * MIN);
    expect(deps.logout).not.toHaveBeenCalled();
    expect(localStorage.getItem('last_activity')).toBeNull();
  });
});
