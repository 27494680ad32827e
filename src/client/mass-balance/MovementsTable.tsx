import { DeleteOutlined, PlusOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tag, Tooltip, type ButtonProps, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BalanceAllocation, BalanceMovement } from '../../shared/mass-balance/api';
import { translateApiError } from '../api/apiError';
import { useFormatters } from '../format/useFormatters';
import { enumLabel } from '../../shared/labels';
import { useReferenceLabels } from '../generic/list/useReferenceLabels';
import { useNotify } from '../notifications/useNotify';
import { PosButton } from '../pos/PosButton';
import { recordPage } from '../registry/recordPage';
import { registry } from '../registry/registry';
import { useLanguage } from '../routing/useLanguage';
import { allocationChangeText } from './allocationMessage';
import { balanceResource, massBalanceApi } from './massBalanceApi';
import { WideTable } from '../generic/table/WideTable';
import { useServerTable } from '../generic/table/useServerTable';

const PAGE_SIZE = 10;

interface MovementsTableProps {
  balanceId: string;
  side: 'inputs' | 'outputs';
  unit: string;
  /** A completed balance shows its allocations without the buttons that change them. */
  readOnly: boolean;
  onAllocate: (movement: BalanceMovement) => void;
  onChanged: () => Promise<unknown>;
}

/** The inputs or outputs of a balance, paged by the server; a row opens to its allocations. */
export function MovementsTable({ balanceId, side, unit, readOnly, onAllocate, onChanged }: MovementsTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const language = useLanguage();
  const notify = useNotify();
  const { tableProps } = useServerTable<BalanceMovement>({
    resource: balanceResource('movements', balanceId),
    filters: { permanent: [{ field: 'side', operator: 'eq', value: side }] },
    sorters: { mode: 'off' },
    pagination: { pageSize: PAGE_SIZE },
    syncWithLocation: false,
    errorNotification: (error) => ({ type: 'error', message: t('massBalance.loadError'), description: translateApiError(t, error) }),
  });
  // The partner column holds the supplier of an inbound or the recipient of an outbound: labelled like those lists label them.
  const movements = registry.get(side === 'inputs' ? 'inbounds' : 'outbounds')!;
  const partnerProperty = side === 'inputs' ? 'supplierPartner' : 'recipientPartner';
  const partnerLabel = useReferenceLabels(
    movements,
    [partnerProperty],
    tableProps.dataSource?.map((movement) => ({ [partnerProperty]: movement.partner })),
  );
  const amount = (value: number | null) => (value === null ? '' : `${format.number(value)} ${unit}`);
  const movementLink = (movement: BalanceMovement) => recordPage(language, movement.resource, movement.key);
  const proofLink = (key: string) => recordPage(language, 'sustainabilitydata', key);

  const remove = async (movement: BalanceMovement, allocation: BalanceAllocation) => {
    try {
      await massBalanceApi.removeAllocation(balanceId, allocation.id);
      const { certificateNumber: certificate, quantity } = allocation;
      notify(
        'success',
        t('massBalance.messages.allocationChanged'),
        allocationChangeText(t, 'removed', { certificate, resource: movement.resource, key: movement.key, quantity, unit }),
      );
    } catch (error) {
      notify('error', t('massBalance.messages.allocationFailed'), translateApiError(t, error));
    } finally {
      await onChanged();
    }
  };

  const columns: TableColumnsType<BalanceMovement> = [
    { key: 'date', title: t('massBalance.movements.date'), render: (_, movement) => format.date(movement.date) },
    { key: 'key', title: t('massBalance.movements.number'), render: (_, movement) => <Link to={movementLink(movement)}>{movement.key}</Link> },
    {
      key: 'partner',
      title: t(`massBalance.movements.${side === 'inputs' ? 'supplier' : 'recipient'}`),
      render: (_, movement) => movement.partner && (partnerLabel(partnerProperty, movement.partner) ?? movement.partner),
    },
    {
      key: 'status',
      title: t('massBalance.movements.status'),
      render: (_, movement) => enumLabel(t, registry.get(movement.resource)!, 'movementStatus', movement.movementStatus),
    },
    { key: 'quantity', title: t('massBalance.movements.quantity'), align: 'right', render: (_, movement) => amount(movement.quantity) },
    { key: 'covered', title: t('massBalance.movements.covered'), align: 'right', render: (_, movement) => amount(movement.covered) },
    { key: 'uncovered', title: t('massBalance.movements.uncovered'), align: 'right', render: (_, movement) => amount(movement.uncovered) },
    {
      key: 'error',
      render: (_, movement) =>
        movement.error && (
          <Tooltip title={t('massBalance.movements.missingQuantity', { unit })}>
            <Tag color="warning" icon={<WarningOutlined />} data-testid="error-line">
              {t('massBalance.movements.errorLine')}
            </Tag>
          </Tooltip>
        ),
    },
    ...(readOnly
      ? []
      : [
          {
            key: 'allocate',
            render: (_: unknown, movement: BalanceMovement) =>
              !movement.error &&
              movement.uncovered > 0 && (
                <Button size="small" icon={<PlusOutlined />} onClick={() => onAllocate(movement)} data-testid="allocate">
                  {t('massBalance.allocate.button')}
                </Button>
              ),
          },
        ]),
  ];

  // The removal names the movement it uncovers.
  const allocationColumns = (movement: BalanceMovement): TableColumnsType<BalanceAllocation> => [
    { key: 'proof', title: t('massBalance.allocations.proof'), render: (_, allocation) => <Link to={proofLink(allocation.proof)}>{allocation.proof}</Link> },
    { key: 'certificate', title: t('massBalance.allocations.certificate'), dataIndex: 'certificateNumber' },
    { key: 'quantity', title: t('massBalance.allocations.quantity'), align: 'right', render: (_, allocation) => amount(allocation.quantity) },
    // Only output allocations issue an outgoing proof.
    ...(side === 'outputs'
      ? [
          {
            key: 'issuedProof',
            title: t('massBalance.allocations.issuedProof'),
            render: (_: unknown, allocation: BalanceAllocation) =>
              allocation.issuedProof && (
                <Space wrap>
                  <Link to={proofLink(allocation.issuedProof)}>{allocation.issuedProof}</Link>
                  <PosButton target={allocation.issuedProof} size="small" />
                </Space>
              ),
          },
        ]
      : []),
    ...(readOnly
      ? []
      : [
          {
            key: 'remove',
            render: (_: unknown, allocation: BalanceAllocation) => (
              <Popconfirm
                title={t('massBalance.allocations.removeConfirm')}
                okText={t('massBalance.allocations.remove')}
                cancelText={t('generic.cancel')}
                okButtonProps={{ danger: true, 'data-testid': 'confirm-remove-allocation' } as ButtonProps}
                onConfirm={() => remove(movement, allocation)}
              >
                <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('massBalance.allocations.remove')} data-testid="remove-allocation" />
              </Popconfirm>
            ),
          },
        ]),
  ];

  return (
    <WideTable<BalanceMovement>
      {...tableProps}
      rowKey={(movement) => `${movement.resource}:${movement.key}`}
      columns={columns}
      size="small"
      expandable={{
        rowExpandable: (movement) => movement.allocations.length > 0,
        expandedRowRender: (movement) => (
          <WideTable<BalanceAllocation>
            rowKey="id"
            size="small"
            pagination={false}
            columns={allocationColumns(movement)}
            dataSource={movement.allocations}
            data-testid="allocations"
          />
        ),
      }}
      data-testid={`balance-${side}`}
    />
  );
}
