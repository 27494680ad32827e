import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { meetsPasswordPolicy } from '../../shared/password';
import { PasswordChecklist } from './PasswordChecklist';
import { accountApi } from '../api/accountApi';
import { translateApiError } from '../api/apiError';
import { getRefreshToken } from '../auth/tokenStore';
import { useRefreshMessages } from '../messages/useMessages';
import { useNotify } from '../notifications/useNotify';

interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

/** user/passwort (change password): current, new and repeated password; other sessions end on the server. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const refreshMessages = useRefreshMessages();
  const [form] = Form.useForm<PasswordForm>();
  const newPassword = Form.useWatch('newPassword', form) ?? '';
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async ({ currentPassword, newPassword }: PasswordForm) => {
    setSaving(true);
    setError(null);
    try {
      await accountApi.changePassword({ currentPassword, newPassword, refreshToken: getRefreshToken() ?? undefined });
      form.resetFields();
      notify('success', t('account.password.changed'), t('account.password.useNew'));
      void refreshMessages();
    } catch (caught) {
      setError(translateApiError(t, caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="page">
      <Typography.Title level={2} data-testid="page-title">
        {t('menu.user.password')}
      </Typography.Title>
      <Card style={{ maxWidth: 520 }}>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} data-testid="password-error" />}
        <Form<PasswordForm> form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
          <Form.Item name="currentPassword" label={t('account.password.current')} rules={[{ required: true, message: t('account.password.required') }]}>
            <Input.Password autoComplete="current-password" data-testid="password-current" />
          </Form.Item>
          <Form.Item
            name="newPassword"
            label={t('account.password.new')}
            extra={<PasswordChecklist password={newPassword} />}
            rules={[
              { required: true, message: t('account.password.required') },
              {
                validator: async (_, value: string) =>
                  !value || meetsPasswordPolicy(value) ? undefined : Promise.reject(new Error(t('account.password.checkRules'))),
              },
            ]}
          >
            <Input.Password autoComplete="new-password" data-testid="password-new" />
          </Form.Item>
          <Form.Item
            name="confirmation"
            label={t('account.password.confirmation')}
            dependencies={['newPassword']}
            rules={[
              { required: true, message: t('account.password.required') },
              ({ getFieldValue }) => ({
                validator: async (_, value: string) =>
                  !value || value === getFieldValue('newPassword') ? undefined : Promise.reject(new Error(t('account.password.mismatch'))),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" data-testid="password-confirmation" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="password-submit">
            {t('account.password.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
