/** The part of the Web Locks API (navigator.locks) the refresh needs. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

const LOCK_NAME = 'fuel-portal.token-refresh';

export type Exclusive = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * Runs one refresh at a time: across all tabs of the browser with Web Locks, else within this tab only.
 * Without Web Locks (old browsers, plain http outside localhost) two tabs may still refresh at the same
 * moment; the server accepts the just-rotated token again for a few seconds, so neither is logged out.
 */
export function createRefreshLock(locks: LockManagerLike | undefined): Exclusive {
  if (locks) return (task) => locks.request(LOCK_NAME, () => task());
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

export function browserLocks(): LockManagerLike | undefined {
  return typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks as LockManagerLike) : undefined;
}
