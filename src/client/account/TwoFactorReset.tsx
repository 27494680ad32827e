import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../api/accountApi';
import { translateApiError } from '../api/apiError';

/** Two-factor reset: the password confirms that the account holder turns 2FA off. */
export function TwoFactorReset({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = async ({ password }: { password: string }) => {
    setBusy(true);
    setError(null);
    try {
      await accountApi.resetTwoFactor(password);
      onReset();
    } catch (caught) {
      setError(translateApiError(t, caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph>{t('account.twoFactor.onHint')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon message={error} data-testid="totp-reset-error" />}
      <Form layout="vertical" onFinish={(values: { password: string }) => void reset(values)} requiredMark={false}>
        <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
          <Input.Password autoComplete="current-password" data-testid="totp-reset-password" />
        </Form.Item>
        <Button danger htmlType="submit" loading={busy} data-testid="totp-reset">
          {t('account.twoFactor.disable')}
        </Button>
      </Form>
    </Space>
  );
}
