import dayjs, { type Dayjs } from 'dayjs';
import { endOfMonth } from '../../shared/mass-balance/period';
import type { EntityFormProps } from '../generic/form/EntityForm';
import EntityFormPage from '../generic/form/EntityFormPage';

/** Picking the first day fills the period's end with the end of that month (the user may still change it). */
const fillPeriodEnd: EntityFormProps['onValuesChange'] = (changed, form) => {
  const dateFrom = changed.dateFrom as Dayjs | null | undefined;
  if (dateFrom) form.setFieldValue('dateTo', dayjs(endOfMonth(dateFrom.format('YYYY-MM-DD'))));
};

/** mass-balances/create: the registry's form (site, product, unit, period, production; docs/domain-rules.md#balance-periods). */
export default function MassBalanceCreatePage() {
  return <EntityFormPage resource="mass-balances" mode="create" onValuesChange={fillPeriodEnd} />;
}
