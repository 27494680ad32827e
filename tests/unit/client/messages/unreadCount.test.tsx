import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesApi } from '../../../../src/client/messages/messagesApi';
import { BADGE_FIRST_ASK_MS, useUnreadCount } from '../../../../src/client/messages/useMessages';
import '../renderHook';

let unmount: () => void = () => undefined;

/** Mounts callers of useUnreadCount, each with its first ask's delay, around one query cache. */
function mount(...delays: number[]): void {
  const client = new QueryClient();
  const container = document.createElement('div');
  const root = createRoot(container);
  const Caller = ({ delay }: { delay: number }) => (useUnreadCount(delay), null);
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        {delays.map((delay, index) => (
          <Caller key={index} delay={delay} />
        ))}
      </QueryClientProvider>,
    ),
  );
  unmount = () => act(() => root.unmount());
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
