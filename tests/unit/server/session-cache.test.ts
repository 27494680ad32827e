import { describe, expect, it } from 'vitest';
import { SessionCache } from '../../../src/server/security/session-cache';

const FAR = Date.now() + 3_600_000;
const always = () => true;

/** A cache with notices arriving, and a loader that counts its reads. */
function liveCache() {
  const cache = new SessionCache<string>();
  cache.setLive(true);
  let reads = 0;
  const load = async () => `read ${++reads}`;
  return { cache, load, reads: () => reads };
}

describe('session cache', () => {
  it('a check that passed is answered from memory until a change is notified', async () => {
    const { cache, load, reads } = liveCache();
    expect(await cache.read('s', FAR, load, always)).toBe('read 1');
    expect(await cache.read('s', FAR, load, always)).toBe('read 1');
    cache.clear();
    expect(await cache.read('s', FAR, load, always)).toBe('read 2');
    expect(reads()).toBe(2);
  });

  it('a check that did not pass is read again every time', async () => {
    const { cache, load, reads } = liveCache();
    await cache.read('s', FAR, load, () => false);
    await cache.read('s', FAR, load, () => false);
    expect(reads()).toBe(2);
  });

  it('nothing is kept while notices may be missed, and what was kept goes when they may', async () => {
    const { cache, load, reads } = liveCache();
    await cache.read('s', FAR, load, always);
    cache.setLive(false);
    await cache.read('s', FAR, load, always);
    await cache.read('s', FAR, load, always);
    expect(reads()).toBe(3);
  });

  it('a check read while a change arrived is not kept', async () => {
    const { cache, reads, load } = liveCache();
    await cache.read(
      's',
      FAR,
      async () => {
        cache.clear();
        return load();
      },
      always,
    );
    await cache.read('s', FAR, load, always);
    expect(reads()).toBe(2);
  });

  it('a check is not kept past the moment it was given (the access token expiry)', async () => {
    const { cache, load, reads } = liveCache();
    await cache.read('s', Date.now() - 1, load, always);
    await cache.read('s', Date.now() - 1, load, always);
    expect(reads()).toBe(2);
  });

  it('each key is its own session', async () => {
    const { cache, load } = liveCache();
    expect(await cache.read('a', FAR, load, always)).toBe('read 1');
    expect(await cache.read('b', FAR, load, always)).toBe('read 2');
    expect(await cache.read('a', FAR, load, always)).toBe('read 1');
  });
});
