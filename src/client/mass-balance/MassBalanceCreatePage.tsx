import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { balanceIdentifier, endOfMonth } from '../../shared/mass-balance/period';
import type { EntityFormProps } from '../generic/form/EntityForm';
import EntityFormPage from '../generic/form/EntityFormPage';

/**
 * Choosing the first month fills the period's end with the end of that month (the user may still change it), and the
 * identifier shows what the server will derive from site, product and that month.
 */
const followPeriod: EntityFormProps['onValuesChange'] = (changed, form) => {
  const dateFrom = changed.dateFrom as Dayjs | null | undefined;
  if (dateFrom) form.setFieldValue('dateTo', dayjs(endOfMonth(dateFrom.format('YYYY-MM-DD'))));
  const {
    site,
    product,
    dateFrom: start,
  } = form.getFieldsValue(['site', 'product', 'dateFrom']) as { site?: string; product?: string; dateFrom?: Dayjs | null };
  form.setFieldValue('identifierValue', site && product && start ? balanceIdentifier(site, product, start.format('YYYY-MM-DD')) : undefined);
};

/** mass-balances/create: the registry's form (site, product, unit, period, production; docs/domain-rules.md#balance-periods). */
export default function MassBalanceCreatePage() {
  const { t } = useTranslation();
  return <EntityFormPage resource="mass-balances" mode="create" onValuesChange={followPeriod} derived={{ identifierValue: t('massBalance.identifierHint') }} />;
}
