/** The part of the Web Locks API (navigator.locks) the refresh needs. */
export interface LockManagerLike {
  /** With `ifAvailable` the callback gets null at once when the lock is held, else it waits for the lock. */
  request<T>(name: string, options: { ifAvailable?: boolean }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

const LOCK_NAME = 'fuel-portal.token-refresh';

/** Runs `task` holding the lock; `waited` tells that another holder (maybe another tab) went first. */
export type Exclusive = <T>(task: (waited: boolean) => Promise<T>) => Promise<T>;

/**
 * Runs one refresh at a time: across all tabs of the browser with Web Locks, else within this tab only.
 * Without Web Locks (old browsers, plain http outside localhost) two tabs may still refresh at the same
 * moment; the server accepts the just-rotated token again for a few seconds, so neither is logged out.
 */
export function createRefreshLock(locks: LockManagerLike | undefined): Exclusive {
  if (locks) {
    return <T>(task: (waited: boolean) => Promise<T>) =>
      locks.request(LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? task(false) : locks.request(LOCK_NAME, {}, () => task(true))));
  }
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: (waited: boolean) => Promise<T>) => {
    // Within one tab storage is read back at once, so there is nothing to wait for.
    const run = tail.then(
      () => task(false),
      () => task(false),
    );
    tail = run.catch(() => undefined);
    return run;
  };
}

export function browserLocks(): LockManagerLike | undefined {
  return typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks as unknown as LockManagerLike) : undefined;
}
