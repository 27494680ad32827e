import { useOne } from '@refinedev/core';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PosButton } from './PosButton';
import { useAccess } from '../access/useAccess';

/** On an outgoing proof's page: its PoS to download, and to reissue for those who may edit the proof. */
export default function ProofPosSection({ recordKey }: { recordKey: string }) {
  const { t } = useTranslation();
  const { result: proof } = useOne<{ direction?: string }>({ resource: 'sustainabilitydata', id: recordKey });
  const canEdit = useAccess({ resource: 'sustainabilitydata', action: 'edit' })?.can === true;
  if (proof?.direction !== 'outgoing') return null;
  return (
    <Card type="inner" title={t('documents.pos.title')} data-testid="proof-pos" extra={<PosButton target={recordKey} reissue={canEdit} />}>
      <Typography.Paragraph type="secondary">{t('documents.pos.sectionHint')}</Typography.Paragraph>
    </Card>
  );
}
