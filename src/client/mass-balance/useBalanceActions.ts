import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutoAssignResult } from '../../shared/mass-balance/api';
import { translateApiError } from '../api/apiError';
import { formatNumber } from '../format/number';
import { useNotify } from '../notifications/useNotify';
import { massBalanceApi } from './massBalanceApi';

export type BalanceAction = 'autoAssign' | 'reset' | 'complete' | 'reopen';

/** "12 allocations, 3,400 Kg" per side, and what stayed uncovered because the proofs ran out. */
export function autoAssignSummary(t: TFunction, result: AutoAssignResult, unit: string): string {
  const side = (name: 'inputs' | 'outputs') => {
    const { allocations, quantity, uncovered } = result[name];
    const assigned = t(`massBalance.autoAssign.${name}`, { count: allocations, quantity: formatNumber(quantity), unit });
    return uncovered > 0 ? `${assigned} ${t('massBalance.autoAssign.uncovered', { quantity: formatNumber(uncovered), unit })}` : assigned;
  };
  return `${side('inputs')} ${side('outputs')}`;
}

/**
 * The balance's actions with their success and failure messages; a refusal shows the server's reason in the user's
 * language. Whatever the outcome, the page refetches (a refusal may come from a change made elsewhere).
 */
export function useBalanceActions(id: string, unit: string, refresh: () => Promise<unknown>) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [running, setRunning] = useState<BalanceAction | undefined>();

  const run = async (action: BalanceAction) => {
    setRunning(action);
    try {
      if (action === 'autoAssign') {
        const result = await massBalanceApi.autoAssign(id);
        notify('success', t('massBalance.messages.autoAssignSuccess'), autoAssignSummary(t, result, unit));
      } else if (action === 'reset') {
        const result = await massBalanceApi.reset(id);
        notify(
          'success',
          t('massBalance.messages.resetSuccess'),
          t('massBalance.reset.summary', { count: result.removedAllocations, proofs: result.removedProofs }),
        );
      } else {
        await massBalanceApi[action](id);
        notify('success', t(`massBalance.messages.${action}Success`));
      }
    } catch (error) {
      notify('error', t(`massBalance.messages.${action}Failed`), translateApiError(t, error));
    } finally {
      setRunning(undefined);
      await refresh();
    }
  };
  return { run, running };
}
