import type { InboxMessage } from '../../shared/messages';
import { http } from '../api/http';

export interface MessagePage {
  messages: InboxMessage[];
  total: number;
}

export const messagesApi = {
  list: async (options: { unreadOnly: boolean; start: number; end: number }): Promise<MessagePage> => {
    const params = { _start: options.start, _end: options.end, ...(options.unreadOnly ? { unread: 1 } : {}) };
    const response = await http.get<InboxMessage[]>('/messages', { params });
    return { messages: response.data, total: Number(response.headers['x-total-count'] ?? response.data.length) };
  },
  unreadCount: () => http.get<{ count: number }>('/messages/unread-count').then((r) => r.data.count),
  markRead: (id: string) => http.post(`/messages/${id}/read`, {}),
  markAllRead: () => http.post('/messages/read-all', {}),
};
