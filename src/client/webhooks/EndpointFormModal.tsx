import { Form, Input, Modal, Select, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { entityTitle } from '../../shared/labels';
import { RECORD_EVENTS, WEBHOOK_EVENTS, type WebhookEndpoint, type WebhookEndpointWithSecret } from '../../shared/webhooks';
import { translateApiError } from '../api/apiError';
import { useNotify } from '../notifications/useNotify';
import { registry } from '../registry/registry';
import { webhooksApi, type EndpointInput } from './webhooksApi';

/**
 * Adds an endpoint (`editing` null) or changes one: URL, events, for record events the resources (none chosen: all),
 * active. A new endpoint's answer carries its secret, which the page shows once.
 */
export function EndpointFormModal({
  open,
  editing,
  onClose,
  onSaved,
}: {
  open: boolean;
  editing: WebhookEndpoint | null;
  onClose: () => void;
  onSaved: (created?: WebhookEndpointWithSecret) => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [form] = Form.useForm<EndpointInput>();
  const [saving, setSaving] = useState(false);
  const events = Form.useWatch('events', form) ?? [];
  const resourceOptions = [...registry.values()].map((entity) => ({ value: entity['x-resource'], label: entityTitle(t, entity) }));

  useEffect(() => {
    if (open) form.setFieldsValue(editing ? { ...editing, resources: editing.resources ?? [] } : { url: '', events: [], resources: [], active: true });
  }, [open, editing, form]);

  const save = async (values: EndpointInput) => {
    const input = { ...values, url: values.url.trim(), resources: values.resources?.length ? values.resources : null };
    setSaving(true);
    try {
      if (editing) {
        await webhooksApi.update(editing.id, input);
        onSaved();
      } else onSaved(await webhooksApi.create(input));
      notify('success', t('webhooks.saved'));
    } catch (error) {
      notify('error', t('webhooks.saveError'), translateApiError(t, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t(editing ? 'webhooks.edit' : 'webhooks.add')}
      okText={t('users.save')}
      cancelText={t('users.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnClose
    >
      <Form form={form} name="webhook-form" layout="vertical" onFinish={save}>
        <Form.Item
          name="url"
          label={t('webhooks.url')}
          extra={t('webhooks.urlHint')}
          rules={[{ required: true, type: 'url', message: t('webhooks.urlInvalid') }]}
        >
          <Input placeholder="https://erp.example.com/webhooks" data-testid="webhook-url" />
        </Form.Item>
        <Form.Item name="events" label={t('webhooks.events')} rules={[{ required: true, message: t('webhooks.eventsRequired') }]}>
          <Select
            mode="multiple"
            options={WEBHOOK_EVENTS.map((event) => ({ value: event, label: t(`webhooks.eventTypes.${event}`) }))}
            data-testid="webhook-events"
          />
        </Form.Item>
        {events.some((event) => RECORD_EVENTS.includes(event)) && (
          <Form.Item name="resources" label={t('webhooks.resources')} extra={t('webhooks.resourcesHint')}>
            <Select mode="multiple" allowClear optionFilterProp="label" options={resourceOptions} data-testid="webhook-resources" />
          </Form.Item>
        )}
        <Form.Item name="active" label={t('webhooks.active')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
