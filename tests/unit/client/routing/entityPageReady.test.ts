import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listConfigApi } from '../../../../src/client/generic/listConfig/listConfigApi';
import { dataProvider } from '../../../../src/client/providers/dataProvider';
import { queryClient } from '../../../../src/client/providers/queryClient';
import { EARLY_ANSWERS_WAIT_MS, entityPageReady, preloadEntityPage } from '../../../../src/client/routing/entityPages';
import { storeSession } from '../storedSession';

/** A promise and the function that fulfils it. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  return { promise: new Promise<T>((done) => (resolve = done)), resolve };
}

/** Whether `promise` has settled after the tasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

let configs = deferred<never[]>();
let page = deferred<{ data: never[]; total: number }>();
beforeEach(async () => {
  storeSession('user@tenant1.example', ['TENANT1']);
  configs = deferred();
  page = deferred();
  vi.spyOn(listConfigApi, 'list').mockImplementation(() => configs.promise);
  vi.spyOn(listConfigApi, 'lastApplied').mockResolvedValue(null);
  vi.spyOn(dataProvider, 'getList').mockImplementation(() => page.promise);
  // The page's code once loaded, so that only the answers are waited for.
  await Promise.all([preloadEntityPage('inbounds', 'list'), import('../../../../src/client/generic/list/listPagePrefetch')]);
  queryClient.clear();
  vi.clearAllMocks();
});

describe('an entity list route renders', () => {
  it('once its configs and its first page of rows, asked for early, have arrived', async () => {
    const ready = entityPageReady('inbounds', 'list');
    expect(await settled(ready)).toBe(false);
    configs.resolve([]);
    expect(await settled(ready)).toBe(false);
    page.resolve({ data: [], total: 0 });
    expect(await settled(ready)).toBe(true);
    expect(dataProvider.getList).toHaveBeenCalledTimes(1);
  });

  it(`without them when they take longer than ${EARLY_ANSWERS_WAIT_MS} ms`, async () => {
    const started = Date.now();
    await entityPageReady('inbounds', 'list');
    expect(Date.now() - started).toBeGreaterThanOrEqual(EARLY_ANSWERS_WAIT_MS - 10);
  });

  it('at once when they are already there', async () => {
    configs.resolve([]);
    page.resolve({ data: [], total: 0 });
    await entityPageReady('inbounds', 'list');
    const started = Date.now();
    await entityPageReady('inbounds', 'list');
    expect(Date.now() - started).toBeLessThan(EARLY_ANSWERS_WAIT_MS);
    expect(listConfigApi.list).toHaveBeenCalledTimes(1);
  });

  it('leaves no timer running once its answers are there', async () => {
    configs.resolve([]);
    page.resolve({ data: [], total: 0 });
    await entityPageReady('inbounds', 'list');
    vi.useFakeTimers();
    try {
      const before = vi.getTimerCount();
      await entityPageReady('inbounds', 'list');
      expect(vi.getTimerCount()).toBe(before);
    } finally {
      vi.useRealTimers();
    }
  });
});
