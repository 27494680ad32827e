import { Button, Card, Flex, Pagination, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageList } from './MessageList';
import { useMarkAllRead, useMessagePage, useUnreadCount } from './useMessages';
import { useSettings } from '../settings/settingsStore';

/** user/nachrichten (messages): the user's inbox, newest first, unread highlighted. */
export default function MessagesPage() {
  const { t } = useTranslation();
  const { itemsPerPage } = useSettings();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  const { data, isLoading } = useMessagePage({ unreadOnly, page, pageSize: itemsPerPage });
  const { data: unread = 0 } = useUnreadCount();
  const markAllRead = useMarkAllRead();
  const total = data?.total ?? 0;
  return (
    <div className="page">
      <Typography.Title level={2} data-testid="page-title">
        {t('menu.user.messages')}
      </Typography.Title>
      <Card>
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
          <label>
            <Switch
              size="small"
              checked={unreadOnly}
              onChange={(checked) => {
                setUnreadOnly(checked);
                setPage(1);
              }}
              data-testid="messages-unread-only"
            />{' '}
            {t('messages.unreadOnly')}
          </label>
          <Button disabled={unread === 0} loading={markAllRead.isPending} onClick={() => markAllRead.mutate()} data-testid="messages-mark-all-read">
            {t('messages.markAllRead')}
          </Button>
        </Flex>
        <MessageList messages={data?.messages ?? []} loading={isLoading} />
        {total > itemsPerPage && (
          <Pagination
            style={{ marginTop: 16, textAlign: 'end' }}
            current={page}
            pageSize={itemsPerPage}
            total={total}
            showSizeChanger={false}
            showTotal={(count, [start, end]) => t('generic.list.showing', { start, end, total: count })}
            onChange={setPage}
          />
        )}
      </Card>
    </div>
  );
}
