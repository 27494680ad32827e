import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../../src/client/i18n/i18n';
import { listConfigApi } from '../../../../src/client/generic/listConfig/listConfigApi';
import { prefetchListConfigs } from '../../../../src/client/generic/listConfig/listConfigPrefetch';
import type { ListConfig, ListConfigState } from '../../../../src/client/generic/listConfig/listConfigState';
import { useListConfig } from '../../../../src/client/generic/listConfig/useListConfig';
import { queryClient } from '../../../../src/client/providers/queryClient';
import { registry } from '../../../../src/client/registry/registry';
import { renderHook } from '../renderHook';
import { storeSession } from '../storedSession';

const inbounds = registry.get('inbounds')!;
const stored: ListConfig = { id: 'c-1', name: 'Mine', columns: ['number', 'loadingDate'], isDefault: true } as ListConfig;

let unmount: () => void = () => undefined;

/** The hook's state in each render, in order. */
function renders(): ListConfigState[] {
  const states: ListConfigState[] = [];
  ({ unmount } = renderHook(() => states.push(useListConfig(inbounds).state)));
  return states;
}

beforeEach(() => {
  storeSession('user@tenant1.example', ['TENANT1']);
  queryClient.clear();
  vi.spyOn(listConfigApi, 'list').mockResolvedValue([stored]);
  vi.spyOn(listConfigApi, 'lastApplied').mockResolvedValue(null);
});

afterEach(() => {
  unmount();
  unmount = () => undefined;
  vi.restoreAllMocks();
});

describe('the columns a list opens with', () => {
  it('are the stored default config’s in the first render when the configs asked for early have arrived, and nothing is asked again', async () => {
    prefetchListConfigs('inbounds');
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const states = renders();
    expect(states[0]).toMatchObject({ loaded: true, columns: ['number', 'loadingDate'], appliedId: 'c-1' });
    expect(listConfigApi.list).toHaveBeenCalledTimes(1);
  });

  it('follow once the configs arrive when none were asked for early', async () => {
    const states = renders();
    expect(states[0].loaded).toBe(false);
    await act(() => vi.waitFor(() => expect(queryClient.isFetching()).toBe(0)));
    expect(states.at(-1)).toMatchObject({ loaded: true, columns: ['number', 'loadingDate'] });
  });
});
