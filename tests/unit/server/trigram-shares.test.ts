import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../../../src/server/db/db';
import { DEFAULT_SCHEMAS_DIR } from '../../../src/server/project-paths';
import { loadRegistry } from '../../../src/server/registry-loader';
import { trigramShares } from '../../../src/server/search/trigram-shares';

const registry = await loadRegistry(DEFAULT_SCHEMAS_DIR);
const inbounds = registry.get('inbounds')!;
const TEN_MINUTES = 10 * 60_000;

/** A database of 100,000 records whose sample answers with `trigram` in every document, or fails when `failing` is set. */
function sampledDatabase(trigram: string) {
  const state = { trigram, failing: false, samples: 0 };
  const db = {
    async query(sql: string) {
      if (sql.includes('record_counts')) return { rows: [{ total: '100000', deltas: 1, stamp: '1' }] };
      state.samples += 1;
      if (state.failing) throw new Error('sample failed');
      return { rows: [{ trigram: state.trigram, documents: 40, sampled: 40 }] };
    },
    copyFrom: async () => undefined,
  } as unknown as Queryable;
  return { db, state };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a tenant's trigram shares", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['performance'] }));
  afterEach(() => vi.useRealTimers());

  it('are sampled once and served from memory for ten minutes', async () => {
    const { db, state } = sampledDatabase('doc');
    const share = await trigramShares(db, inbounds, 'T1');
    expect(share?.('doc')).toBe(1);
    await trigramShares(db, inbounds, 'T1');
    vi.advanceTimersByTime(TEN_MINUTES - 1);
    await trigramShares(db, inbounds, 'T1');
    expect(state.samples).toBe(1);
  });

  it('after ten minutes are sampled again while the earlier sample serves, then the new one serves', async () => {
    const { db, state } = sampledDatabase('doc');
    await trigramShares(db, inbounds, 'T1');
    state.trigram = 'abc';
    vi.advanceTimersByTime(TEN_MINUTES);
    const during = await trigramShares(db, inbounds, 'T1');
    expect(during?.('doc')).toBe(1);
    await settled();
    const after = await trigramShares(db, inbounds, 'T1');
    expect(state.samples).toBe(2);
    expect(after?.('abc')).toBe(1);
    expect(after?.('doc')).toBeLessThan(1);
  });

  it('keep the earlier sample when a later one fails', async () => {
    const { db, state } = sampledDatabase('doc');
    await trigramShares(db, inbounds, 'T1');
    state.failing = true;
    vi.advanceTimersByTime(TEN_MINUTES);
    await trigramShares(db, inbounds, 'T1');
    await settled();
    const after = await trigramShares(db, inbounds, 'T1');
    expect(state.samples).toBe(2);
    expect(after?.('doc')).toBe(1);
  });

  it('are none when the first sample fails: the search asks the index for the whole term', async () => {
    const { db, state } = sampledDatabase('doc');
    state.failing = true;
    expect(await trigramShares(db, inbounds, 'T1')).toBeUndefined();
  });

  it('are none below the records a sample is taken from', async () => {
    const { db, state } = sampledDatabase('doc');
    expect(await trigramShares(db, inbounds, 'T1', 200_000)).toBeUndefined();
    expect(state.samples).toBe(0);
  });
});
