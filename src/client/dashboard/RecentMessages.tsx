import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessageList } from '../messages/MessageList';
import { useMessagePage } from '../messages/useMessages';
import { localPath } from '../routing/paths';
import { useLanguage } from '../routing/useLanguage';

const RECENT = 5;

/** The dashboard's view of the inbox: the newest messages and a link to all of them. */
export function RecentMessages() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, isLoading } = useMessagePage({ pageSize: RECENT });
  return (
    <Card
      title={t('messages.recent')}
      extra={<Link to={localPath(language, 'user/nachrichten')}>{t('messages.all')}</Link>}
      style={{ marginBottom: 24 }}
      data-testid="dashboard-messages"
    >
      <MessageList messages={data?.messages ?? []} loading={isLoading} compact />
    </Card>
  );
}
