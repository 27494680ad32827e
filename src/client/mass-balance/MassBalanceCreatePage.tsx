import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { balanceIdentifier, endOfMonth } from '../../shared/mass-balance/period';
import type { EntityFormProps } from '../generic/form/EntityForm';
import EntityFormPage from '../generic/form/EntityFormPage';
import { MissingBalances, type PlannedBalance } from './MissingBalances';

/**
 * Choosing the first month fills the period's end with the end of that month (the user may still change it), and the
 * identifier shows what the server will derive from site, product and that month.
 */
const followPeriod: NonNullable<EntityFormProps['onValuesChange']> = (changed, form) => {
  const dateFrom = changed.dateFrom as Dayjs | null | undefined;
  if (dateFrom) form.setFieldValue('dateTo', dayjs(endOfMonth(dateFrom.format('YYYY-MM-DD'))));
  const {
    site,
    product,
    dateFrom: start,
  } = form.getFieldsValue(['site', 'product', 'dateFrom']) as { site?: string; product?: string; dateFrom?: Dayjs | null };
  form.setFieldValue('identifierValue', site && product && start ? balanceIdentifier(site, product, start.format('YYYY-MM-DD')) : undefined);
};

/**
 * mass-balances/create: the registry's form (site, product, unit, period, production; docs/domain-rules.md#balance-periods),
 * with the months the balance would leave out and a button that creates them first.
 */
export default function MassBalanceCreatePage() {
  const { t } = useTranslation();
  const [planned, setPlanned] = useState<PlannedBalance>({});
  const onValuesChange: EntityFormProps['onValuesChange'] = (changed, form) => {
    followPeriod(changed, form);
    const { site, product, unit, dateFrom } = form.getFieldsValue(['site', 'product', 'unit', 'dateFrom']) as Omit<PlannedBalance, 'dateFrom'> & {
      dateFrom?: Dayjs | null;
    };
    setPlanned({ site, product, unit, dateFrom: dateFrom?.format('YYYY-MM-DD') });
  };
  return (
    <EntityFormPage
      resource="mass-balances"
      mode="create"
      onValuesChange={onValuesChange}
      derived={{ identifierValue: t('massBalance.identifierHint') }}
      notice={<MissingBalances {...planned} />}
    />
  );
}
