import { BellOutlined } from '@ant-design/icons';
import { Avatar, Badge, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '../../shared/labels';
import { registry } from '../registry/registry';
import { Demo, ShowcasePage } from './ShowcasePage';

const STATUS_BADGES = { open: 'default', inProgress: 'processing', locked: 'warning', completed: 'success' } as const;

export default function BadgeShowcase() {
  const { t } = useTranslation();
  const inbounds = registry.get('inbounds')!;
  return (
    <ShowcasePage page="badge">
      <Demo state="count">
        <Space size="large">
          <Badge count={3}>
            <Avatar shape="square" icon={<BellOutlined />} />
          </Badge>
          <Badge count={120} overflowCount={99}>
            <Avatar shape="square" icon={<BellOutlined />} />
          </Badge>
          <Badge count={0} showZero>
            <Avatar shape="square" icon={<BellOutlined />} />
          </Badge>
          <Badge dot>
            <Avatar shape="square" icon={<BellOutlined />} />
          </Badge>
        </Space>
      </Demo>
      <Demo state="status">
        <Space direction="vertical">
          {Object.entries(STATUS_BADGES).map(([status, badge]) => (
            <Badge key={status} status={badge} text={enumLabel(t, inbounds, 'movementStatus', status)} />
          ))}
        </Space>
      </Demo>
      <Demo state="tags">
        <Space wrap>
          <Tag color="green">{t('logs.actions.create')}</Tag>
          <Tag color="blue">{t('logs.actions.update')}</Tag>
          <Tag color="red">{t('logs.actions.delete')}</Tag>
          <Tag>{t('help.videos.minutes', { count: 5 })}</Tag>
        </Space>
      </Demo>
      <Demo state="empty">
        <Badge count={0}>
          <Avatar shape="square" icon={<BellOutlined />} />
        </Badge>
      </Demo>
    </ShowcasePage>
  );
}
