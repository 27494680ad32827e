import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, theme, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useAuth } from '../auth/authStore';
import { LanguageSelect } from '../layout/LanguageSelect';
import { DarkModeToggle } from '../layout/DarkModeToggle';
import { useLoginForm, type LoginFormValues } from './useLoginForm';
import { useLoginTarget } from './useLoginTarget';
import { preloadShell } from '../routing/AppRoutes';

// Needed only once the credentials are accepted: kept out of the first load.
const TenantModal = lazy(() => import('../tenant/TenantModal').then(({ TenantModal }) => ({ default: TenantModal })));

export default function LoginPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { authenticated, tenant, logoutReason } = useAuth();
  const [searchParams] = useSearchParams();
  const target = useLoginTarget(searchParams);
  const { submit, submitting, twoFactorRequired, error } = useLoginForm();
  // The shell's code loads while the credentials are checked, so the page after the login shows at once;
  // a visitor who only looks at the login page does not download it.
  const logIn = (values: LoginFormValues) => {
    void preloadShell(target).catch(() => undefined);
    return submit(values);
  };

  if (authenticated && tenant) return <Navigate replace to={target} />;

  return (
    <div className="login-page">
      <div className="login-page__tools">
        <DarkModeToggle />
        <LanguageSelect />
      </div>
      {/* A card drawn from the theme's tokens: antd's Card would bring its tabs into the first load. */}
      <section
        className="login-page__card"
        style={{
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          padding: token.paddingLG,
        }}
      >
        <Typography.Title level={3}>{t('login.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('login.subtitle')}</Typography.Paragraph>
        <Form<LoginFormValues> layout="vertical" onFinish={logIn} requiredMark={false} disabled={submitting}>
          {logoutReason === 'expired' && !error && (
            <Alert type="warning" showIcon message={t('session.expired')} style={{ marginBottom: 16 }} data-testid="session-expired" />
          )}
          {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} data-testid="login-error" />}
          <Form.Item name="login" label={t('login.login')} rules={[{ required: true, message: t('login.loginRequired') }]}>
            <Input id="login" prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password id="password" prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          {twoFactorRequired && (
            <Form.Item
              name="code"
              label={t('login.code')}
              extra={t('login.codeHint')}
              rules={[{ required: true, pattern: /^\d{6}$/, message: t('login.codeInvalid') }]}
            >
              <Input id="code" prefix={<SafetyOutlined />} inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('login.submit')}
          </Button>
        </Form>
      </section>
      {authenticated && !tenant && (
        <Suspense>
          <TenantModal />
        </Suspense>
      )}
    </div>
  );
}
