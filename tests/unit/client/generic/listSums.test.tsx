import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../../src/client/api/http';
import { useListSums } from '../../../../src/client/generic/list/useListSums';
import type { EntitySchema } from '../../../../src/shared/registry';
import { renderHook } from '../renderHook';

const entity = { 'x-resource': 'inbounds' } as EntitySchema;
let client: QueryClient;
let unmount: () => void = () => undefined;

/** Shows the totals row of a list whose page arrived at `pageLoadedAt`, in the one query cache of the page. */
async function showTotals(pageLoadedAt: number): Promise<void> {
  unmount();
  ({ unmount } = renderHook(
    () => useListSums(entity, ['quantityDischargedKg'], [], pageLoadedAt),
    (probe) => <QueryClientProvider client={client}>{probe}</QueryClientProvider>,
  ));
  await act(() => vi.advanceTimersByTimeAsync(0));
}

beforeEach(() => {
  vi.useFakeTimers();
  client = new QueryClient();
  vi.spyOn(http, 'get').mockResolvedValue({ data: { quantityDischargedKg: { Kg: '1000' } } });
});

afterEach(() => {
  unmount();
  unmount = () => undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("a list's totals", () => {
  it('are asked for once per arrival of the page: a list shown again from the cache asks only when its page arrives anew', async () => {
    await showTotals(1_000);
    expect(http.get).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await showTotals(1_000);
    expect(http.get).toHaveBeenCalledTimes(1);
    await showTotals(61_000);
    expect(http.get).toHaveBeenCalledTimes(2);
  });
});
