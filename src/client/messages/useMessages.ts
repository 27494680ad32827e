import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export function useUnreadCount() {
  return useQuery({ queryKey: [...ROOT, 'unread-count'], queryFn: messagesApi.unreadCount, refetchInterval: POLL_MS });
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
