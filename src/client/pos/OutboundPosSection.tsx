import { useList } from '@refinedev/core';
import { Card, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordPage } from '../registry/recordPage';
import { useLanguage } from '../routing/useLanguage';
import { PosButton } from './PosButton';

/** On an outbound's page: the outgoing proofs its deliveries issued, each with its PoS; nothing while it has none. */
export default function OutboundPosSection({ recordKey }: { recordKey: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { result } = useList<{ number: string }>({
    resource: 'sustainabilitydata',
    filters: [
      { field: 'outbound', operator: 'eq', value: recordKey },
      { field: 'direction', operator: 'eq', value: 'outgoing' },
    ],
    sorters: [{ field: 'number', order: 'asc' }],
    pagination: { currentPage: 1, pageSize: 50 },
  });
  const proofs = result?.data ?? [];
  if (!proofs.length) return null;
  return (
    <Card type="inner" title={t('documents.pos.title')} data-testid="outbound-pos">
      <List
        size="small"
        dataSource={proofs}
        renderItem={(proof) => (
          <List.Item actions={[<PosButton key="pos" target={proof.number} size="small" />]}>
            <Link to={recordPage(language, 'sustainabilitydata', proof.number)}>{proof.number}</Link>
          </List.Item>
        )}
      />
    </Card>
  );
}
