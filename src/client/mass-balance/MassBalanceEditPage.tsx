import './massBalance.css';
import { useList } from '@refinedev/core';
import { Alert, Card, Spin, Tabs, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { BalanceDay, BalanceMovement } from '../../shared/mass-balance/api';
import { ChartPlaceholder } from '../generic/ChartPlaceholder';
import { EntityForm } from '../generic/form/EntityForm';
import { enumLabel, entitySingular } from '../../shared/labels';
import { useEntity } from '../generic/useEntity';
import { AllocateModal } from './AllocateModal';
import { AuditPackButton } from '../audit-pack/AuditPackButton';
import { PosButton } from '../pos/PosButton';
import { BalanceActions } from './BalanceActions';
import { BalanceFigures } from './BalanceFigures';
import { balanceResource } from './massBalanceApi';
import { MovementsTable } from './MovementsTable';
import { ProofsTable } from './ProofsTable';
import { MASS_BALANCES, useBalance } from './useBalance';
import { useBalanceActions } from './useBalanceActions';
import { uncoveredOf } from '../../shared/mass-balance/uncovered';

const BalanceChart = lazy(() => import('./BalanceChart'));
const CHART_HEIGHT = 240;

// 'blue' writes its text in a darker blue than 'processing', readable on its background (WCAG AA).
const STATUS_COLORS: Record<string, string> = { open: 'default', inProgress: 'blue', completed: 'success' };

/**
 * mass-balances/{identifierValue}/edit: the registry's header form, the derived figures, a chart
 * of the period, the inputs, outputs and proofs, and the allocation actions.
 */
export default function MassBalanceEditPage() {
  const { t } = useTranslation();
  const entity = useEntity(MASS_BALANCES);
  const id = useParams().key!;
  const { balance, loadFailed, completed, unit, refresh } = useBalance(id);
  const { run, running } = useBalanceActions(id, unit, refresh);
  const [allocating, setAllocating] = useState<BalanceMovement | undefined>();
  // Asked for once the balance exists: an unknown one is the form's "not found", not a failed chart too.
  const { result: daily, query: dailyQuery } = useList<BalanceDay>({
    resource: balanceResource('daily', id),
    pagination: { mode: 'off' },
    queryOptions: { enabled: Boolean(balance) },
  });
  const status = balance?.balanceStatus as string | undefined;

  return (
    <div className="page mass-balance">
      <div className="mass-balance__title">
        <Typography.Title level={2} data-testid="page-title">
          {t('generic.form.editTitle', { entity: entitySingular(t, entity), key: id })}
        </Typography.Title>
        {status && (
          <Tag color={STATUS_COLORS[status]} data-testid="balance-status">
            {enumLabel(t, entity, 'balanceStatus', status)}
          </Tag>
        )}
        <div className="mass-balance__actions">
          {balance && (
            <BalanceActions completed={completed} uncovered={uncoveredOf(balance)} unit={unit} running={running} run={(action) => void run(action)} />
          )}
          {completed && <PosButton target={id} balance />}
          {completed && balance && (
            <AuditPackButton from={String(balance.dateFrom).slice(0, 7)} to={String(balance.dateTo).slice(0, 7)} site={String(balance.site)} />
          )}
        </div>
      </div>
      <EntityForm key={id} entity={entity} mode="edit" recordKey={id} writableOnly derived={{ identifierValue: t('massBalance.identifierHint') }} />
      {loadFailed ? null : !balance ? (
        <Spin />
      ) : (
        <>
          <BalanceFigures balance={balance} unit={unit} />
          <Card size="small" title={t('massBalance.chart.title')}>
            {dailyQuery.isLoading ? (
              <ChartPlaceholder height={CHART_HEIGHT} />
            ) : daily.data.length === 0 ? (
              <Alert type="info" message={t('massBalance.chart.empty')} />
            ) : (
              <Suspense fallback={<ChartPlaceholder height={CHART_HEIGHT} />}>
                <BalanceChart days={daily.data} unit={unit} dateFrom={String(balance.dateFrom)} dateTo={String(balance.dateTo)} height={CHART_HEIGHT} />
              </Suspense>
            )}
          </Card>
          <Card size="small">
            <Tabs
              items={[
                {
                  key: 'inputs',
                  label: t('massBalance.tabs.inputs'),
                  children: <MovementsTable balanceId={id} side="inputs" unit={unit} readOnly={completed} onAllocate={setAllocating} onChanged={refresh} />,
                },
                {
                  key: 'outputs',
                  label: t('massBalance.tabs.outputs'),
                  children: <MovementsTable balanceId={id} side="outputs" unit={unit} readOnly={completed} onAllocate={setAllocating} onChanged={refresh} />,
                },
                { key: 'proofs', label: t('massBalance.tabs.proofs'), children: <ProofsTable balanceId={id} unit={unit} /> },
              ]}
            />
          </Card>
        </>
      )}
      <AllocateModal balanceId={id} unit={unit} movement={allocating} onClose={() => setAllocating(undefined)} onDone={refresh} />
    </div>
  );
}
