import './reports.css';
import { Alert, Button, Card, Empty, Spin, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { EmptyReason, ReportDeclaration, ReportId } from '../../shared/reports/api';
import { apiErrorInfo, translateApiError } from '../api/apiError';
import { ChartPlaceholder } from '../generic/ChartPlaceholder';
import { useFormatters } from '../format/useFormatters';
import { CreditSummary } from './CreditSummary';
import { ReportActions } from './ReportActions';
import { columnTitle } from './reportCells';
import { ReportFilters } from './ReportFilters';
import { ReportPrintView } from './ReportPrintView';
import { ReportTable } from './ReportTable';
import { usePrintReport } from './usePrintReport';
import { useReport } from './useReport';
import { useReportExport } from './useReportExport';

const ReportChart = lazy(() => import('./ReportChart'));
const CHART_HEIGHT = 280;

/** Why the report is empty, in the report's own words where it has them. */
const emptyText = (t: TFunction, id: ReportId, reason: EmptyReason) => t([`reports:empty.${id}.${reason}`, `reports:empty.${reason}`]);

/** "Quantity (m³) · Month": what the chart sums, per what. */
function chartTitle(t: TFunction, report: ReportDeclaration): string {
  const column = (key: string) => report.columns.find((candidate) => candidate.key === key)!;
  return [...report.chart.y.map((key) => columnTitle(t, column(key))), t(`reports:columns.${report.chart.x}`)].join(' · ');
}

/** A report of the registry (schemas/reports/): filters, chart, table with totals, export and print. */
export default function ReportPage({ report }: { report: ReportDeclaration }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { id } = report;
  const { filters, paging, query, setFilters, resetFilters, setPaging } = useReport(id);
  const response = query.data;
  const period = filters.compliancePeriod ?? response?.filters.compliancePeriod;
  const { download, exporting } = useReportExport(id, filters, period);
  const { print, printing, printed } = usePrintReport(id, filters);
  const title = t(`reports:titles.${id}`);
  const refused = query.isError ? apiErrorInfo(query.error) : undefined;
  const invalidField = refused?.code === 'REPORT_FILTER' ? refused.body.field : undefined;
  const covered = response && t('reports:filters.covered', { from: format.date(response.filters.from), to: format.date(response.filters.to) });
  return (
    <div className="page report-page" data-testid="report-page">
      <div className="report-screen">
        <div className="report-page__title">
          <Typography.Title level={2} data-testid="page-title">
            {title}
          </Typography.Title>
          <ReportActions exporting={exporting} printing={printing} disabled={!response} onExport={download} onPrint={print} />
        </div>
        <Typography.Paragraph type="secondary">{t(`reports:descriptions.${id}`)}</Typography.Paragraph>
        <ReportFilters filters={filters} resolved={response?.filters} periods={response?.periods ?? []} onChange={setFilters} invalidField={invalidField} />
        <div className="report-page__scope">
          <Typography.Text type="secondary" data-testid="report-covered">
            {covered}
          </Typography.Text>
          <Button size="small" onClick={resetFilters} data-testid="reset-filters">
            {t('reports:filters.reset')}
          </Button>
        </div>
        {query.isError && (
          <Alert type="error" showIcon message={t('reports:actions.loadError')} description={translateApiError(t, query.error)} data-testid="report-error" />
        )}
        {!response && query.isLoading && <Spin className="page-spinner" />}
        {response && (
          <div className="report-page__body" aria-busy={query.isFetching}>
            {response.summary && response.summary.length > 0 && <CreditSummary summary={response.summary} />}
            {response.empty ? (
              <Card>
                <Empty description={emptyText(t, id, response.empty)} data-testid="report-empty" />
              </Card>
            ) : (
              <>
                <Card size="small" title={chartTitle(t, report)} data-testid="report-chart">
                  <Suspense fallback={<ChartPlaceholder height={CHART_HEIGHT} />}>
                    <ReportChart report={report} points={response.chart} height={CHART_HEIGHT} />
                  </Suspense>
                </Card>
                <ReportTable
                  report={report}
                  rows={response.rows}
                  totals={response.totals}
                  loading={query.isFetching}
                  pagination={{
                    current: paging.page,
                    pageSize: paging.pageSize,
                    total: response.total,
                    onChange: (page, pageSize) => setPaging({ page, pageSize }),
                  }}
                />
              </>
            )}
          </div>
        )}
      </div>
      {printed && <ReportPrintView report={report} title={title} filters={filters} printed={printed} />}
    </div>
  );
}
