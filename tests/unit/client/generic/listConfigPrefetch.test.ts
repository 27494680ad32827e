import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../../src/client/auth/authStore';
import { listConfigApi } from '../../../../src/client/generic/listConfig/listConfigApi';
import {
  knownListConfigs,
  leaveListConfigs,
  listConfigsFor,
  prefetchListConfigs,
  reloadListConfigs,
} from '../../../../src/client/generic/listConfig/listConfigPrefetch';
import type { ListConfig } from '../../../../src/client/generic/listConfig/listConfigState';
import { queryClient } from '../../../../src/client/providers/queryClient';
import { askEarly } from '../../../../src/client/providers/earlyQueries';
import { listPageHash, listPageKey, type ListPageParams } from '../../../../src/client/generic/list/listPageQuery';
import { storeSession } from '../storedSession';

let answers = 0;
const setup = (id: string) => ({ configs: [{ id }], lastApplied: null });
beforeEach(() => {
  storeSession('multi@fuel-portal.example', ['TENANT1', 'TENANT2']);
  queryClient.clear();
  answers = 0;
  vi.spyOn(listConfigApi, 'list').mockImplementation(async () => [{ id: `answer-${++answers}` } as ListConfig]);
  vi.spyOn(listConfigApi, 'lastApplied').mockResolvedValue(null);
});

describe('list configs asked while the list page loads, through the one query cache', () => {
  it('the list takes the configs asked for early instead of asking again', async () => {
    prefetchListConfigs('inbounds');
    expect(await listConfigsFor('inbounds')).toEqual(setup('answer-1'));
    expect(answers).toBe(1);
  });

  it('asked for again while the first answer is fresh, they are asked for once', async () => {
    prefetchListConfigs('inbounds');
    prefetchListConfigs('inbounds');
    expect(await listConfigsFor('inbounds')).toEqual(setup('answer-1'));
    expect(answers).toBe(1);
  });

  it('a second preload right after the list took them does not ask again; the list opened again once left asks again', async () => {
    prefetchListConfigs('partners');
    expect(await listConfigsFor('partners')).toEqual(setup('answer-1'));
    prefetchListConfigs('partners');
    expect(answers).toBe(1);
    leaveListConfigs('partners');
    expect(await listConfigsFor('partners')).toEqual(setup('answer-2'));
  });

  it('configs asked for in another tenant are not taken', async () => {
    prefetchListConfigs('locations');
    authStore.setTenant('TENANT2');
    expect(await listConfigsFor('locations')).toEqual(setup('answer-2'));
  });

  it('configs asked for too long ago are asked again', async () => {
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    try {
      prefetchListConfigs('outbounds');
      await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
      vi.setSystemTime(Date.now() + 60_000);
      expect(await listConfigsFor('outbounds')).toEqual(setup('answer-2'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('after a change the list reads the configs as stored, and so does the next opening', async () => {
    prefetchListConfigs('products');
    expect(await listConfigsFor('products')).toEqual(setup('answer-1'));
    expect(await reloadListConfigs('products')).toEqual(setup('answer-2'));
    expect(await listConfigsFor('products')).toEqual(setup('answer-3'));
  });
});

describe('list configs the list can open with in its first render', () => {
  it('are those asked for early once they have arrived, and none before', async () => {
    prefetchListConfigs('inbounds');
    expect(knownListConfigs('inbounds')).toBeUndefined();
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(knownListConfigs('inbounds')).toEqual(setup('answer-1'));
  });

  it('are found beside the pages of rows asked for early, whose keys hash their own way', async () => {
    const params: ListPageParams = {
      resource: 'inbounds',
      pagination: { currentPage: 1, pageSize: 20, mode: 'server' },
      sorters: [],
      filters: [],
      meta: { labels: true },
    };
    await askEarly({ queryKey: listPageKey(params), queryKeyHashFn: listPageHash, queryFn: async () => ({ data: [], total: 0 }) });
    prefetchListConfigs('inbounds');
    await vi.waitFor(() => expect(knownListConfigs('inbounds')).toEqual(setup('answer-1')));
  });

  it('are none once the list was left', async () => {
    prefetchListConfigs('partners');
    await vi.waitFor(() => expect(knownListConfigs('partners')).toEqual(setup('answer-1')));
    leaveListConfigs('partners');
    expect(knownListConfigs('partners')).toBeUndefined();
  });

  it('are none in another tenant', async () => {
    prefetchListConfigs('locations');
    await vi.waitFor(() => expect(knownListConfigs('locations')).toEqual(setup('answer-1')));
    authStore.setTenant('TENANT2');
    expect(knownListConfigs('locations')).toBeUndefined();
  });

  it('are none when asked for too long ago', async () => {
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    try {
      prefetchListConfigs('outbounds');
      await vi.waitFor(() => expect(knownListConfigs('outbounds')).toEqual(setup('answer-1')));
      vi.setSystemTime(Date.now() + 60_000);
      expect(knownListConfigs('outbounds')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a view an earlier version kept in this browser', () => {
  const key = 'list_view:TENANT1:multi@fuel-portal.example:inbounds';
  const view = { configId: null, columns: ['number', 'loadingDate'] };

  it('is moved to the server once and opens the list when the server has none', async () => {
    const apply = vi.spyOn(listConfigApi, 'apply').mockResolvedValue(undefined);
    localStorage.setItem(key, JSON.stringify(view));
    expect((await listConfigsFor('inbounds')).lastApplied).toEqual(view);
    expect(apply).toHaveBeenCalledWith('inbounds', view);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('gives way to the view the server keeps, and is dropped when the server refuses it', async () => {
    const apply = vi.spyOn(listConfigApi, 'apply').mockRejectedValue(new Error('config gone'));
    localStorage.setItem(key, JSON.stringify(view));
    expect((await listConfigsFor('inbounds')).lastApplied).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
    apply.mockClear();
    const kept = { configId: 'c-1', columns: ['number'] };
    vi.spyOn(listConfigApi, 'lastApplied').mockResolvedValue(kept);
    localStorage.setItem('list_view:TENANT1:multi@fuel-portal.example:partners', JSON.stringify(view));
    expect((await listConfigsFor('partners')).lastApplied).toEqual(kept);
    expect(apply).not.toHaveBeenCalled();
  });
});
