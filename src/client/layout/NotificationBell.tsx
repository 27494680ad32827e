import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Popover } from 'antd';
import { useTranslation } from 'react-i18next';

/** Notification area; messages arrive with the messages feature, until then it shows its empty state. */
export function NotificationBell() {
  const { t } = useTranslation();
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('notifications.title')}
      content={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notifications.empty')} />}
    >
      <Badge count={0} size="small">
        <Button type="text" icon={<BellOutlined />} aria-label={t('notifications.title')} data-testid="notifications" />
      </Badge>
    </Popover>
  );
}
