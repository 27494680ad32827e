import { DeleteOutlined, EditOutlined, KeyOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useInvalidate } from '@refinedev/core';
import { Alert, Button, Popconfirm, Space, Switch, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WEBHOOKS_ROUTE, type WebhookEndpoint } from '../../shared/webhooks';
import { translateApiError } from '../api/apiError';
import { useNotify } from '../notifications/useNotify';
import { useSettings } from '../settings/settingsStore';
import { DeliveriesDrawer } from './DeliveriesDrawer';
import { EndpointFormModal } from './EndpointFormModal';
import { SecretModal } from './SecretModal';
import { webhooksApi } from './webhooksApi';
import { WideTable } from '../generic/table/WideTable';
import { useServerTable } from '../generic/table/useServerTable';

const RESOURCE = WEBHOOKS_ROUTE.slice(1);

/**
 * Webhooks of the current tenant (tenant administrators): the endpoints the company's ERP is told of events at,
 * their secrets (shown once), and each one's delivery log with "send again" (README "Webhooks").
 */
export default function WebhooksPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { itemsPerPage } = useSettings();
  const invalidate = useInvalidate();
  const reload = () => void invalidate({ resource: RESOURCE, invalidates: ['list'] });
  const { tableProps, tableQuery } = useServerTable<WebhookEndpoint>({
    resource: RESOURCE,
    syncWithLocation: false,
    pagination: { pageSize: itemsPerPage },
    sorters: { mode: 'off' },
    errorNotification: false,
  });
  const [form, setForm] = useState<{ editing: WebhookEndpoint | null } | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpoint | null>(null);

  const act = async (action: () => Promise<unknown>) => {
    try {
      await action();
      reload();
    } catch (error) {
      notify('error', t('webhooks.saveError'), translateApiError(t, error));
    }
  };

  const columns: TableColumnsType<WebhookEndpoint> = [
    { title: t('webhooks.url'), dataIndex: 'url', render: (url: string) => <Typography.Text copyable>{url}</Typography.Text> },
    {
      title: t('webhooks.events'),
      dataIndex: 'events',
      render: (events: string[]) => events.map((event) => <Tag key={event}>{t(`webhooks.eventTypes.${event}`)}</Tag>),
    },
    {
      title: t('webhooks.active'),
      dataIndex: 'active',
      render: (active: boolean, endpoint) => (
        <Space>
          <Switch
            checked={active}
            onChange={(checked) => void act(() => webhooksApi.update(endpoint.id, { active: checked }))}
            aria-label={t('webhooks.active')}
          />
          {endpoint.disabledReason && <Tag color="red">{t(`webhooks.disabledReasons.${endpoint.disabledReason}`)}</Tag>}
        </Space>
      ),
    },
    {
      title: t('users.columns.actions'),
      key: 'actions',
      render: (_, endpoint) => (
        <Space>
          <Tooltip title={t('webhooks.deliveries.title')}>
            <Button
              type="text"
              icon={<UnorderedListOutlined />}
              onClick={() => setLogOf(endpoint)}
              aria-label={t('webhooks.deliveries.title')}
              data-testid="webhook-log"
            />
          </Tooltip>
          <Tooltip title={t('webhooks.edit')}>
            <Button type="text" icon={<EditOutlined />} onClick={() => setForm({ editing: endpoint })} aria-label={t('webhooks.edit')} />
          </Tooltip>
          <Popconfirm title={t('webhooks.rotateConfirm')} onConfirm={() => void act(async () => setSecret(await webhooksApi.rotateSecret(endpoint.id)))}>
            <Button type="text" icon={<KeyOutlined />} aria-label={t('webhooks.rotate')} title={t('webhooks.rotate')} />
          </Popconfirm>
          <Popconfirm title={t('webhooks.deleteConfirm')} onConfirm={() => void act(() => webhooksApi.remove(endpoint.id))}>
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('webhooks.delete')} title={t('webhooks.delete')} />
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <div className="page">
      <Typography.Title level={2}>{t('menu.user.webhooks')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('webhooks.intro')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ editing: null })} data-testid="add-webhook">
          {t('webhooks.add')}
        </Button>
      </Space>
      {tableQuery.error ? <Alert type="error" showIcon message={translateApiError(t, tableQuery.error)} style={{ marginBottom: 16 }} /> : null}
      <WideTable<WebhookEndpoint> {...tableProps} rowKey="id" size="middle" columns={columns} data-testid="webhooks-table" />
      <EndpointFormModal
        open={form !== null}
        editing={form?.editing ?? null}
        onClose={() => setForm(null)}
        onSaved={(created) => {
          setForm(null);
          if (created) setSecret(created.secret);
          reload();
        }}
      />
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
      <DeliveriesDrawer endpoint={logOf} onClose={() => setLogOf(null)} />
    </div>
  );
}
