import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The signing secret, shown once right after it was made: the server never answers it again. */
export function SecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={secret !== null}
      title={t('webhooks.secret.title')}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText={t('webhooks.secret.done')}
    >
      <Alert type="warning" showIcon message={t('webhooks.secret.once')} style={{ marginBottom: 16 }} />
      <Typography.Paragraph copyable={{ text: secret ?? '' }} code data-testid="webhook-secret">
        {secret}
      </Typography.Paragraph>
    </Modal>
  );
}
