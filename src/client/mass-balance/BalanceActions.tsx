import { CheckCircleOutlined, RollbackOutlined, ThunderboltOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Uncovered } from '../../shared/mass-balance/uncovered';
import { formatNumber } from '../format/number';
import type { BalanceAction } from './useBalanceActions';
import { MASS_BALANCES } from './useBalance';
import { useAccess } from '../access/useAccess';

interface BalanceActionsProps {
  completed: boolean;
  /** What completing leaves uncovered, named in its confirmation. */
  uncovered: Uncovered;
  unit: string;
  running: BalanceAction | undefined;
  run: (action: BalanceAction) => void;
}

/**
 * Auto assign, reset and complete while the balance is open (the confirmation of complete names what stays
 * uncovered); reopen once completed, for administrators.
 */
export function BalanceActions({ completed, uncovered, unit, running, run }: BalanceActionsProps) {
  const { t } = useTranslation();
  const reopen = useAccess({ resource: MASS_BALANCES, action: 'reopen', params: { permission: 'massBalances.reopen' } });

  const completion =
    uncovered.inputs > 0 || uncovered.outputs > 0
      ? t('massBalance.actions.completeUncovered', { inputs: formatNumber(uncovered.inputs), outputs: formatNumber(uncovered.outputs), unit })
      : t('massBalance.actions.completeCovered');

  const confirmed = (action: BalanceAction, icon: ReactNode, props: ButtonProps = {}) => (
    <Popconfirm
      title={t(`massBalance.actions.${action}Confirm`)}
      description={action === 'complete' ? <span data-testid="complete-uncovered">{completion}</span> : undefined}
      okText={t(`massBalance.actions.${action}`)}
      cancelText={t('generic.cancel')}
      okButtonProps={{ 'data-testid': `confirm-${action}` } as ButtonProps}
      onConfirm={() => run(action)}
    >
      <Button icon={icon} loading={running === action} disabled={Boolean(running)} data-testid={`action-${action}`} {...props}>
        {t(`massBalance.actions.${action}`)}
      </Button>
    </Popconfirm>
  );

  if (completed) return reopen?.can ? <Space wrap>{confirmed('reopen', <RollbackOutlined />)}</Space> : null;
  return (
    <Space wrap>
      <Button
        icon={<ThunderboltOutlined />}
        loading={running === 'autoAssign'}
        disabled={Boolean(running)}
        onClick={() => run('autoAssign')}
        data-testid="action-autoAssign"
      >
        {t('massBalance.actions.autoAssign')}
      </Button>
      {confirmed('reset', <UndoOutlined />, { danger: true })}
      {confirmed('complete', <CheckCircleOutlined />, { type: 'primary' })}
    </Space>
  );
}
