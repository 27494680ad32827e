import { type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BalanceProof } from '../../shared/mass-balance/api';
import { translateApiError } from '../api/apiError';
import { useFormatters } from '../format/useFormatters';
import { recordPage } from '../registry/recordPage';
import { useLanguage } from '../routing/useLanguage';
import { balanceResource } from './massBalanceApi';
import { WideTable } from '../generic/table/WideTable';
import { useServerTable } from '../generic/table/useServerTable';

/** The proofs a balance can use: of the product's group with volume left, and those in its sustainable pool. */
export function ProofsTable({ balanceId, unit }: { balanceId: string; unit: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const language = useLanguage();
  const { tableProps } = useServerTable<BalanceProof>({
    resource: balanceResource('proofs', balanceId),
    sorters: { mode: 'off' },
    pagination: { pageSize: 10 },
    syncWithLocation: false,
    errorNotification: (error) => ({ type: 'error', message: t('massBalance.loadError'), description: translateApiError(t, error) }),
  });
  const amount = (value: number) => `${format.number(value)} ${unit}`;
  const columns: TableColumnsType<BalanceProof> = [
    {
      key: 'certificate',
      title: t('massBalance.proofs.certificate'),
      render: (_, proof) => <Link to={recordPage(language, 'sustainabilitydata', proof.key)}>{proof.certificateNumber}</Link>,
    },
    { key: 'deliveryDate', title: t('massBalance.proofs.deliveryDate'), render: (_, proof) => format.date(proof.deliveryDate) },
    { key: 'volume', title: t('massBalance.proofs.volume'), align: 'right', render: (_, proof) => amount(proof.volume) },
    { key: 'remainingVolume', title: t('massBalance.proofs.remainingVolume'), align: 'right', render: (_, proof) => amount(proof.remainingVolume) },
    { key: 'pool', title: t('massBalance.proofs.pool'), align: 'right', render: (_, proof) => amount(proof.pool) },
  ];
  return <WideTable<BalanceProof> {...tableProps} rowKey="key" columns={columns} size="small" data-testid="balance-proofs" />;
}
