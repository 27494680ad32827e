import { RedoOutlined } from '@ant-design/icons';
import { useInvalidate } from '@refinedev/core';
import { Button, Drawer, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { WEBHOOKS_ROUTE, type DeliveryStatus, type WebhookDelivery, type WebhookEndpoint } from '../../shared/webhooks';
import { translateApiError } from '../api/apiError';
import { useFormatters } from '../format/useFormatters';
import { useNotify } from '../notifications/useNotify';
import { webhooksApi } from './webhooksApi';
import { WideTable } from '../generic/table/WideTable';
import { useServerTable } from '../generic/table/useServerTable';

const STATUS_COLORS: Record<DeliveryStatus, string> = { pending: 'blue', retrying: 'orange', delivered: 'green', failed: 'red' };

/** An endpoint's delivery log, newest first (paged by the server), with "send again" per delivery. */
export function DeliveriesDrawer({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  return (
    <Drawer open={endpoint !== null} onClose={onClose} width={960} title={endpoint?.url} destroyOnClose>
      {endpoint && <DeliveryLog endpoint={endpoint} />}
    </Drawer>
  );
}

function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const format = useFormatters();
  const invalidate = useInvalidate();
  const resource = `${WEBHOOKS_ROUTE.slice(1)}/${endpoint.id}/deliveries`;
  const { tableProps } = useServerTable<WebhookDelivery>({ resource, syncWithLocation: false, sorters: { mode: 'off' } });
  const time = (value: string | null) => (value ? format.dateTime(value) : '');
  const sendAgain = async (delivery: WebhookDelivery) => {
    try {
      await webhooksApi.sendAgain(endpoint.id, delivery.id);
      notify('success', t('webhooks.deliveries.queued'));
      void invalidate({ resource, invalidates: ['list'] });
    } catch (error) {
      notify('error', t('webhooks.saveError'), translateApiError(t, error));
    }
  };

  const columns: TableColumnsType<WebhookDelivery> = [
    { title: t('webhooks.deliveries.createdAt'), dataIndex: 'createdAt', render: time },
    { title: t('webhooks.deliveries.type'), dataIndex: 'type', render: (type: string) => t(`webhooks.eventTypes.${type}`) },
    {
      title: t('webhooks.deliveries.status'),
      dataIndex: 'status',
      render: (status: DeliveryStatus) => <Tag color={STATUS_COLORS[status]}>{t(`webhooks.statuses.${status}`)}</Tag>,
    },
    { title: t('webhooks.deliveries.attempts'), dataIndex: 'attempts' },
    { title: t('webhooks.deliveries.lastStatusCode'), dataIndex: 'lastStatusCode' },
    {
      title: t('webhooks.deliveries.lastError'),
      dataIndex: 'lastError',
      render: (text: string | null) => <Typography.Text type="danger">{text}</Typography.Text>,
    },
    { title: t('webhooks.deliveries.lastAttemptAt'), dataIndex: 'lastAttemptAt', render: time },
    { title: t('webhooks.deliveries.nextAttemptAt'), dataIndex: 'nextAttemptAt', render: time },
    {
      title: t('users.columns.actions'),
      key: 'actions',
      render: (_, delivery) => (
        <Button size="small" icon={<RedoOutlined />} onClick={() => void sendAgain(delivery)} data-testid="webhook-send-again">
          {t('webhooks.deliveries.sendAgain')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={4}>{t('webhooks.deliveries.title')}</Typography.Title>
      <WideTable<WebhookDelivery> {...tableProps} rowKey="id" size="small" columns={columns} data-testid="webhook-deliveries" />
    </>
  );
}
