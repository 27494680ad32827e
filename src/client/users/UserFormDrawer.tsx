import { Alert, Button, Drawer, Form, Input, Space, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../shared/user-admin';
import { apiErrorInfo, translateErrorInfo } from '../api/apiError';
import { useNotify } from '../notifications/useNotify';
import { PasswordFields } from './PasswordFields';
import { userAdminApi, type UserFormValues } from './userAdminApi';

interface Props {
  open: boolean;
  /** The user to edit; null = create a new one in the current tenant. */
  user: AdminUser | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Create or edit a user: the login is fixed once created, the password optional when editing (empty = unchanged).
 * Names and password belong to the whole account: where the server would refuse them
 * (`user.manageAccount` false) they are read-only and only the client administrator flag is editable.
 */
export function UserFormDrawer({ open, user, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [form] = Form.useForm<UserFormValues & { passwordConfirm?: string }>();
  const [saving, setSaving] = useState(false);
  const accountFixed = !!user && !user.manageAccount;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (user) form.setFieldsValue({ login: user.login, firstname: user.firstname, lastname: user.lastname, tenantAdmin: user.tenantAdmin });
  }, [open, user, form]);

  const save = async ({ passwordConfirm: _, ...values }: UserFormValues & { passwordConfirm?: string }) => {
    setSaving(true);
    try {
      if (user) await userAdminApi.update(user.login, { ...values, login: user.login });
      else await userAdminApi.create(values);
      notify('success', t(user ? 'users.updated' : 'users.created'));
      onSaved();
    } catch (error) {
      const info = apiErrorInfo(error);
      const known = ['LOGIN_EXISTS', 'LOGIN_IMMUTABLE', 'PASSWORD_POLICY', 'ONLY_SYSTEM_ADMIN_EDITS'].includes(info.code);
      notify('error', t('users.saveError'), known ? translateErrorInfo(t, info) : undefined);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={480}
      destroyOnClose
      title={t(user ? 'users.editTitle' : 'users.createTitle')}
      extra={
        <Space>
          <Button onClick={onClose}>{t('users.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="save-user">
            {t('users.save')}
          </Button>
        </Space>
      }
    >
      {accountFixed && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('users.form.onlySystemAdminEdits', { login: user.login })}
          data-testid="account-fixed"
        />
      )}
      <Form form={form} name="user-form" layout="vertical" onFinish={save} scrollToFirstError initialValues={{ tenantAdmin: false }}>
        <Form.Item
          name="login"
          label={t('users.columns.login')}
          extra={user ? t('users.form.loginFixed') : undefined}
          rules={[{ required: true, type: 'email', message: t('users.form.loginInvalid') }]}
        >
          <Input autoComplete="off" disabled={!!user} data-testid="user-login" />
        </Form.Item>
        <Form.Item name="firstname" label={t('users.columns.firstname')} rules={[{ required: true, whitespace: true, message: t('users.form.required') }]}>
          <Input disabled={accountFixed} data-testid="user-firstname" />
        </Form.Item>
        <Form.Item name="lastname" label={t('users.columns.lastname')} rules={[{ required: true, whitespace: true, message: t('users.form.required') }]}>
          <Input disabled={accountFixed} data-testid="user-lastname" />
        </Form.Item>
        {!accountFixed && <PasswordFields optional={!!user} />}
        <Form.Item name="tenantAdmin" label={t('users.columns.tenantAdmin')} valuePropName="checked">
          <Switch data-testid="user-tenant-admin" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
