import { Alert, Button, Form, Input, QRCode, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../api/accountApi';
import { translateApiError } from '../api/apiError';

/**
 * Set-up in two steps: the server makes a pending secret (shown as QR code and text), then the first
 * code from the app proves it was scanned and the password that the account holder switches 2FA on.
 * antd's QRCode draws the otpauth URL.
 */
interface EnableValues {
  code: string;
  password: string;
}

export function TwoFactorSetup({ onEnabled }: { onEnabled: () => void }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(translateApiError(t, caught));
    } finally {
      setBusy(false);
    }
  };
  const start = () => run(async () => setPending(await accountApi.setUpTwoFactor()));
  const enable = ({ code, password }: EnableValues) =>
    run(async () => {
      await accountApi.enableTwoFactor(code, password);
      onEnabled();
    });

  if (!pending) {
    return (
      <Space direction="vertical">
        {error && <Alert type="error" showIcon message={error} />}
        <Typography.Paragraph>{t('account.twoFactor.offHint')}</Typography.Paragraph>
        <Button type="primary" loading={busy} onClick={() => void start()} data-testid="totp-setup">
          {t('account.twoFactor.setUp')}
        </Button>
      </Space>
    );
  }
  return (
    <Space direction="vertical" size="middle">
      <Typography.Paragraph>{t('account.twoFactor.scanHint')}</Typography.Paragraph>
      {/* Black on white in both themes: authenticator apps read dark-on-light codes most reliably. */}
      <div data-testid="totp-qr">
        <QRCode value={pending.otpauthUrl} color="#000000" bgColor="#ffffff" size={192} />
      </div>
      <Typography.Text>
        {t('account.twoFactor.secret')}{' '}
        <Typography.Text code copyable data-testid="totp-secret">
          {pending.secret}
        </Typography.Text>
      </Typography.Text>
      {error && <Alert type="error" showIcon message={error} data-testid="totp-error" />}
      <Form layout="vertical" onFinish={(values: EnableValues) => void enable(values)} requiredMark={false}>
        <Form.Item name="code" label={t('login.code')} rules={[{ required: true, pattern: /^\d{6}$/, message: t('login.codeInvalid') }]}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} style={{ width: 120 }} data-testid="totp-code" />
        </Form.Item>
        <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
          <Input.Password autoComplete="current-password" style={{ width: 280 }} data-testid="totp-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="totp-enable">
          {t('account.twoFactor.enable')}
        </Button>
      </Form>
    </Space>
  );
}
