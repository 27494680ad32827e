import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../api/apiError';
import { useNotify } from '../notifications/useNotify';
import { userAdminApi } from '../users/userAdminApi';

/** A new tenant: its name (upper-cased by the server, unique) and display name. */
export function CreateTenantModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [form] = Form.useForm<{ name: string; displayName: string }>();
  const [saving, setSaving] = useState(false);

  const create = async ({ name, displayName }: { name: string; displayName: string }) => {
    setSaving(true);
    try {
      await userAdminApi.createTenant(name, displayName);
      notify('success', t('tenants.created'));
      form.resetFields();
      onCreated();
    } catch (error) {
      notify('error', t('tenants.saveError'), translateApiError(t, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('tenants.create')}
      okText={t('users.save')}
      cancelText={t('users.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnClose
    >
      <Form form={form} name="new-tenant-form" layout="vertical" onFinish={create}>
        <Form.Item
          name="name"
          label={t('tenants.name')}
          normalize={(value: string) => value.toUpperCase()}
          rules={[{ required: true, pattern: /^[A-Z0-9_-]{1,60}$/, message: t('tenants.nameRule') }]}
        >
          <Input data-testid="tenant-name" />
        </Form.Item>
        <Form.Item name="displayName" label={t('tenants.displayName')} rules={[{ required: true, whitespace: true, message: t('users.form.required') }]}>
          <Input data-testid="tenant-new-display-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
