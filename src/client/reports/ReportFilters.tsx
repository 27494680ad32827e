import { DatePicker, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ReportFilters as Filters, ResolvedReportFilters } from '../../shared/reports/api';
import { compliancePeriodRange, isCompliancePeriod, isMonth, quartersOf } from '../../shared/reports/periods';
import { periodLabel } from '../../shared/reports/period-labels';
import { ReportRecordSelect } from './ReportRecordSelect';

/** Facilities are locations flagged as production sites (docs/domain-rules.md#facilities-and-movement-dates); the select offers only those. */
const PRODUCTION_SITES = [{ field: 'productionSite', operator: 'eq' as const, value: true }];
const MONTH = 'YYYY-MM';

interface ReportFiltersProps {
  filters: Filters;
  /** What the server applied (the period it chose when the URL names none). */
  resolved?: ResolvedReportFilters;
  periods: string[];
  onChange: (change: Partial<Filters>) => void;
  /** The filter the server refused (400 REPORT_FILTER names it): marked in the bar. */
  invalidField?: string;
}

/** Compliance period, quarter or month range inside it, facility and product. */
export function ReportFilters({ filters, resolved, periods, onChange, invalidField }: ReportFiltersProps) {
  const { t } = useTranslation();
  const status = (...fields: string[]) => (invalidField && fields.includes(invalidField) ? ('error' as const) : undefined);
  const period = filters.compliancePeriod ?? resolved?.compliancePeriod;
  // A period typed into the URL may be none (the server refuses it): no quarters or months to offer then.
  const valid = period && isCompliancePeriod(period) ? period : undefined;
  const range = valid ? compliancePeriodRange(valid) : undefined;
  const periodOptions = [...new Set([...(period ? [period] : []), ...periods])].map((value) => ({ value, label: periodLabel(t, value) }));
  const months: [Dayjs, Dayjs] | null =
    filters.monthFrom && filters.monthTo && isMonth(filters.monthFrom) && isMonth(filters.monthTo)
      ? [dayjs(filters.monthFrom, MONTH), dayjs(filters.monthTo, MONTH)]
      : null;
  const outsidePeriod = (month: Dayjs) => !range || month.format('YYYY-MM-DD') > range.to || month.endOf('month').format('YYYY-MM-DD') < range.from;
  return (
    // A Form.Item without a name links its label to nothing: htmlFor and the select's id let a screen reader name each filter.
    <Form layout="vertical" className="report-filters" data-testid="report-filters">
      <Form.Item label={t('reports:filters.compliancePeriod')} htmlFor="report-filter-period" validateStatus={status('compliancePeriod')}>
        <Select
          id="report-filter-period"
          data-testid="filter-period"
          value={period}
          options={periodOptions}
          onChange={(value: string) => onChange({ compliancePeriod: value })}
        />
      </Form.Item>
      <Form.Item label={t('reports:filters.quarter')} htmlFor="report-filter-quarter" validateStatus={status('quarter')}>
        <Select
          id="report-filter-quarter"
          data-testid="filter-quarter"
          allowClear
          placeholder={t('reports:filters.allQuarters')}
          value={filters.quarter}
          options={(valid ? quartersOf(valid) : []).map((quarter) => ({ value: quarter, label: t('reports:filters.quarterOption', { quarter }) }))}
          onChange={(quarter?: number) => onChange({ quarter })}
        />
      </Form.Item>
      <Form.Item label={t('reports:filters.months')} validateStatus={status('monthFrom', 'monthTo')}>
        <DatePicker.RangePicker
          data-testid="filter-months"
          picker="month"
          value={months}
          disabledDate={outsidePeriod}
          defaultPickerValue={range ? [dayjs(range.from), dayjs(range.to)] : undefined}
          placeholder={[t('reports:filters.monthFrom'), t('reports:filters.monthTo')]}
          onChange={(value) => onChange({ monthFrom: value?.[0]?.format(MONTH), monthTo: value?.[1]?.format(MONTH) })}
        />
      </Form.Item>
      <Form.Item label={t('reports:filters.site')} htmlFor="report-filter-site" validateStatus={status('site')}>
        <ReportRecordSelect
          id="report-filter-site"
          data-testid="filter-site"
          resource="locations"
          filters={PRODUCTION_SITES}
          placeholder={t('reports:filters.all')}
          value={filters.site}
          onChange={(site?: string) => onChange({ site })}
        />
      </Form.Item>
      <Form.Item label={t('reports:filters.product')} htmlFor="report-filter-product" validateStatus={status('product')}>
        <ReportRecordSelect
          id="report-filter-product"
          data-testid="filter-product"
          resource="products"
          placeholder={t('reports:filters.all')}
          value={filters.product}
          onChange={(product?: string) => onChange({ product })}
        />
      </Form.Item>
    </Form>
  );
}
