import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportDeclaration, ReportFilters, ReportResponse } from '../../shared/reports/api';
import { useFormatters } from '../format/useFormatters';
import { CreditSummary } from './CreditSummary';
import { periodLabel } from '../../shared/reports/period-labels';
import { ReportTable } from './ReportTable';

interface ReportPrintViewProps {
  report: ReportDeclaration;
  title: string;
  filters: ReportFilters;
  /** The whole report: every row, not a page. */
  printed: ReportResponse;
}

/** What goes on paper (reports.css shows it only in print): title, the filters applied, every row and column. */
export function ReportPrintView({ report, title, filters, printed }: ReportPrintViewProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const scope = [
    periodLabel(t, printed.filters.compliancePeriod),
    t('reports:filters.covered', { from: format.date(printed.filters.from), to: format.date(printed.filters.to) }),
    filters.site && `${t('reports:filters.site')}: ${filters.site}`,
    filters.product && `${t('reports:filters.product')}: ${filters.product}`,
    t('reports:print.generated', { date: format.dateTime(new Date()) }),
  ];
  return (
    <div className="report-print" data-testid="report-print">
      <Typography.Title level={3}>{title}</Typography.Title>
      <Typography.Paragraph>{scope.filter(Boolean).join(' · ')}</Typography.Paragraph>
      {printed.summary && printed.summary.length > 0 && <CreditSummary summary={printed.summary} />}
      <ReportTable report={report} rows={printed.rows} totals={printed.totals} detail />
    </div>
  );
}
