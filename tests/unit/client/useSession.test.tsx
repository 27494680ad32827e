import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession, type SessionDeps } from '../../../src/client/session/useSession';
import { renderHook } from './renderHook';

const MIN = 60_000;

function fakeDeps(overrides: Partial<SessionDeps> = {}): SessionDeps & { logout: ReturnType<typeof vi.fn> } {
  return {
    now: () => Date.now(),
    validateToken: vi.fn(async () => true),
    refresh: vi.fn(async () => true),
    logout: vi.fn(),
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

describe('useSession (spec §4, §9)', () => {
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

  it('a failed validation logs out', async () => {
    const deps = fakeDeps({ validateToken: vi.fn(async () => false) });
    ({ unmount } = renderHook(() => useSession(true, deps)));
    await advance(15 * MIN);
    expect(deps.logout).toHaveBeenCalledWith('unauthorized');
  });

  it('refreshes the access token 60 s before it expires and logs out when that fails', async () => {
    let expiresAt = Date.now() + 15 * MIN;
    const refresh = vi.fn(async () => {
      expiresAt = Date.now() + 15 * MIN;
      return refresh.mock.calls.length < 2;
    });
    const deps = fakeDeps({ refresh, tokenExpiresAt: () => expiresAt });
    ({ unmount } = renderHook(() => useSession(true, deps)));
    await advance(14 * MIN - 1000);
    expect(refresh).not.toHaveBeenCalled();
    await advance(1000);
    expect(refresh).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('keydown'));
    await advance(14 * MIN);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(deps.logout).toHaveBeenCalledWith('unauthorized');
  });

  it('does nothing while logged out', async () => {
    const deps = fakeDeps();
    ({ unmount } = renderHook(() => useSession(false, deps)));
    await advance(60 * MIN);
    expect(deps.logout).not.toHaveBeenCalled();
    expect(localStorage.getItem('last_activity')).toBeNull();
  });
});
