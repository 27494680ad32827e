import { Card, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TwoFactorReset } from './TwoFactorReset';
import { TwoFactorSetup } from './TwoFactorSetup';
import { useTwoFactorState } from './useTwoFactorState';
import { useRefreshMessages } from '../messages/useMessages';
import { useNotify } from '../notifications/useNotify';

/** user/2fa-reset: shows whether 2FA is on and offers set-up or reset accordingly. */
export default function TwoFactorPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const refreshMessages = useRefreshMessages();
  const { enabled, isLoading, refresh } = useTwoFactorState();
  const changed = (message: string) => {
    notify('success', message);
    void refresh();
    void refreshMessages();
  };
  return (
    <div className="page">
      <Typography.Title level={2} data-testid="page-title">
        {t('account.twoFactor.title')}
      </Typography.Title>
      <Card style={{ maxWidth: 560 }}>
        {isLoading ? (
          <Spin />
        ) : (
          <>
            <Typography.Paragraph>
              {t('account.twoFactor.state')}{' '}
              <Tag color={enabled ? 'success' : 'default'} data-testid="totp-state">
                {enabled ? t('account.twoFactor.on') : t('account.twoFactor.off')}
              </Tag>
            </Typography.Paragraph>
            {enabled ? (
              <TwoFactorReset onReset={() => changed(t('account.twoFactor.disabled'))} />
            ) : (
              <TwoFactorSetup onEnabled={() => changed(t('account.twoFactor.enabled'))} />
            )}
          </>
        )}
      </Card>
    </div>
  );
}
