import type { Dayjs } from 'dayjs';
import type { EntityFormProps } from '../../generic/form/EntityForm';
import EntityFormPage from '../EntityFormPage';
import { defaultPeriodEnd } from './periodDefaults';

/** Picking the first day fills the period's end with the end of that month (the user may still change it). */
const fillPeriodEnd: EntityFormProps['onValuesChange'] = (changed, form) => {
  const dateFrom = changed.dateFrom as Dayjs | null | undefined;
  if (dateFrom) form.setFieldValue('dateTo', defaultPeriodEnd(dateFrom));
};

/** Spec §2 mass-balances/create: the registry's form (site, product, unit, period, production). */
export default function MassBalanceCreatePage() {
  return <EntityFormPage resource="mass-balances" mode="create" onValuesChange={fillPeriodEnd} />;
}
