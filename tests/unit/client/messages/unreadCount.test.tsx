import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesApi } from '../../../../src/client/messages/messagesApi';
import { BADGE_FIRST_ASK_MS, useUnreadCount } from '../../../../src/client/messages/useMessages';
import { renderHook } from '../renderHook';

let unmount: () => void = () => undefined;

/** Mounts a caller of useUnreadCount whose first ask waits `delay` ms, with a query cache of its own. */
function mount(delay: number): void {
  const client = new QueryClient();
  ({ unmount } = renderHook(
    () => useUnreadCount(delay),
    (probe) => <QueryClientProvider client={client}>{probe}</QueryClientProvider>,
  ));
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(messagesApi, 'unreadCount').mockResolvedValue(3);
});

afterEach(() => {
  unmount();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the unread count', () => {
  it(`is asked for by the top bar's badge only ${BADGE_FIRST_ASK_MS} ms after it appears, after the page's own requests`, async () => {
    mount(BADGE_FIRST_ASK_MS);
    await advance(BADGE_FIRST_ASK_MS - 1);
    expect(messagesApi.unreadCount).not.toHaveBeenCalled();
    await advance(1);
    expect(messagesApi.unreadCount).toHaveBeenCalledTimes(1);
  });

  it('is asked for at once by the messages page', async () => {
    mount(0);
    await advance(0);
    expect(messagesApi.unreadCount).toHaveBeenCalledTimes(1);
  });
});
