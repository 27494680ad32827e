import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { messagesApi } from './messagesApi';

const ROOT = ['messages'] as const;
/** The bell polls this often; marking or an account change refreshes at once. */
const POLL_MS = 60_000;

export function useMessagePage(options: { unreadOnly?: boolean; page?: number; pageSize: number; enabled?: boolean }) {
  const { unreadOnly = false, page = 1, pageSize, enabled = true } = options;
  const start = (page - 1) * pageSize;
  return useQuery({
    queryKey: [...ROOT, 'list', { unreadOnly, start, pageSize }],
    queryFn: () => messagesApi.list({ unreadOnly, start, end: start + pageSize }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * How long the top bar's badge waits before it first asks for the unread count after the shell appears: the page's
 * own requests and the drawing of its rows go first (a list shows them within about half a second), and the count is
 * polled anyway.
 */
export const BADGE_FIRST_ASK_MS = 1_000;

/** The unread count, polled; this caller's first ask waits `firstAskAfterMs` (another caller's may come sooner). */
export function useUnreadCount(firstAskAfterMs = 0) {
  const [due, setDue] = useState(firstAskAfterMs === 0);
  useEffect(() => {
    if (due) return;
    const timer = setTimeout(() => setDue(true), firstAskAfterMs);
    return () => clearTimeout(timer);
  }, [due, firstAskAfterMs]);
  return useQuery({ queryKey: [...ROOT, 'unread-count'], queryFn: messagesApi.unreadCount, refetchInterval: POLL_MS, enabled: due });
}

/** Refetches every message query (lists, count); call after anything that posts or marks a message. */
export function useRefreshMessages() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ROOT });
}

export function useMarkRead() {
  const refresh = useRefreshMessages();
  return useMutation({ mutationFn: messagesApi.markRead, onSettled: refresh });
}

export function useMarkAllRead() {
  const refresh = useRefreshMessages();
  return useMutation({ mutationFn: messagesApi.markAllRead, onSettled: refresh });
}
