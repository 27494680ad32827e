import { Badge, Button, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '../../shared/messages';
import { useFormatters } from '../format/useFormatters';
import { useMarkRead } from './useMessages';

interface MessageListProps {
  messages: InboxMessage[];
  loading?: boolean;
  /** Smaller rows without the per-message button (bell popover, dashboard). */
  compact?: boolean;
}

/** Messages worded from kind + params; unread ones are highlighted and can be marked read. */
export function MessageList({ messages, loading, compact }: MessageListProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const markRead = useMarkRead();
  return (
    <List
      size={compact ? 'small' : 'default'}
      loading={loading}
      dataSource={messages}
      locale={{ emptyText: t('notifications.empty') }}
      renderItem={(message) => {
        const unread = message.readAt === null;
        return (
          <List.Item
            className={unread ? 'message message--unread' : 'message'}
            data-testid="message"
            data-unread={unread}
            actions={
              unread && !compact
                ? [
                    <Button key="read" type="link" size="small" onClick={() => markRead.mutate(message.id)} data-testid="message-mark-read">
                      {t('messages.markRead')}
                    </Button>,
                  ]
                : undefined
            }
          >
            <List.Item.Meta
              avatar={<Badge status={unread ? 'processing' : 'default'} />}
              title={
                <span className="message__text">{t(`messages.kinds.${message.kind}`, { ...message.params, defaultValue: t('messages.kinds.unknown') })}</span>
              }
              description={
                <Typography.Text type="secondary">
                  {format.dateTime(message.createdAt)}
                  {message.tenant ? ` · ${message.tenant}` : ''}
                </Typography.Text>
              }
            />
          </List.Item>
        );
      }}
    />
  );
}
