import '../../reports/reports.css';
import { Alert, Button, Card, Empty, Spin, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS, type ReportId, type ReportResponse } from '../../../shared/reports/api';
import { apiErrorInfo, translateApiError } from '../../api/apiError';
import { useFormatters } from '../../format/useFormatters';
import { CreditSummary } from '../../reports/CreditSummary';
import { ReportActions } from '../../reports/ReportActions';
import { periodLabel } from '../../reports/reportCells';
import { ReportFilters } from '../../reports/ReportFilters';
import { ReportTable } from '../../reports/ReportTable';
import { usePrintReport } from '../../reports/usePrintReport';
import { useReport } from '../../reports/useReport';
import { useReportExport } from '../../reports/useReportExport';

const ReportChart = lazy(() => import('../../reports/ReportChart'));

/** Why the report is empty, in the report's own words where it has them. */
function emptyText(t: ReturnType<typeof useTranslation>['t'], id: ReportId, response: ReportResponse) {
  return t([`reports:empty.${id}.${response.empty}`, `reports:empty.${response.empty ?? 'noData'}`]);
}

/** One of the five CFR reports (spec §2, issue 11): filters, chart, table with totals, export and print. */
export default function ReportPage({ id }: { id: ReportId }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const report = REPORTS[id];
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
        {query.isError && <Alert type="error" showIcon message={t('reports:actions.loadError')} description={translateApiError(t, query.error)} data-testid="report-error" />}
        {!response && query.isLoading && <Spin className="page-spinner" />}
        {response && (
          <div className="report-page__body" aria-busy={query.isFetching}>
            {response.summary && response.summary.length > 0 && <CreditSummary summary={response.summary} />}
            {response.empty ? (
              <Card>
                <Empty description={emptyText(t, id, response)} data-testid="report-empty" />
              </Card>
            ) : (
              <>
                <Card size="small" title={t('reports:chart.title')} data-testid="report-chart">
                  <Suspense fallback={<Spin className="page-spinner" />}>
                    <ReportChart report={report} points={response.chart} />
                  </Suspense>
                </Card>
                <ReportTable
                  report={report}
                  rows={response.rows}
                  totals={response.totals}
                  loading={query.isFetching}
                  pagination={{ current: paging.page, pageSize: paging.pageSize, total: response.total, onChange: (page, pageSize) => setPaging({ page, pageSize }) }}
                />
              </>
            )}
          </div>
        )}
      </div>
      {printed && (
        <div className="report-print" data-testid="report-print">
          <Typography.Title level={3}>{title}</Typography.Title>
          <Typography.Paragraph>
            {[period && periodLabel(t, period), covered, filters.site, filters.product, t('reports:print.generated', { date: format.dateTime(new Date()) })].filter(Boolean).join(' · ')}
          </Typography.Paragraph>
          {printed.summary && printed.summary.length > 0 && <CreditSummary summary={printed.summary} />}
          <ReportTable report={report} rows={printed.rows} totals={printed.totals} detail />
        </div>
      )}
    </div>
  );
}
