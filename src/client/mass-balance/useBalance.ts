import { useInvalidate, useMeta, useOne, useResourceParams } from '@refinedev/core';
import { useCallback } from 'react';
import { isLockedRecord } from '../../shared/record-lock';
import { registry } from '../registry/registry';
import { balanceResource } from './massBalanceApi';

export const MASS_BALANCES = 'mass-balances';

/** The balance header with its figures, and one call that refetches everything the page shows of it. */
export function useBalance(id: string) {
  const invalidate = useInvalidate();
  // The meta refine's useForm keys the header form's load with: the same query, so the balance is asked for once.
  const { resource } = useResourceParams({ resource: MASS_BALANCES });
  const meta = useMeta()({ resource });
  const { result, query } = useOne<Record<string, unknown>>({ resource: MASS_BALANCES, id: encodeURIComponent(id), meta });
  const balance = query.isSuccess ? result : undefined;
  const refresh = useCallback(
    () =>
      Promise.all([
        invalidate({ resource: MASS_BALANCES, id: encodeURIComponent(id), invalidates: ['detail', 'list'] }),
        ...(['movements', 'proofs', 'daily'] as const).map((route) => invalidate({ resource: balanceResource(route, id), invalidates: ['list'] })),
      ]),
    [id, invalidate],
  );
  return {
    balance,
    loadFailed: query.isError,
    completed: isLockedRecord(registry.get(MASS_BALANCES)!, balance),
    unit: String(balance?.unit ?? ''),
    refresh,
  };
}
