import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toDayjsMonthFormat } from '../../shared/settings';
import { translateApiError } from '../api/apiError';
import { useDateFormat } from '../format/useDateFormat';
import { useNotify } from '../notifications/useNotify';
import { massBalanceApi } from './massBalanceApi';

/** The balance the create form is filling, as far as the user has chosen it. */
export interface PlannedBalance {
  site?: string;
  product?: string;
  unit?: string;
  /** YYYY-MM-DD */
  dateFrom?: string;
}

/**
 * The months before the planned balance in which its site and product have movements but no balance
 * (docs/domain-rules.md#balance-periods): named as the user reads months, with one button that creates their
 * balances, open and in order, so the planned balance can follow.
 */
export function MissingBalances({ site, product, unit, dateFrom }: PlannedBalance) {
  const { t } = useTranslation();
  const notify = useNotify();
  const monthFormat = toDayjsMonthFormat(useDateFormat());
  const [creating, setCreating] = useState(false);
  const enabled = Boolean(site && product && dateFrom);
  const query = useQuery({
    queryKey: ['mass-balances', 'missing-periods', site, product, dateFrom],
    queryFn: () => massBalanceApi.missingPeriods({ site: site!, product: product!, dateFrom: dateFrom! }),
    enabled,
  });
  const missing = enabled ? (query.data?.missing ?? []) : [];
  if (!missing.length) return null;
  const months = missing.map((month) => dayjs(`${month}-01`).format(monthFormat)).join(', ');

  const create = async () => {
    setCreating(true);
    try {
      const result = await massBalanceApi.createMissingPeriods({ site: site!, product: product!, unit: unit!, dateFrom: dateFrom! });
      notify('success', t('massBalance.missing.created', { count: result.created?.length ?? 0 }), result.created?.join(', '));
    } catch (error) {
      notify('error', t('massBalance.missing.createFailed'), translateApiError(t, error));
    } finally {
      setCreating(false);
      await query.refetch();
    }
  };

  return (
    <Alert
      type="warning"
      showIcon
      data-testid="missing-balances"
      message={t('massBalance.missing.message', { count: missing.length, months })}
      description={!unit ? t('massBalance.missing.chooseUnit') : undefined}
      action={
        <Button onClick={() => void create()} loading={creating} disabled={!unit} data-testid="create-missing-balances">
          {t('massBalance.missing.create', { count: missing.length })}
        </Button>
      }
    />
  );
}
