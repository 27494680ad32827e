import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessageList } from '../messages/MessageList';
import { BADGE_FIRST_ASK_MS, useMarkAllRead, useMessagePage, useUnreadCount } from '../messages/useMessages';
import { localPath } from '../routing/paths';
import { useLanguage } from '../routing/useLanguage';

const LATEST = 5;

/** Top-bar inbox: the unread count as a badge (polled, first asked after the page's own requests), the latest messages in the popover. */
export function NotificationBell() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const { data: unread = 0 } = useUnreadCount(BADGE_FIRST_ASK_MS);
  // The badge is polled; the list is fetched whenever the popover opens, and not with every page.
  const latest = useMessagePage({ pageSize: LATEST, enabled: open });
  const markAllRead = useMarkAllRead();
  const content = (
    <div className="notification-popover">
      <MessageList messages={latest.data?.messages ?? []} loading={latest.isLoading} compact />
      <Flex justify="space-between" align="center" style={{ marginTop: 8 }}>
        <Link to={localPath(language, 'user/nachrichten')} onClick={() => setOpen(false)} data-testid="notifications-all">
          {t('messages.all')}
        </Link>
        <Button type="link" size="small" disabled={unread === 0} onClick={() => markAllRead.mutate()}>
          {t('messages.markAllRead')}
        </Button>
      </Flex>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t('notifications.title')} content={content} open={open} onOpenChange={setOpen}>
      <Badge count={unread} size="small" data-testid="notifications-badge">
        <Button type="text" icon={<BellOutlined />} aria-label={t('notifications.title')} data-testid="notifications" />
      </Badge>
    </Popover>
  );
}
